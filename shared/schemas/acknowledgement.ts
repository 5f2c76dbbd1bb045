import { z } from 'zod';

/**
 * The acknowledgement e-mail each requester gets with AUTO_REPLY=on (docs/decisions/021): its
 * subject and text per kind of lead, editable by the people who work leads (Inbox, Auto-reply).
 * `{name}`, `{reference}` and, for applications, `{opening}` are filled in when it is sent.
 */
export const ACKNOWLEDGEMENT_PLACEHOLDERS = ['{name}', '{reference}', '{opening}'] as const;

export const ACKNOWLEDGEMENT_KINDS = ['contact', 'quote', 'application'] as const;
export type AcknowledgementKind = (typeof ACKNOWLEDGEMENT_KINDS)[number];

export const DEFAULT_ACKNOWLEDGEMENTS: Record<AcknowledgementKind, AcknowledgementText> = {
  contact: {
    subject: 'We received your message ({reference})',
    body:
      'Hello {name},\n\n' +
      'thank you for your message. It has reached us safely; its reference is {reference}.\n\n' +
      'What happens next: an engineer reads it and answers within one business day. If you ' +
      'write to us about it again, please quote the reference.\n\n' +
      'This confirmation was sent automatically.',
  },
  quote: {
    subject: 'Your quote request {reference}',
    body:
      'Hello {name},\n\n' +
      'thank you for your quote request. It has reached us safely, with any files you ' +
      'attached; its reference is {reference}.\n\n' +
      'What happens next:\n' +
      '1. An engineer reviews your project details within one business day.\n' +
      '2. We call or write to you with the questions that shape the design: sites, scale, ' +
      'timeline and constraints.\n' +
      '3. You receive a scoped proposal with its assumptions spelled out.\n\n' +
      'Please quote {reference} in any message about this project.\n\n' +
      'This confirmation was sent automatically.',
  },
  application: {
    subject: 'Your application {reference}',
    body:
      'Hello {name},\n\n' +
      'thank you for applying for the position of {opening}. Your application and CV have ' +
      'reached us safely; the reference is {reference}.\n\n' +
      'What happens next: our hiring team reads every application in person. If your ' +
      'experience fits the role, we invite you to a first conversation within two weeks; ' +
      'either way, you will hear from us.\n\n' +
      'Please quote {reference} in any message about your application.\n\n' +
      'This confirmation was sent automatically.',
  },
};

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
      .refine((s) => !/[\r\n]/.test(s), 'The subject is one line'),
    body: z
      .string({ error: 'Write the text' })
      .trim()
      .min(1, 'Write the text')
      .max(5000, 'At most 5000 characters')
      .refine((s) => s.includes('{reference}'), 'The text must contain {reference}'),
  })
  .meta({ id: 'AcknowledgementText' });

export const acknowledgementTextsSchema = z
  .object({ contact: textSchema, quote: textSchema, application: textSchema })
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
