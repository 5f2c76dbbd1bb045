import { defaultLanguage } from '../languages';
import { z } from 'zod';
import type { Event } from '../collections/event-item';
import { eventSignUp, type EventSignUp } from '../collections/event-views';
import { eventSamples } from '../collections/events.samples';
import type { Service } from '../collections/services';
import { text, type Strictness } from '../fields';
import { defineBlock } from './block';

// One of the site's own forms on the page: the contact form, the quote form with a service
// chosen, or an event's sign-up form. Leads sent from it are the same leads as from /contact,
// /quote and /events/{slug}; the visit that brought them (a campaign page's) is on the lead.

export const FORMS = ['contact', 'quote', 'event'] as const;
export type FormName = (typeof FORMS)[number];

const fields = ({ required, lenient }: Strictness) =>
  z
    .object({
      form: z.enum(FORMS, { error: `Form must be one of ${FORMS.join(', ')}` }),
      /** The quote form's service chosen at first (a service's slug); empty: none. */
      service: text('Form service', 80),
      /** The event form's event (its slug); a block stored before there was one has none. */
      event: text('Form event', 80).default(''),
      eyebrow: text('Form eyebrow', 60),
      heading: required('Form heading', 160),
      intro: text('Form intro', 600),
      formHeading: text('Form box heading', 80),
      formNote: text('Form note', 200),
    })
    .superRefine((f, ctx) => {
      if (!lenient && f.form === 'event' && f.event.trim() === '')
        ctx.addIssue({ code: 'custom', path: ['event'], message: 'Choose the event' });
    });
export type FormFields = z.infer<ReturnType<typeof fields>>;

const eventsOf = (content: { events?: unknown }) => (content.events ?? []) as Event[];

export interface FormView {
  form: FormName;
  texts: { eyebrow: string; heading: string; intro: string };
  formHeading: string;
  formNote: string;
  /** The quote form's services (slug and title) and the one chosen (its title). */
  services: { slug: string; title: string }[];
  chosen: string | null;
  /** The event form's event: what its sign-up shows; null for the other forms. */
  event: EventSignUp | null;
}

export const form = defineBlock<FormFields, FormView>({
  localized: {
    form: false,
    service: false,
    event: false,
    eyebrow: true,
    heading: true,
    intro: true,
    formHeading: true,
    formNote: true,
  },
  label: 'Form',
  description: "The contact form, the quote form with a service chosen, or an event's sign-up.",
  fields,
  create: () => ({
    form: 'contact',
    service: '',
    event: '',
    eyebrow: 'Contact',
    heading: '',
    intro: '',
    formHeading: 'Send us a message',
    formNote: '',
  }),
  example: {
    form: 'quote',
    service: 'wireless-systems',
    // What the event form names when a test switches the example to it: the upcoming sample.
    event: eventSamples[0]!.slug,
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
          { value: 'event', label: "An event's sign-up form" },
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
      {
        kind: 'reference',
        name: 'event',
        label: 'Event (sign-up form)',
        collection: 'events',
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
  view: (f, { content, now = Date.now() }) => {
    const found = f.form === 'event' ? eventsOf(content).find((e) => e.slug === f.event) : null;
    // An event removed since has no sign-up to show (publishing refuses that content anyway).
    if (found === undefined) return null;
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
      event: found ? eventSignUp(found, now, defaultLanguage(content.identity ?? {}).tag) : null,
    };
  },
  anchor: (f) => ({ contact: 'contact', quote: 'quote', event: 'register' })[f.form],
  references: (f, content) =>
    f.form === 'event' && f.event && !eventsOf(content).some((e) => e.slug === f.event)
      ? [{ path: ['event'], message: `No event at /events/${f.event}: choose one of the events` }]
      : [],
});
