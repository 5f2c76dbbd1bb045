import { z } from 'zod';
import { emailField, honeypotField, LIMITS, optionalText, requiredText } from './fields';
import { SERVICE_OPTIONS, type ServiceOption } from './service-options';

export { SERVICE_OPTIONS, type ServiceOption };

/** The two kinds of lead: a contact message or a quote request. */
export const LEAD_KINDS = ['contact', 'quote'] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

export const LEAD_STATUSES = ['new', 'handled', 'spam'] as const;
export const leadStatusSchema = z.enum(LEAD_STATUSES);
export type LeadStatus = z.infer<typeof leadStatusSchema>;

// ---- Public submissions -------------------------------------------------------------------

export const contactSubmissionInputSchema = z
  .object({
    name: requiredText('Name', LIMITS.name),
    email: emailField,
    message: requiredText('Message', LIMITS.message),
    website: honeypotField,
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
  })
  .meta({ id: 'NewQuoteRequest' });

export type ContactSubmissionInput = z.input<typeof contactSubmissionInputSchema>;
export type QuoteRequestInput = z.input<typeof quoteRequestInputSchema>;

/** What a 201 answers: the stored row's id and time. */
export const createdSchema = z
  .object({ id: z.string(), created_at: z.iso.datetime() })
  .meta({ id: 'Created' });
export type Created = z.infer<typeof createdSchema>;

// ---- Admin inbox ----------------------------------------------------------------------------

export const NOTIFICATION_STATUSES = ['pending', 'sent', 'failed'] as const;
export const notificationStatusSchema = z.enum(NOTIFICATION_STATUSES);
export type NotificationStatus = z.infer<typeof notificationStatusSchema>;

const leadMeta = {
  id: z.string(),
  status: leadStatusSchema,
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
  notification_status: notificationStatusSchema.nullable().meta({
    description:
      'E-mail notification of this lead to the firm: pending (queued or being retried), sent, ' +
      'failed (gave up after the last retry); null when notifications are not configured or ' +
      'the lead is spam.',
  }),
};

export const contactSubmissionSchema = z
  .object({
    ...leadMeta,
    name: z.string(),
    email: z.string(),
    message: z.string(),
  })
  .meta({ id: 'ContactSubmission' });

export const quoteRequestSchema = z
  .object({
    ...leadMeta,
    name: z.string(),
    company_name: z.string().nullable(),
    email: z.string(),
    phone: z.string().nullable(),
    service_interest: z.string(),
    project_details: z.string(),
  })
  .meta({ id: 'QuoteRequest' });

export type ContactSubmission = z.infer<typeof contactSubmissionSchema>;
export type QuoteRequest = z.infer<typeof quoteRequestSchema>;

export const leadListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).max(1_000_000_000).default(0),
  status: leadStatusSchema.optional(),
});
export type LeadListQuery = z.input<typeof leadListQuerySchema>;

export const leadExportQuerySchema = z.object({ status: leadStatusSchema.optional() });

export const contactSubmissionListSchema = z
  .object({ items: z.array(contactSubmissionSchema), total: z.number().int() })
  .meta({ id: 'ContactSubmissionList' });
export const quoteRequestListSchema = z
  .object({ items: z.array(quoteRequestSchema), total: z.number().int() })
  .meta({ id: 'QuoteRequestList' });

export const leadIdParamsSchema = z.object({ id: z.string().min(1).max(64) });
export const leadStatusUpdateSchema = z
  .object({ status: leadStatusSchema })
  .meta({ id: 'LeadStatusUpdate' });
