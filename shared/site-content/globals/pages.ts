import { z } from 'zod';
import { collectionDef, HOME_COLLECTIONS, type HomeCollectionName } from '../collections';
import { defineGlobal } from '../global';
import { DOWNLOAD_TEXTS, downloadTextsSchema } from '../download-texts';
import { text, type Strictness } from '../fields';

// The words around the content: the hero, each home section's eyebrow, heading and intro, the
// contact section, the careers and events pages, the footer, the not-found page, the cookie banner
// and the downloads page (with its request form's consent and free-mail rule).
// Edited on the Pages page, grouped by page. The built-in texts are the spec's and ours.

const sectionTexts = (required: Strictness['required']) =>
  z.object({
    eyebrow: required('Eyebrow', 60),
    heading: required('Heading', 160),
    intro: text('Intro', 600),
  });
export type SectionTexts = z.infer<ReturnType<typeof sectionTexts>>;

const EVENTS_TEXTS = {
  eyebrow: 'Events',
  heading: 'See the work, meet the engineers',
  intro:
    'Site visits to networks we built, webinars on how we design them, trainings for the teams who run them, and where to find us at trade shows.',
  none: 'Nothing is planned right now. Ask us for a visit to a reference site through the contact form.',
};

const value = ({ required }: Strictness) =>
  z.object({
    hero: z.object({
      eyebrow: text('Eyebrow', 80),
      headline: required('Headline', 120),
      subtext: text('Subtext', 400),
      primaryButton: required('First button', 40),
      secondaryButton: required('Second button', 40),
      /** The figures under the buttons ("15+ / Years engineering critical networks"). */
      figures: z
        .array(z.object({ value: required('Figure', 20), label: required('Figure label', 80) }))
        .max(4, 'At most 4 figures'),
    }),
    /**
     * Each home section's texts, by collection; a section without its own (one added to the
     * site since) shows its collection's built-in texts.
     */
    sections: z.partialRecord(
      z.enum(HOME_COLLECTIONS as [HomeCollectionName, ...HomeCollectionName[]]),
      sectionTexts(required),
    ),
    contact: z.object({
      ...sectionTexts(required).shape,
      formHeading: required('Form heading', 80),
      formNote: text('Form note', 200),
    }),
    careers: z.object({
      ...sectionTexts(required).shape,
      /** Shown while no position is open. */
      none: required('No openings', 300),
    }),
    /** The Events page's opening (versions stored before it had one take these). */
    events: z
      .object({
        ...sectionTexts(required).shape,
        /** Shown while no event is coming up. */
        none: required('No upcoming events', 300),
      })
      .default(EVENTS_TEXTS),
    footer: z.object({ description: text('Footer description', 300) }),
    notFound: z.object({ heading: required('Heading', 120), text: required('Text', 400) }),
    consent: z.object({ text: required('Cookie banner', 300) }),
    /** Optional: a version saved before the downloads existed reads the built-in texts. */
    downloads: downloadTextsSchema(required).optional(),
  });
export type PageTexts = z.infer<ReturnType<typeof value>>;

/** A home section's texts: its own, or its collection's built-in ones. */
export function sectionTextsOf(texts: PageTexts, name: HomeCollectionName): SectionTexts {
  return texts.sections[name] ?? collectionDef(name).home!.texts;
}

export const pages = defineGlobal<PageTexts>({
  title: 'Pages',
  value,
  parts: {
    hero: 'hero',
    sections: 'home sections',
    contact: 'contact section',
    careers: 'careers page',
    events: 'events page',
    footer: 'footer',
    notFound: 'not-found page',
    consent: 'cookie banner',
    downloads: 'downloads page',
  },
  verb: 'edited',
  editor: { path: '/admin/pages', icon: 'layout-template', what: 'Editing the pages’ texts' },
  defaults: {
    hero: {
      eyebrow: 'Telecommunications & security engineering',
      headline: 'Bridging Networks, Securing Futures',
      subtext:
        'We design, build and integrate the wireless, fiber, satellite and security systems that cities, campuses and critical infrastructure depend on, and we stay accountable for them after handover.',
      primaryButton: 'Explore Our Solutions',
      secondaryButton: 'Get a Quote',
      figures: [
        { value: '15+', label: 'Years engineering critical networks' },
        { value: '10,000km', label: 'Of fiber designed and built' },
        { value: '24/7', label: 'Operations support' },
      ],
    },
    sections: Object.fromEntries(
      HOME_COLLECTIONS.map((name) => [name, collectionDef(name).home!.texts]),
    ),
    contact: {
      eyebrow: 'Contact',
      heading: 'Talk to an engineer',
      intro:
        'About us in one line: a team of network and security engineers who answer their own phone. Tell us what you are planning; we reply within one business day.',
      formHeading: 'Send us a message',
      formNote: 'All fields are required.',
    },
    careers: {
      eyebrow: 'Careers',
      heading: 'Build the networks cities run on',
      intro:
        'Join engineers who design, build and operate critical infrastructure. We invest in certifications, pair new colleagues with senior engineers and keep projects staffed properly.',
      none: 'No positions are open right now. We are always glad to hear from engineers: introduce yourself through the contact form.',
    },
    events: EVENTS_TEXTS,
    footer: {
      description:
        'Telecommunications and security engineering: wireless and private 5G, fiber backbones, satellite links, security systems, traffic informatics and system integration for cities, campuses and critical infrastructure.',
    },
    notFound: {
      heading: 'Page not found',
      text: 'The page you asked for does not exist or has moved. These will take you on:',
    },
    consent: {
      text: 'We store only your theme and this choice, in your browser. No tracking, no third parties.',
    },
    downloads: DOWNLOAD_TEXTS,
  },
});
