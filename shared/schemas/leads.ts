import { z } from 'zod';
import { emailField, honeypotField, LIMITS, optionalText, requiredText } from './fields';
import { ALL_STAGES, leadWorkFields, stageSchema, type StagedKind } from './lead-work';
import { SERVICE_OPTIONS, type ServiceOption } from './service-options';

export { SERVICE_OPTIONS, type ServiceOption };

/** The kinds of lead: a contact message, a quote request or a job application. */
export const LEAD_KINDS = ['contact', 'quote', 'application'] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

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

/** Where a visit came from, as the browser noted it in the tab (never in a cookie). */
export const ATTRIBUTION_FIELDS = [
  'source_page',
  'referrer_domain',
  'utm_source',
  'utm_medium',
  'utm_campaign',
] as const;
export type AttributionField = (typeof ATTRIBUTION_FIELDS)[number];
export type Attribution = Record<AttributionField, string | null>;

// ---- Public submissions -------------------------------------------------------------------

/**
 * Optional on both forms, so a client that sends none of them (an older page, a script) still
 * works: where the visit came from, and the spam signals the form adds.
 */
const submissionContext = {
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
        'Milliseconds between the form appearing and being sent. Far faster than a person types ' +
        'marks the submission as spam.',
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

export const contactSubmissionInputSchema = z
  .object({
    name: requiredText('Name', LIMITS.name),
    email: emailField,
    message: requiredText('Message', LIMITS.message),
    website: honeypotField,
    ...submissionContext,
  })
  .meta({ id: 'NewContactSubmission' });

export const quoteRequestInputSchema = z
  .object({
    name: requiredText('Full name', LIMITS.name),
    company_name: optionalText('Company name', LIMITS.companyName),
    email: emailField,
    phone: optionalText('Phone', LIMITS.phone),
    service_interest: z.enum(SERVICE_OPTIONS, { error: 'Choose a service of interest' }),
    project_details: requiredText('Project details', LIMITS.projectDetails, { plural: true }),
    website: honeypotField,
    ...submissionContext,
  })
  .meta({ id: 'NewQuoteRequest' });

/**
 * A job application's fields (POST /api/job-applications, multipart/form-data): the CV travels
 * as the file field `cv` beside them. Form fields are text: the server reads `opening` and
 * `time_to_submit_ms` of a multipart body as numbers before this schema sees them.
 */
export const jobApplicationInputSchema = z
  .object({
    name: requiredText('Full name', LIMITS.name),
    email: emailField,
    phone: optionalText('Phone', LIMITS.phone),
    opening: z
      .number({ error: 'Choose the position you apply for' })
      .int('Choose the position you apply for')
      .min(0, 'Choose the position you apply for')
      .max(Number.MAX_SAFE_INTEGER, 'Choose the position you apply for')
      .meta({ description: "The opening's id (the published content's openings[].id)." }),
    cover_letter: optionalText('Cover letter', LIMITS.coverLetter),
    website: honeypotField,
    ...submissionContext,
  })
  .meta({ id: 'NewJobApplication' });

export type ContactSubmissionInput = z.input<typeof contactSubmissionInputSchema>;
export type QuoteRequestInput = z.input<typeof quoteRequestInputSchema>;
export type JobApplicationInput = z.input<typeof jobApplicationInputSchema>;

/** What a 201 answers: the stored row's id, time and human reference. */
export const createdSchema = z
  .object({
    id: z.string(),
    reference: z.string().meta({
      description:
        "The lead's reference, sequential per kind and year: C-2026-0001 (contact), " +
        'Q-2026-0001 (quote), J-2026-0001 (application). Quote it in any message about the lead.',
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

const leadMeta = {
  id: z.string(),
  reference: z.string().meta({ description: "The lead's reference (C-, Q- or J-year-number)." }),
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
        'in), too_fast (sent faster than a person types), challenge_missing, challenge_failed, ' +
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
};

export const contactSubmissionSchema = z
  .object({
    ...leadMeta,
    ...leadWorkFields('contact'),
    name: z.string(),
    email: z.string(),
    message: z.string(),
  })
  .meta({ id: 'ContactSubmission' });

export const quoteRequestSchema = z
  .object({
    ...leadMeta,
    ...leadWorkFields('quote'),
    name: z.string(),
    company_name: z.string().nullable(),
    email: z.string(),
    phone: z.string().nullable(),
    service_interest: z.string(),
    project_details: z.string(),
  })
  .meta({ id: 'QuoteRequest' });

export const jobApplicationSchema = z
  .object({
    ...leadMeta,
    ...leadWorkFields('application'),
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    opening_id: z.number().int(),
    opening_title: z
      .string()
      .meta({ description: "The opening's title when the candidate applied." }),
    cover_letter: z.string().nullable(),
  })
  .meta({ id: 'JobApplication' });

export type ContactSubmission = z.infer<typeof contactSubmissionSchema>;
export type QuoteRequest = z.infer<typeof quoteRequestSchema>;
export type JobApplication = z.infer<typeof jobApplicationSchema>;

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

export const contactSubmissionListSchema = z
  .object({ items: z.array(contactSubmissionSchema), total: z.number().int() })
  .meta({ id: 'ContactSubmissionList' });
export const quoteRequestListSchema = z
  .object({ items: z.array(quoteRequestSchema), total: z.number().int() })
  .meta({ id: 'QuoteRequestList' });
export const jobApplicationListSchema = z
  .object({ items: z.array(jobApplicationSchema), total: z.number().int() })
  .meta({ id: 'JobApplicationList' });

export const leadIdParamsSchema = z.object({ id: z.string().min(1).max(64) });
/**
 * PATCH of one lead: any of its status, stage, owner and follow-up (at least one). Status and
 * stage move together (docs/decisions/019-lead-stages.md).
 */
function leadUpdateSchema(kind: StagedKind, id: string) {
  return z
    .object({
      status: leadStatusSchema.optional(),
      stage: stageSchema(kind).optional(),
      assignee_id: z.string().min(1).max(64).nullable().optional().meta({
        description:
          'The admin who owns the lead (an active owner or sales account); null: nobody.',
      }),
      follow_up_at: z.iso.datetime({ offset: true }).nullable().optional().meta({
        description: 'When to come back to the lead (ISO date-time); null clears it.',
      }),
    })
    .refine((body) => Object.values(body).some((value) => value !== undefined), {
      message: 'Give at least one of status, stage, assignee_id, follow_up_at',
    })
    .meta({ id });
}
export const contactSubmissionUpdateSchema = leadUpdateSchema('contact', 'ContactSubmissionUpdate');
export const quoteRequestUpdateSchema = leadUpdateSchema('quote', 'QuoteRequestUpdate');
export const jobApplicationUpdateSchema = leadUpdateSchema('application', 'JobApplicationUpdate');
/** A PATCH body of any kind (its stage checked against the kind's stages by the schema). */
export type LeadUpdate = Omit<z.output<typeof quoteRequestUpdateSchema>, 'stage'> & {
  stage?: string | undefined;
};

// ---- Dashboard ------------------------------------------------------------------------------

export const leadStatsQuerySchema = z.object({
  days: z.coerce.number().int().min(1).max(366).default(30).meta({
    description: 'How many days, today included (the dashboard shows 30 or 90).',
  }),
});

const dayCountsSchema = z.object({
  contact: z.number().int().meta({ description: 'Contact messages, spam excluded.' }),
  quote: z.number().int().meta({ description: 'Quote requests, spam excluded.' }),
  spam: z.number().int().meta({ description: 'Spam of both kinds.' }),
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
