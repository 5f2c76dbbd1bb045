import { z } from 'zod';
import { LEAD_KIND_SPECS, type LeadKind } from '../lead-kinds';
import { emailField, honeypotField, LIMITS, optionalText, requiredText } from './fields';
import { leadWorkFields, stageSchema } from './lead-work';
import { leadItemMeta, leadStatusSchema, submissionContext } from './leads';
import { OTHER_SERVICE } from './service-options';

/**
 * PATCH of one lead: any of its status, stage, owner and follow-up (at least one). Status and
 * stage move together (docs/decisions/019-lead-stages.md).
 */
function updateSchema(kind: LeadKind, id: string) {
  return z
    .object({
      status: leadStatusSchema.optional(),
      stage: stageSchema(kind).optional(),
      assignee_id: z.string().min(1).max(64).nullable().optional().meta({
        description:
          'The admin who owns the lead (an active account that sees its kind); null: nobody.',
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

/** A search's list: the leads still being indexed that it did not read (decision 030). */
const unindexedCount = z
  .number()
  .int()
  .min(0)
  .meta({
    description:
      'A search only: leads so new that they are still being indexed and were not searched (0 ' +
      'but after a flood of thousands); search again in a moment to include them.',
  });

/**
 * The public form's body, the inbox's item, its page and its PATCH body of one kind, from its
 * own fields: what its form sends (`input`) and what the inbox reads (`item`). Everything every
 * kind shares (references, status, stage, owner, attachments, attribution, the spam signals) is
 * added here.
 */
function schemasOf<K extends LeadKind, I extends z.ZodRawShape, T extends z.ZodRawShape>(
  kind: K,
  fields: { input: I; item: T },
) {
  const name = LEAD_KIND_SPECS[kind].schemaName;
  const item = z
    .object({ ...leadItemMeta, ...leadWorkFields(kind), ...fields.item })
    .meta({ id: name });
  return {
    input: z
      .object({ ...fields.input, website: honeypotField, ...submissionContext })
      .meta({ id: `New${name}` }),
    item,
    list: z
      .object({ items: z.array(item), total: z.number().int(), unindexed: unindexedCount })
      .meta({ id: `${name}List` }),
    update: updateSchema(kind, `${name}Update`),
  };
}

/** Every kind's schemas, by kind: the routes, the forms and the OpenAPI document read them. */
export const LEAD_SCHEMAS = {
  contact: schemasOf('contact', {
    input: {
      name: requiredText('Name', LIMITS.name),
      email: emailField,
      message: requiredText('Message', LIMITS.message),
    },
    item: { name: z.string(), email: z.string(), message: z.string() },
  }),
  quote: schemasOf('quote', {
    input: {
      name: requiredText('Full name', LIMITS.name),
      company_name: optionalText('Company name', LIMITS.companyName),
      email: emailField,
      phone: optionalText('Phone', LIMITS.phone),
      // The published services change with the content: the server checks the title against
      // the live ones (server/src/services/leads/lead-intake.ts).
      service_interest: requiredText('Service of interest', LIMITS.serviceInterest, {
        required: 'Choose a service of interest',
      }).meta({
        description:
          'The title of one of the published services (GET /api/site-content: ' +
          `content.services[].title), or "${OTHER_SERVICE}"; any other value is refused with 400 ` +
          'validation_failed, naming the choices.',
        examples: ['Wireless Systems', OTHER_SERVICE],
      }),
      project_details: requiredText('Project details', LIMITS.projectDetails, { plural: true }),
    },
    item: {
      name: z.string(),
      company_name: z.string().nullable(),
      email: z.string(),
      phone: z.string().nullable(),
      service_interest: z.string(),
      project_details: z.string(),
    },
  }),
  // POST /api/job-applications is multipart/form-data: the CV travels as the file field `cv`,
  // and the server reads `opening` as a number before this schema sees it (`numberFields`).
  application: schemasOf('application', {
    input: {
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
    },
    item: {
      name: z.string(),
      email: z.string(),
      phone: z.string().nullable(),
      opening_id: z.number().int(),
      opening_title: z
        .string()
        .meta({ description: "The opening's title when the candidate applied." }),
      cover_letter: z.string().nullable(),
    },
  }),
} satisfies Record<LeadKind, unknown>;

export type LeadInput<K extends LeadKind> = z.input<(typeof LEAD_SCHEMAS)[K]['input']>;
/** A lead of one kind as the inbox reads it. */
export type LeadItem<K extends LeadKind> = z.infer<(typeof LEAD_SCHEMAS)[K]['item']>;

export const contactSubmissionInputSchema = LEAD_SCHEMAS.contact.input;
export const quoteRequestInputSchema = LEAD_SCHEMAS.quote.input;
export const jobApplicationInputSchema = LEAD_SCHEMAS.application.input;
export type ContactSubmissionInput = LeadInput<'contact'>;
export type QuoteRequestInput = LeadInput<'quote'>;
export type JobApplicationInput = LeadInput<'application'>;
export type ContactSubmission = LeadItem<'contact'>;
export type QuoteRequest = LeadItem<'quote'>;
export type JobApplication = LeadItem<'application'>;
/** A lead of any kind. */
export type Lead = LeadItem<LeadKind>;
