import { z } from 'zod';
import { LIMITS } from './fields';
import { leadStatusSchema, notificationChannelSchema } from './leads';
import { ALL_STAGES } from './lead-work';

// The admin inbox's queries: its filters (shared by the list and the CSV export), paging, and
// the lead a route is about.

/**
 * Control characters other than tab and line breaks (which are whitespace between words): a NUL
 * made the full-text query fail with a 500, and none of them is in a stored value to be found.
 */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
const filterText = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .refine((value) => !CONTROL_CHARACTERS.test(value), 'Must not contain control characters')
    .optional();

/** The inbox's filters, shared by the list and the CSV export; all of them combine (AND). */
const leadFilters = {
  status: leadStatusSchema.optional(),
  stage: z.enum(ALL_STAGES).optional(),
  assignee_id: z.string().min(1).max(64).optional().meta({
    description: "The owner's id, or `none` for the leads nobody owns yet.",
  }),
  q: filterText(LIMITS.search).meta({
    description:
      'Search words, matched as word prefixes in the reference, name, e-mail, company, ' +
      'message, project details, opening, cover letter and document; every word must match. ' +
      'A reference (Q-2026-0042) finds its lead.',
  }),
  from: z.iso.date().optional().meta({
    description: "First day (YYYY-MM-DD, in the firm's time zone) of the leads to include.",
  }),
  to: z.iso.date().optional().meta({
    description: "Last day (YYYY-MM-DD, in the firm's time zone) of the leads to include.",
  }),
  source_page: filterText(LIMITS.sourcePage),
  referrer_domain: filterText(LIMITS.referrerDomain),
  utm_source: filterText(LIMITS.utm),
  utm_medium: filterText(LIMITS.utm),
  utm_campaign: filterText(LIMITS.utm),
  language: filterText(LIMITS.utm).meta({
    description:
      "A tag of the site's languages: the leads sent from its pages (the default language's " +
      'include those stored before languages were recorded). 400 naming a tag the site does ' +
      'not speak.',
  }),
};

const datesInOrder = (query: { from?: string | undefined; to?: string | undefined }) =>
  !query.from || !query.to || query.from <= query.to;
const datesInOrderError = { message: 'The first day must not be after the last day', path: ['to'] };

export const leadListQuerySchema = z
  .object({
    limit: z.coerce.number().int().min(1).max(100).default(20),
    offset: z.coerce.number().int().min(0).max(1_000_000_000).default(0),
    ...leadFilters,
  })
  .refine(datesInOrder, datesInOrderError);
export type LeadListQuery = z.input<typeof leadListQuerySchema>;

export const leadExportQuerySchema = z.object(leadFilters).refine(datesInOrder, datesInOrderError);
export type LeadFilter = z.output<typeof leadExportQuerySchema>;

export const notificationResendQuerySchema = z.object({
  channel: notificationChannelSchema.default('email').meta({
    description: 'Which notification to send again: the e-mail (default) or the webhook.',
  }),
});

export const leadIdParamsSchema = z.object({ id: z.string().min(1).max(64) });
