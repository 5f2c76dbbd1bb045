import { z } from 'zod';
import { caseStudySamples } from './case-studies.samples';
import { defineCollection, samples } from '../collection';
import { id, seo, slug, text, type Strictness } from '../fields';
import { renderMarkdown } from '../markdown';
import { shownImage } from '../safe-urls';
import { sectionIds, sitePaths } from '../site-paths';
import { breadcrumbs } from '../structured-data';

// Projects and what changed afterwards: cards on the home page, each with its own page.

/** The self-made SVG illustrations a case study without an uploaded image can show. */
export const CASE_STUDY_ILLUSTRATIONS = ['city-5g', 'fiber-backbone', 'hq-security'] as const;
export type CaseStudyIllustration = (typeof CASE_STUDY_ILLUSTRATIONS)[number];

const ILLUSTRATION_NAMES: Record<CaseStudyIllustration, string> = {
  'city-5g': 'City network (5G cells)',
  'fiber-backbone': 'Fiber routes between cities',
  'hq-security': 'Camera coverage of a floor plan',
};

const item = ({ image, required }: Strictness) =>
  z.object({
    id,
    slug,
    title: required('Title', 200),
    /** The title of the service it shows in practice (listed on that service's page). */
    category: required('Category', 100),
    /** The card text on the home page (and the page's meta description). */
    description: required('Description', 600),
    client: text('Client', 200),
    imageSrc: image,
    imageAlt: text('Image description', 300),
    /** Shown when no image is uploaded. */
    illustration: z.enum(CASE_STUDY_ILLUSTRATIONS).nullable(),
    /** Markdown, each. */
    challenge: required('Challenge', 20_000),
    solution: required('Solution', 20_000),
    outcome: required('Outcome', 20_000),
    stats: z
      .array(z.object({ value: text('Figure', 40), label: text('Figure label', 120) }))
      .max(6),
    seo: seo(image),
  });
export type CaseStudy = z.infer<ReturnType<typeof item>>;

export interface CaseStudyCard {
  slug: string;
  title: string;
  category: string;
  description: string;
  imageSrc: string | null;
  imageAlt: string;
  illustration: CaseStudyIllustration | null;
  stats: { value: string; label: string }[];
}

export interface CaseStudyView extends CaseStudyCard {
  client: string;
  sections: { title: string; html: string }[];
}

/** A case study as its card shows it (the home page's section, /case-studies). */
export const caseStudyCard = (c: CaseStudy): CaseStudyCard => ({
  slug: c.slug,
  title: c.title,
  category: c.category,
  description: c.description,
  imageSrc: shownImage(c.imageSrc),
  imageAlt: c.imageAlt,
  illustration: c.illustration,
  stats: c.stats,
});

export const caseStudies = defineCollection<
  CaseStudy,
  { kind: 'case-study'; caseStudy: CaseStudyView },
  { layout: 'case-studies'; data: CaseStudyCard[] }
>({
  title: 'Case Studies',
  one: 'case study',
  many: 'case studies',
  max: 200,
  item,
  name: (c) => c.title,
  create: (now) => ({
    id: now.getTime(),
    slug: '',
    title: '',
    category: '',
    description: '',
    client: '',
    imageSrc: null,
    imageAlt: '',
    illustration: null,
    challenge: '',
    solution: '',
    outcome: '',
    stats: [],
  }),
  images: ['imageSrc'],
  page: {
    path: (c) => sitePaths.caseStudy(c.slug),
    prefix: sitePaths.caseStudy(''),
    slugFrom: 'title',
    removedTo: `/#${sectionIds.cases}`,
    list: sitePaths.caseStudies,
    view: (c) => ({
      kind: 'case-study',
      caseStudy: {
        ...caseStudyCard(c),
        client: c.client,
        sections: [
          { title: 'The challenge', html: renderMarkdown(c.challenge) },
          { title: 'Our solution', html: renderMarkdown(c.solution) },
          { title: 'The outcome', html: renderMarkdown(c.outcome) },
        ],
      },
    }),
    meta: (c) => ({
      title: `${c.title} – Case Study`,
      description: c.description,
      seo: c.seo,
      picture: c.imageSrc,
    }),
    structuredData: ({ caseStudy }, { url, path }) => [
      breadcrumbs(url, [
        ['Home', '/'],
        ['Case Studies', `/#${sectionIds.cases}`],
        [caseStudy.title, path],
      ]),
    ],
  },
  home: {
    layout: 'case-studies',
    section: sectionIds.cases,
    order: 20,
    data: (items) => items.map(caseStudyCard),
    texts: {
      eyebrow: 'Case Studies',
      heading: 'Proof, in figures',
      intro: 'Recent projects, the problems they solved and what changed afterwards.',
    },
  },
  editor: {
    path: '/admin/case-studies',
    icon: 'trophy',
    what: 'Editing the case studies',
    description:
      'The case studies on the home page, in this order, each with its own page. Changes apply when you save.',
    addLabel: 'Add Case Study',
    listLabel: 'Case studies',
    saved: 'Case studies have been updated',
    empty: {
      title: 'No case studies',
      text: 'Add one with Add Case Study. The case studies section of the home page is empty until you do.',
    },
    dashboard: 'Cards on the home page, a page each',
    testId: 'case-study-editor',
    aside: [
      { kind: 'image', name: 'imageSrc', alt: 'imageAlt', shape: 'wide' },
      {
        kind: 'select',
        name: 'illustration',
        label: 'Illustration',
        hint: 'Shown when no image is uploaded.',
        none: 'None',
        options: CASE_STUDY_ILLUSTRATIONS.map((value) => ({
          value,
          label: ILLUSTRATION_NAMES[value],
        })),
      },
    ],
    fields: [
      { kind: 'text', name: 'title', label: 'Title', placeholder: 'New Case Study' },
      { kind: 'slug', name: 'slug', label: 'Address (slug)' },
      [
        {
          kind: 'reference',
          name: 'category',
          label: 'Service',
          hint: "The case study is listed on this service's page.",
          collection: 'services',
          by: 'title',
        },
        { kind: 'text', name: 'client', label: 'Client' },
      ],
      {
        kind: 'textarea',
        name: 'description',
        label: 'Summary',
        hint: "The card text on the home page, and the page's description in search results.",
        rows: 3,
        placeholder: 'Two sentences for the card on the home page.',
      },
      {
        kind: 'text',
        name: 'imageAlt',
        label: 'Image description',
        hint: 'Read aloud by screen readers in place of the image or illustration.',
      },
      {
        kind: 'markdown',
        name: 'challenge',
        label: 'The challenge',
        rows: 5,
        placeholder: 'What the client faced.',
      },
      {
        kind: 'markdown',
        name: 'solution',
        label: 'Our solution',
        rows: 5,
        placeholder: 'What we built.',
      },
      {
        kind: 'markdown',
        name: 'outcome',
        label: 'The outcome',
        rows: 5,
        placeholder: 'What changed afterwards.',
      },
      { kind: 'stats', name: 'stats', label: 'Results (figures)' },
      { kind: 'seo', name: 'seo' },
    ],
  },
  defaults: samples(item, caseStudySamples),
});
