import { z } from 'zod';
import { LEAD_KIND_SPECS, LEAD_KINDS, type LeadKind, type LeadKindFacts } from '../lead-kinds';
import {
  bodyFields,
  recordFields,
  type BodyFieldName,
  type RecordFieldName,
} from '../lead-kinds/fields';
import type { LeadFieldSpec, LeadFormSpec } from '../lead-kinds/types';
import { emailField, honeypotField, optionalText, requiredText } from './fields';
import { leadWorkFields, stageSchema } from './lead-work';
import { LIMITS, SLUG_PATTERN } from '../vocabularies/limits';
import {
  createdSchema,
  createdWithLinkSchema,
  leadItemMeta,
  leadStatusSchema,
  submissionContext,
} from './leads';

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

/** The zod schema of a field in its form's body. */
type BodyZod<F> = F extends { type: 'email' }
  ? typeof emailField
  : F extends { type: 'hidden'; holds: 'slug' }
    ? z.ZodString
    : F extends { type: 'hidden' }
      ? z.ZodNumber
      : F extends { optional: true }
        ? ReturnType<typeof optionalText>
        : ReturnType<typeof requiredText>;

/** The zod schema of a field of the record, as the inbox reads it. */
type ItemZod<F> = F extends { type: 'integer' }
  ? F extends { optional: true }
    ? z.ZodNullable<z.ZodNumber>
    : z.ZodNumber
  : F extends { optional: true }
    ? z.ZodNullable<z.ZodString>
    : z.ZodString;

type FieldsOf<K extends LeadKind> = LeadKindFacts<K>['fields'];
type BodyShape<K extends LeadKind> = {
  [N in BodyFieldName<LeadKindFacts<K>>]: BodyZod<FieldsOf<K>[N]>;
};
type ItemShape<K extends LeadKind> = {
  [N in RecordFieldName<LeadKindFacts<K>>]: ItemZod<FieldsOf<K>[N]>;
};

/** With the field's description and examples for the API document, when it has them. */
function described<T extends z.ZodType>(schema: T, field: LeadFieldSpec): T {
  const examples = field.type === 'choice' ? field.examples : undefined;
  if (!field.description && !examples) return schema;
  return schema.meta({
    ...(field.description ? { description: field.description } : {}),
    ...(examples ? { examples: [...examples] } : {}),
  });
}

/** What a field's value must be in a public form's body: the rules its facts give. */
function bodyField(field: LeadFieldSpec): z.ZodType {
  if (field.in === 'record' || field.type === 'files') {
    throw new Error(`A ${field.type} field of the record is not in the form's body`);
  }
  switch (field.type) {
    case 'email':
      return emailField;
    case 'hidden':
      // A text shaped as a slug: the server looks it up (404 for no such item).
      if (field.holds === 'slug') {
        return z
          .string({ error: field.required })
          .max(LIMITS.slug, field.required)
          .regex(SLUG_PATTERN, field.required);
      }
      // A multipart body sends it as text: the server reads it as a number first (numberFields).
      return z
        .number({ error: field.required })
        .int(field.required)
        .min(0, field.required)
        .max(Number.MAX_SAFE_INTEGER, field.required);
    case 'text':
    case 'tel':
    case 'long-text':
    case 'choice': {
      const options = {
        ...(field.type !== 'choice' && field.plural ? { plural: true } : {}),
        ...(field.required ? { required: field.required } : {}),
      };
      return field.optional
        ? optionalText(field.label, field.max)
        : requiredText(field.label, field.max, options);
    }
  }
}

/** A field of the record, as the inbox reads it. */
function itemField(field: LeadFieldSpec): z.ZodType {
  const value = field.type === 'integer' ? z.number().int() : z.string();
  return field.optional ? value.nullable() : value;
}

/**
 * The public form's body, the inbox's item, its page and its PATCH body of one kind, from its
 * own fields (shared/lead-kinds: `fields`): what its form sends and what its record keeps.
 * Everything every kind shares (references, status, stage, owner, attachments, attribution,
 * the spam signals) is added here.
 */
function schemasOf<K extends LeadKind>(kind: K) {
  const spec = LEAD_KIND_SPECS[kind];
  const name = spec.schemaName;
  const body = Object.fromEntries(
    bodyFields(spec).map(([field, facts]) => [field, described(bodyField(facts), facts)]),
  ) as BodyShape<K>;
  // A field in both says what to send in the body; one only in the record says it there.
  const own = Object.fromEntries(
    recordFields(spec).map(([field, facts]) => [
      field,
      facts.in === 'record' ? described(itemField(facts), facts) : itemField(facts),
    ]),
  ) as ItemShape<K>;
  const item = z.object({ ...leadItemMeta, ...leadWorkFields(kind), ...own }).meta({ id: name });
  return {
    input: z
      .object({ ...body, website: honeypotField, ...submissionContext })
      .meta({ id: `New${name}` }),
    item,
    list: z
      .object({ items: z.array(item), total: z.number().int(), unindexed: unindexedCount })
      .meta({ id: `${name}List` }),
    update: updateSchema(kind, `${name}Update`),
    created: createdOf(kind),
  };
}

/**
 * What its public form's 201 answers: the id, time and reference; for a kind that hands out a
 * file (`link`), its signed link; for a kind whose leads are stored with one of several outcomes
 * (`form.outcomes`), which one.
 */
function createdOf<K extends LeadKind>(kind: K) {
  const spec = LEAD_KIND_SPECS[kind];
  if ('link' in spec) return createdWithLinkSchema;
  const form: LeadFormSpec = spec.form;
  const outcomes = Object.keys(form.outcomes ?? {});
  if (outcomes.length === 0) return createdSchema;
  const name = `${LEAD_KIND_SPECS[kind].schemaName}Created`;
  return createdSchema
    .extend({
      status: z.enum(outcomes as [string, ...string[]]).meta({
        description: `How it was stored: ${outcomes.join(' or ')}.`,
      }),
    })
    .meta({ id: name });
}

/**
 * Every kind's schemas, by kind: the routes, the forms and the OpenAPI document read them.
 * POST of a kind with files is multipart/form-data: the files travel in their own field
 * (`files.field`) and the server reads the number fields as numbers before this schema sees them.
 */
export const LEAD_SCHEMAS = Object.fromEntries(
  LEAD_KINDS.map((kind) => [kind, schemasOf(kind)]),
) as unknown as LeadSchemas;

/**
 * The schemas by kind, as one object type per kind joined: a lookup with a generic kind then
 * reads as the union of the kinds' schemas (a mapped type would stay unresolved).
 */
type LeadSchemas = UnionToIntersection<
  { [K in LeadKind]: { [P in K]: ReturnType<typeof schemasOf<P>> } }[LeadKind]
>;
type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (
  x: infer I,
) => void
  ? I
  : never;

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
