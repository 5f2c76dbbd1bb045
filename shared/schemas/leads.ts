import { z } from 'zod';
import { LEAD_KIND_SPECS, LEAD_KINDS, type LeadKind } from '../lead-kinds';
import { ATTRIBUTION_FIELDS, type AttributionField } from '../lead-kinds/attribution';
import { leadAttributionSchema } from './analytics';
import { LIMITS, optionalText } from './fields';
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
  // Never refused: a lead is not lost to a page's odd tag (the server stores the default).
  language: z
    .string()
    .max(LIMITS.utm)
    .nullish()
    .catch(null)
    .meta({
      description:
        "The language of the page the form was sent from (its `<html lang>`): one of the site's " +
        'languages (identity.languages); absent or any other value is stored as the default ' +
        "language. The acknowledgement and the answer's validation messages are in it.",
    }),
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
/** `status`: how it was stored, for a kind that says (shared/lead-kinds: `form.outcomes`). */
export type Created = z.infer<typeof createdSchema> & { status?: string };

/** What a 201 answers for a request that hands out a file (shared/lead-kinds: `link`). */
export const createdWithLinkSchema = createdSchema
  .extend({
    url: z.url().meta({
      description:
        'A signed link to the file asked for, shown to the requester at once (and mailed as ' +
        'the acknowledgement): it works for DOWNLOAD_LINK_DAYS (7 by default), then answers 410.',
    }),
  })
  .meta({ id: 'CreatedWithLink' });
export type CreatedWithLink = z.infer<typeof createdWithLinkSchema>;

// ---- Admin inbox ----------------------------------------------------------------------------

export const NOTIFICATION_STATUSES = ['pending', 'sent', 'failed'] as const;
export const notificationStatusSchema = z.enum(NOTIFICATION_STATUSES);
export type NotificationStatus = z.infer<typeof notificationStatusSchema>;

/** How a lead reaches the firm: the e-mail notification, the signed webhook POST. */
export const NOTIFICATION_CHANNELS = ['email', 'webhook'] as const;
export const notificationChannelSchema = z.enum(NOTIFICATION_CHANNELS);
export type NotificationChannel = z.infer<typeof notificationChannelSchema>;

/**
 * What the notification outbox sends about a lead: the firm's channels, the acknowledgement
 * e-mail to the requester (AUTO_REPLY=on; an event registration's confirmation), and an event's
 * reminder the day before to each person holding a seat.
 */
export type OutboxChannel = NotificationChannel | 'acknowledgement' | 'reminder';

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
  language: z
    .string()
    .nullable()
    .meta({
      description:
        "The language (a tag of the site's languages) of the page the lead was sent from; null " +
        'for a lead stored before languages were recorded.',
    }),
  attribution: leadAttributionSchema.nullable(),
};

/** A PATCH body of any kind (its stage checked against the kind's stages by the schema). */
export interface LeadUpdate {
  status?: LeadStatus | undefined;
  stage?: string | undefined;
  assignee_id?: string | null | undefined;
  follow_up_at?: string | null | undefined;
}
