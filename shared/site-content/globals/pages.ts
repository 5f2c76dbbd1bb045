import { z } from 'zod';
import { blockList } from '../blocks';
import { defineGlobal } from '../global';
import { DOWNLOAD_TEXTS, downloadTextsSchema } from '../download-texts';
import { text, type Strictness } from '../fields';
import { sectionIds, sitePaths } from '../site-paths';
import { homeFrom, type OldHomeTexts } from './home-blocks';
import { footerColumn, menuList, type FooterColumn, type MenuEntry } from './menu-entries';

// The pages the product makes and what frames every page: the home page's blocks, the menu and
// the footer's columns, the contact page, the careers and events pages, the not-found page, the
// cookie banner and the downloads page (with its request form's consent and free-mail rule).
// Edited on the Pages page. The built-in texts are the spec's and ours.

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

const value = (strictness: Strictness) => {
  const { required } = strictness;
  return z.object({
    /** The home page: blocks, like the firm's own pages. */
    home: blockList(strictness),
    /** The top bar's links. */
    menu: menuList(strictness, 'menu entries'),
    footer: z.object({
      description: text('Footer description', 300),
      columns: z.array(footerColumn(strictness)).max(4, 'At most 4 footer columns'),
    }),
    /** The contact page (/contact). */
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
    notFound: z.object({ heading: required('Heading', 120), text: required('Text', 400) }),
    consent: z.object({ text: required('Cookie banner', 300) }),
    /** Optional: a version saved before the downloads existed reads the built-in texts. */
    downloads: downloadTextsSchema(required).optional(),
  });
};
export type PageTexts = z.infer<ReturnType<typeof value>>;

const entry = (id: number, label: string, href: string, page: number | null = null) => ({
  id,
  label,
  page,
  href: page === null ? href : '',
});

/** The sample About page (collections/custom-pages.samples.ts). */
const ABOUT_PAGE = 1;

const CONTACT = {
  eyebrow: 'Contact',
  heading: 'Talk to an engineer',
  intro:
    'About us in one line: a team of network and security engineers who answer their own phone. Tell us what you are planning; we reply within one business day.',
  formHeading: 'Send us a message',
  formNote: 'All fields are required.',
};

/** What the home page showed before it was made of blocks: its built-in texts. */
export const BUILT_IN_HOME: OldHomeTexts = {
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
  contact: CONTACT,
};

const MENU: MenuEntry[] = [
  entry(1, 'Services', `/#${sectionIds.services}`),
  entry(2, 'Case Studies', `/#${sectionIds.cases}`),
  entry(3, 'Technology', `/#${sectionIds.tech}`),
  entry(4, 'Blog', `/#${sectionIds.blog}`),
  entry(5, 'Careers', sitePaths.careers),
  entry(6, 'Contact', `/#${sectionIds.contact}`),
];

const COLUMNS: FooterColumn[] = [
  {
    id: 1,
    title: 'Quick Links',
    links: [
      entry(1, 'Services', `/#${sectionIds.services}`),
      entry(2, 'Case Studies', `/#${sectionIds.cases}`),
      entry(3, 'Blog', `/#${sectionIds.blog}`),
    ],
  },
  {
    id: 2,
    title: 'Company',
    links: [
      entry(1, 'About Us', '', ABOUT_PAGE),
      entry(2, 'Careers', sitePaths.careers),
      entry(3, 'Contact', sitePaths.contact),
    ],
  },
  {
    id: 3,
    title: 'Legal',
    links: [
      entry(1, 'Privacy Policy', sitePaths.privacyPolicy),
      entry(2, 'Terms of Service', sitePaths.termsOfService),
    ],
  },
];

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

export const pages = defineGlobal<PageTexts>({
  localized: {
    home: 'by kind',
    menu: { id: false, label: true, page: false, href: false },
    footer: {
      description: true,
      columns: {
        id: false,
        title: true,
        links: { id: false, label: true, page: false, href: false },
      },
    },
    contact: { eyebrow: true, heading: true, intro: true, formHeading: true, formNote: true },
    careers: { eyebrow: true, heading: true, intro: true, none: true },
    events: { eyebrow: true, heading: true, intro: true, none: true },
    notFound: { heading: true, text: true },
    consent: { text: true },
    downloads: { eyebrow: true, heading: true, intro: true, consent: true, freeMail: false },
  },
  title: 'Pages',
  value,
  parts: {
    home: 'home page',
    menu: 'menu',
    footer: 'footer',
    contact: 'contact page',
    careers: 'careers page',
    events: 'events page',
    notFound: 'not-found page',
    consent: 'cookie banner',
    downloads: 'downloads page',
  },
  verb: 'edited',
  editor: { path: '/admin/pages', icon: 'layout-template', what: 'Editing the pages' },
  /**
   * A version from before the home page was made of blocks: its hero, figures, section texts
   * and contact section become the blocks it showed; the menu and the footer's columns are the
   * ones the site then had.
   */
  upgrade: (old, base) => {
    if ('home' in old || !isRecord(old.hero) || !isRecord(old.contact)) return old;
    const { hero, sections, ...kept } = old;
    const home = homeFrom({ hero, sections, contact: old.contact } as unknown as OldHomeTexts);
    const footer = isRecord(old.footer) ? old.footer : {};
    return {
      ...kept,
      home,
      menu: base.menu,
      footer: { ...base.footer, ...footer, columns: base.footer.columns },
    };
  },
  defaults: {
    home: homeFrom(BUILT_IN_HOME),
    menu: MENU,
    footer: {
      description:
        'Telecommunications and security engineering: wireless and private 5G, fiber backbones, satellite links, security systems, traffic informatics and system integration for cities, campuses and critical infrastructure.',
      columns: COLUMNS,
    },
    contact: CONTACT,
    careers: {
      eyebrow: 'Careers',
      heading: 'Build the networks cities run on',
      intro:
        'Join engineers who design, build and operate critical infrastructure. We invest in certifications, pair new colleagues with senior engineers and keep projects staffed properly.',
      none: 'No positions are open right now. We are always glad to hear from engineers: introduce yourself through the contact form.',
    },
    events: EVENTS_TEXTS,
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
