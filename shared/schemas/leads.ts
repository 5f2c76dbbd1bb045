import { z } from 'zod';
import { LEAD_KIND_SPECS, LEAD_KINDS, type LeadKind } from '../lead-kinds';
import { ATTRIBUTION_FIELDS, type AttributionField } from '../lead-kinds/attribution';
import { leadAttributionSchema } from './analytics';
import { LIMITS, optionalText } from './fields';
import { ALL_STAGES } from './lead-work';
import { ACCESS, mayUse, type RoleHolder } from '../vocabularies/roles';
export { ATTRIBUTION_FIELDS, LEAD_KINDS, type AttributionField, type LeadKind };

/** The kinds of lead an account sees: those of the areas its roles are in (shared/lead-kinds). */
export function kindsFor(account: RoleHolder | null | undefined): LeadKind[] {
  return LEAD_KINDS.filter((kind) => mayUse(account, ACCESS[LEAD_KIND_SPECS[kind].access]));
}

export const LEAD_STATUSES = ['new', 'handled', 'spam'] as const;
export const leadStatusSchema = z.enum(LEAD_STATUSES);
export type LeadStatus = z.infer<typeof leadStatusSchema>;

/**
 * Why a lead was filed as spam when it arrived (null: a person's lead, or marked by an admin).
 * The challenge_* reasons exist only while the proof-of-work challenge (ALTCHA) is on.
 */
export const SPAM_REASONS = [
  'honeypot',
  'too_fast',
  'challenge_missing',
  'challenge_failed',
  'challenge_expired',
  'challenge_reused',
] as const;
export type SpamReason = (typeof SPAM_REASONS)[number];

export type Attribution = Record<AttributionField, string | null>;

// ---- Public submissions -------------------------------------------------------------------

/**
 * Optional on both forms, so a client that sends none of them (an older page, a script) still
 * works: where the visit came from, and the spam signals the form adds.
 */
export const submissionContext = {
  source_page: optionalText('Source page', LIMITS.sourcePage).meta({
    description: 'Path of the page the form was sent from, without its query string.',
  }),
  referrer_domain: optionalText('Referrer domain', LIMITS.referrerDomain).meta({
    description: "Domain of the site that referred the visit (another site's link).",
  }),
  utm_source: optionalText('utm_source', LIMITS.utm),
  utm_medium: optionalText('utm_medium', LIMITS.utm),
  utm_campaign: optionalText('utm_campaign', LIMITS.utm),
  time_to_submit_ms: z
    .number()
    .int()
    .min(0)
    .max(Number.MAX_SAFE_INTEGER)
    .nullish()
    .meta({
      description:
        'Milliseconds between the form appearing and being sent. Accepted and not judged: a ' +
        'browser that fills a form in by itself sends it within a second or two, and that is a ' +
        'person.',
    }),
  altcha: z
    .string()
    .max(LIMITS.altcha)
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'Must be base64')
    .nullish()
    .meta({
      description:
        'The solved proof-of-work challenge (ALTCHA payload, base64) from ' +
        'GET /api/altcha/challenge. While the challenge is on, a submission without a valid, ' +
        'unused one is filed as spam.',
    }),
};

/** "C-2026-0001 (contact message), Q-2026-0001 (quote request), ...": for the API document. */
const REFERENCE_EXAMPLES = LEAD_KINDS.map(
  (kind) =>
    `${LEAD_KIND_SPECS[kind].letter}-2026-0001 (${LEAD_KIND_SPECS[kind].noun.toLowerCase()})`,
).join(', ');

/** What a 201 answers: the stored row's id, time and human reference. */
export const createdSchema = z
  .object({
    id: z.string(),
    reference: z.string().meta({
      description:
        `The lead's reference, sequential per kind and year: ${REFERENCE_EXAMPLES}. Quote it ` +
        'in any message about the lead.',
    }),
    created_at: z.iso.datetime(),
  })
  .meta({ id: 'Created' });
export type Created = z.infer<typeof createdSchema>;

// ---- Admin inbox ----------------------------------------------------------------------------

export const NOTIFICATION_STATUSES = ['pending', 'sent', 'failed'] as const;
export const notificationStatusSchema = z.enum(NOTIFICATION_STATUSES);
export type NotificationStatus = z.infer<typeof notificationStatusSchema>;

/** How a lead reaches the firm: the e-mail notification, the signed webhook POST. */
export const NOTIFICATION_CHANNELS = ['email', 'webhook'] as const;
export const notificationChannelSchema = z.enum(NOTIFICATION_CHANNELS);
export type NotificationChannel = z.infer<typeof notificationChannelSchema>;

/**
 * What the notification outbox sends about a lead: the firm's channels, and the acknowledgement
 * e-mail to the requester (AUTO_REPLY=on).
 */
export type OutboxChannel = NotificationChannel | 'acknowledgement';

/** A file that came with a lead; its bytes are at GET /api/attachments/{id}. */
export const attachmentSchema = z
  .object({
    id: z.string(),
    filename: z.string().meta({ description: "The sender's file name, cleaned." }),
    content_type: z
      .string()
      .meta({ description: 'What the bytes are (judged by the bytes, never by the name).' }),
    size: z.number().int().meta({ description: 'Bytes.' }),
  })
  .meta({ id: 'LeadAttachment' });
export type Attachment = z.infer<typeof attachmentSchema>;

const attributionColumn = z.string().nullable();

/** What every kind's inbox item has besides its own fields (lead-kind-schemas.ts). */
export const leadItemMeta = {
  id: z.string(),
  reference: z.string().meta({ description: `The lead's reference: ${REFERENCE_EXAMPLES}.` }),
  attachments: z.array(attachmentSchema).meta({
    description: "Files that came with the lead (a quote's attachments, an application's CV).",
  }),
  status: leadStatusSchema,
  spam_reason: z
    .enum(SPAM_REASONS)
    .nullable()
    .meta({
      description:
        'Why the lead was filed as spam when it arrived: honeypot (the hidden field was filled ' +
        'in), too_fast (only on leads filed before timing stopped deciding), challenge_missing, ' +
        'challenge_failed, ' +
        'challenge_expired, challenge_reused (the proof-of-work challenge was not solved, was ' +
        'forged, had expired or had been used before); null otherwise.',
    }),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
  notification_status: notificationStatusSchema.nullable().meta({
    description:
      'E-mail notification of this lead to the firm: pending (queued or being retried), sent, ' +
      'failed (gave up after the last retry); null when notifications are not configured or ' +
      'the lead is spam.',
  }),
  webhook_status: notificationStatusSchema.nullable().meta({
    description:
      'Webhook delivery of this lead (WEBHOOK_URL), with the same states as ' +
      'notification_status; null when webhooks are not configured or the lead is spam.',
  }),
  source_page: attributionColumn,
  referrer_domain: attributionColumn,
  utm_source: attributionColumn,
  utm_medium: attributionColumn,
  utm_campaign: attributionColumn,
  attribution: leadAttributionSchema.nullable(),
};

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
      'message, project details, opening and cover letter; every word must match. A reference ' +
      '(Q-2026-0042) finds its lead.',
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
/** A PATCH body of any kind (its stage checked against the kind's stages by the schema). */
export interface LeadUpdate {
  status?: LeadStatus | undefined;
  stage?: string | undefined;
  assignee_id?: string | null | undefined;
  follow_up_at?: string | null | undefined;
}

// ---- Dashboard ------------------------------------------------------------------------------

export const leadStatsQuerySchema = z.object({
  days: z.coerce.number().int().min(1).max(366).default(30).meta({
    description: 'How many days, today included (the dashboard shows 30 or 90).',
  }),
});

/**
 * One day's (or the period's) leads: a count per kind the caller sees (the kinds of the other
 * roles are left out, not zero) and the spam among them.
 */
const dayCountsSchema = z.object({
  ...(Object.fromEntries(
    LEAD_KINDS.map((kind) => [
      kind,
      z
        .number()
        .int()
        .optional()
        .meta({ description: `${LEAD_KIND_SPECS[kind].plural}, spam excluded.` }),
    ]),
  ) as Record<LeadKind, z.ZodOptional<z.ZodNumber>>),
  spam: z.number().int().meta({ description: 'Spam of the kinds counted.' }),
});

export const leadStatsSchema = z
  .object({
    days: z.number().int(),
    time_zone: z.string().meta({ description: "The firm's time zone, in which days are counted." }),
    from: z.iso.date(),
    to: z.iso.date(),
    series: z
      .array(dayCountsSchema.extend({ date: z.iso.date() }))
      .meta({ description: 'One entry per day, oldest first; days without leads are zeros.' }),
    totals: dayCountsSchema,
  })
  .meta({ id: 'LeadStats' });
export type LeadStats = z.infer<typeof leadStatsSchema>;
