import { z } from 'zod';
import { LEAD_KIND_SPECS, LEAD_KINDS, type LeadKind } from '../lead-kinds';

/**
 * The acknowledgement e-mail each requester gets with AUTO_REPLY=on (docs/decisions/021): its
 * subject and text per kind of lead, editable by the people who work leads (Inbox, Auto-reply).
 * `{reference}`, `{firm}` (the firm's name as published), for applications `{opening}` and for
 * event registrations `{event}` and `{details}` (when, where, the link to join) are filled in
 * when it is sent. Nothing the
 * visitor typed is (no `{name}`): the address is whatever they typed, so their words in it would
 * make the server anyone's mailer.
 */
export const ACKNOWLEDGEMENT_PLACEHOLDERS = [
  '{reference}',
  '{firm}',
  '{opening}',
  '{event}',
  '{details}',
] as const;

const NO_VISITOR_TEXT = 'Nothing a visitor typed is sent back: remove {name}';

/** Each kind's texts until the firm writes its own (shared/lead-kinds: `acknowledgement`). */
export const DEFAULT_ACKNOWLEDGEMENTS = Object.fromEntries(
  LEAD_KINDS.map((kind) => {
    // The texts only: `confirms` is the kind's rule, not a text the firm edits.
    const { subject, body } = LEAD_KIND_SPECS[kind].acknowledgement;
    return [kind, { subject, body }];
  }),
) as Record<LeadKind, AcknowledgementText>;

export interface AcknowledgementText {
  subject: string;
  body: string;
}

const textSchema = z
  .object({
    subject: z
      .string({ error: 'Write a subject' })
      .trim()
      .min(1, 'Write a subject')
      .max(200, 'At most 200 characters')
      .refine((s) => !/[\r\n]/.test(s), 'The subject is one line')
      .refine((s) => !s.includes('{name}'), NO_VISITOR_TEXT),
    body: z
      .string({ error: 'Write the text' })
      .trim()
      .min(1, 'Write the text')
      .max(5000, 'At most 5000 characters')
      .refine((s) => s.includes('{reference}'), 'The text must contain {reference}')
      .refine((s) => !s.includes('{name}'), NO_VISITOR_TEXT),
  })
  .meta({ id: 'AcknowledgementText' });

export const acknowledgementTextsSchema = z
  .object(
    Object.fromEntries(LEAD_KINDS.map((kind) => [kind, textSchema])) as Record<
      LeadKind,
      typeof textSchema
    >,
  )
  .meta({ id: 'AcknowledgementTexts' });
export type AcknowledgementTexts = z.infer<typeof acknowledgementTextsSchema>;

export const acknowledgementSettingsSchema = z
  .object({
    enabled: z.boolean().meta({
      description: 'Whether acknowledgements are sent (AUTO_REPLY=on with SMTP_URL and a sender).',
    }),
    texts: acknowledgementTextsSchema,
    defaults: acknowledgementTextsSchema,
    updated_at: z.iso.datetime().nullable(),
    updated_by: z.string().nullable().meta({ description: 'Who changed the texts last.' }),
  })
  .meta({ id: 'AcknowledgementSettings' });
export type AcknowledgementSettings = z.infer<typeof acknowledgementSettingsSchema>;
