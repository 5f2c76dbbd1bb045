import { z } from 'zod';
import type { Service } from '../collections/services';
import { text, type Strictness } from '../fields';
import { defineBlock } from './block';

// One of the site's own forms on the page: the contact form, or the quote form with a service
// chosen. Leads sent from it are the same leads as from /contact and /quote; the visit that
// brought them (a campaign page's) is on the lead.

export const FORMS = ['contact', 'quote'] as const;
export type FormName = (typeof FORMS)[number];

const fields = ({ required }: Strictness) =>
  z.object({
    form: z.enum(FORMS, { error: `Form must be one of ${FORMS.join(', ')}` }),
    /** The quote form's service chosen at first (a service's slug); empty: none. */
    service: text('Form service', 80),
    eyebrow: text('Form eyebrow', 60),
    heading: required('Form heading', 160),
    intro: text('Form intro', 600),
    formHeading: text('Form box heading', 80),
    formNote: text('Form note', 200),
  });
export type FormFields = z.infer<ReturnType<typeof fields>>;

export interface FormView {
  form: FormName;
  texts: { eyebrow: string; heading: string; intro: string };
  formHeading: string;
  formNote: string;
  /** The quote form's services (slug and title) and the one chosen (its title). */
  services: { slug: string; title: string }[];
  chosen: string | null;
}

export const form = defineBlock<FormFields, FormView>({
  label: 'Form',
  description: 'The contact form, or the quote form with a service chosen.',
  fields,
  create: () => ({
    form: 'contact',
    service: '',
    eyebrow: 'Contact',
    heading: '',
    intro: '',
    formHeading: 'Send us a message',
    formNote: '',
  }),
  example: {
    form: 'quote',
    service: 'wireless-systems',
    eyebrow: 'Quote',
    heading: 'Ask for a quote',
    intro: 'Tell us about your site.',
    formHeading: 'Your project',
    formNote: '',
  },
  name: (f) => f.heading,
  editor: [
    [
      {
        kind: 'select',
        name: 'form',
        label: 'Form',
        options: [
          { value: 'contact', label: 'Contact form' },
          { value: 'quote', label: 'Quote request form' },
        ],
      },
      {
        kind: 'reference',
        name: 'service',
        label: 'Service chosen (quote form)',
        collection: 'services',
        by: 'slug',
        none: 'None',
      },
    ],
    [
      { kind: 'text', name: 'eyebrow', label: 'Eyebrow' },
      { kind: 'text', name: 'heading', label: 'Heading', placeholder: 'Talk to an engineer' },
    ],
    { kind: 'textarea', name: 'intro', label: 'Intro', rows: 2 },
    [
      { kind: 'text', name: 'formHeading', label: 'Form box heading' },
      { kind: 'text', name: 'formNote', label: 'Form note' },
    ],
  ],
  view: (f, { content }) => {
    const services = ((content.services ?? []) as Service[]).map(({ slug, title }) => ({
      slug,
      title,
    }));
    return {
      form: f.form,
      texts: { eyebrow: f.eyebrow, heading: f.heading, intro: f.intro },
      formHeading: f.formHeading,
      formNote: f.formNote,
      services: f.form === 'quote' ? services : [],
      // A service removed since is no longer chosen (the form offers the published ones).
      chosen: (f.form === 'quote' && services.find((s) => s.slug === f.service)?.title) || null,
    };
  },
  anchor: (f) => (f.form === 'contact' ? 'contact' : 'quote'),
});
