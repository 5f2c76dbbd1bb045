import { z } from 'zod';
import { jobPosting, OPENING_TYPES, SALARY_UNITS } from './openings.job-posting';
import { openingSamples } from './openings.samples';
import { defineCollection, samples } from '../collection';
import { id, isoDate, slug, type Strictness } from '../fields';
import { excerpt, markdownToText, renderMarkdown } from '../markdown';
import { sitePaths } from '../site-paths';

// The open positions on the Careers page, each with its own page at /careers/{slug}/apply: the
// role's description, then the application form. That page is the posting search engines read
// (schema.org JobPosting belongs on the page of one job, not on a list:
// ./openings.job-posting.ts); being a form, it is not listed in the sitemap. Its address by id,
// from before openings had slugs, redirects to it.

const SALARY_UNIT_LABELS = {
  YEAR: 'Per year',
  MONTH: 'Per month',
  WEEK: 'Per week',
  DAY: 'Per day',
  HOUR: 'Per hour',
} satisfies Record<(typeof SALARY_UNITS)[number], string>;

const salary = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .nonnegative(`${label} must be zero or more`)
    .max(100_000_000, `${label} must be at most 100,000,000`)
    .nullable()
    .default(null);

const item = ({ required }: Strictness) =>
  z
    .object({
      id,
      slug,
      title: required('Title', 200),
      location: required('Location', 120),
      /** ISO 3166-1 alpha-2 (US, DE); empty when not given. Openings stored before it have none. */
      country: z
        .string({ error: 'Country must be text' })
        .regex(/^([A-Za-z]{2})?$/, 'Country must be a two-letter code such as US or DE')
        .default(''),
      type: z.enum(OPENING_TYPES, { error: `type must be one of ${OPENING_TYPES.join(', ')}` }),
      department: required('Department', 120),
      /** Markdown. */
      description: required('Description', 20_000),
      datePosted: isoDate,
      /**
       * The last day applications are taken: the opening leaves the site after it. A publish gives
       * one without it the publish's day plus 90 (shared/site-content/publish-stamps.ts); one stored
       * before that has none and stays until removed.
       */
      validThrough: isoDate.nullable().default(null),
      /** The salary range offered (JobPosting's baseSalary): none, a minimum, or both ends. */
      salaryMin: salary('Minimum salary'),
      salaryMax: salary('Maximum salary'),
      /** ISO 4217 (USD, EUR); needed with a salary. */
      salaryCurrency: z
        .string({ error: 'Currency must be text' })
        .regex(/^([A-Z]{3})?$/, 'Currency must be a three-letter code such as USD or EUR')
        .default(''),
      salaryUnit: z
        .enum(SALARY_UNITS, { error: `Per must be one of ${SALARY_UNITS.join(', ')}` })
        .default('YEAR'),
    })
    .refine((o) => o.salaryMin === null || o.salaryCurrency !== '', {
      error: 'Currency is required with a salary',
      path: ['salaryCurrency'],
    })
    .refine((o) => o.salaryMax === null || o.salaryMin !== null, {
      error: 'A maximum salary needs a minimum',
      path: ['salaryMin'],
    })
    .refine((o) => o.salaryMin === null || o.salaryMax === null || o.salaryMax >= o.salaryMin, {
      error: 'Maximum salary must be at least the minimum',
      path: ['salaryMax'],
    });
export type Opening = z.infer<ReturnType<typeof item>>;

/** An opening on the Careers page: its description's opening paragraph, as text. */
export type OpeningCard = Omit<Opening, 'description'> & { summary: string };
/** An opening's own page: the whole description, rendered. */
export type OpeningView = OpeningCard & { html: string };

export const openingCard = ({ description, ...opening }: Opening): OpeningCard => ({
  ...opening,
  summary: excerpt(markdownToText(description.split(/\n\s*\n/)[0] ?? ''), 300),
});

export const openings = defineCollection<Opening, { kind: 'apply'; opening: OpeningView }>({
  title: 'Careers',
  one: 'opening',
  many: 'openings',
  max: 100,
  item,
  name: (o) => o.title,
  create: (now) => ({
    id: now.getTime(),
    slug: '',
    title: '',
    location: '',
    country: '',
    type: 'Full-time',
    department: '',
    description: '',
    datePosted: now.toISOString().slice(0, 10),
    validThrough: null,
    salaryMin: null,
    salaryMax: null,
    salaryCurrency: '',
    salaryUnit: 'YEAR',
  }),
  page: {
    path: (o) => sitePaths.apply(o.slug),
    prefix: `${sitePaths.careers}/`,
    slugFrom: 'title',
    removedTo: sitePaths.careers,
    formerPaths: (o) => [`${sitePaths.careers}/${o.id}/apply`],
    listed: false,
    view: (o) => ({
      kind: 'apply',
      opening: { ...openingCard(o), html: renderMarkdown(o.description) },
    }),
    meta: (o, { opening }) => ({ title: `Apply: ${o.title}`, description: opening.summary }),
    structuredData: ({ opening }, context) => jobPosting(opening, context),
  },
  editor: {
    path: '/admin/careers',
    icon: 'briefcase',
    what: 'Editing the job openings',
    description:
      'The open positions on the Careers page (and in job search engines). Changes apply when you save.',
    addLabel: 'Add Opening',
    listLabel: 'Openings',
    saved: 'Openings have been updated',
    empty: {
      title: 'No openings',
      text: 'The Careers page says no positions are open. Add one with Add Opening.',
    },
    dashboard: 'On the Careers page',
    testId: 'opening-editor',
    fields: [
      [
        { kind: 'text', name: 'title', label: 'Title', placeholder: 'New Opening' },
        { kind: 'text', name: 'department', label: 'Department', placeholder: 'Engineering' },
      ],
      { kind: 'slug', name: 'slug', label: 'Address (slug)' },
      [
        {
          kind: 'text',
          name: 'location',
          label: 'Location',
          hint: '“Remote” marks it as remote work.',
          placeholder: 'New York',
        },
        {
          kind: 'text',
          name: 'country',
          label: 'Country',
          hint: 'Two-letter code: where the job is, or where a remote hire must live.',
          placeholder: 'US',
        },
        {
          kind: 'select',
          name: 'type',
          label: 'Type',
          options: OPENING_TYPES.map((t) => ({ value: t, label: t })),
        },
      ],
      [
        { kind: 'date', name: 'datePosted', label: 'Posted on' },
        {
          kind: 'date',
          name: 'validThrough',
          label: 'Open until',
          optional: true,
          hint: 'The last day to apply: the opening leaves the site after it. Empty: 90 days after it is published.',
        },
      ],
      [
        { kind: 'number', name: 'salaryMin', label: 'Salary from', hint: 'Optional.' },
        { kind: 'number', name: 'salaryMax', label: 'Salary to', hint: 'Optional.' },
        {
          kind: 'text',
          name: 'salaryCurrency',
          label: 'Currency',
          hint: 'Three-letter code.',
          placeholder: 'USD',
        },
        {
          kind: 'select',
          name: 'salaryUnit',
          label: 'Per',
          options: SALARY_UNITS.map((unit) => ({ value: unit, label: SALARY_UNIT_LABELS[unit] })),
        },
      ],
      {
        kind: 'markdown',
        name: 'description',
        label: 'Description',
        rows: 10,
        hint: 'Its first paragraph is the summary on the Careers page.',
        placeholder: 'What the role does and whom it suits.',
      },
    ],
  },
  defaults: samples(item, openingSamples),
});
