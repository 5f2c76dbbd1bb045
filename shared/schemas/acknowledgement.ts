import { z } from 'zod';
import { LEAD_KIND_SPECS, LEAD_KINDS, type LeadKind } from '../lead-kinds';

/**
 * The acknowledgement e-mail each requester gets with AUTO_REPLY=on (docs/decisions/021): its
 * subject and text per kind of lead, editable by the people who work leads (Inbox, Auto-reply).
 * `{reference}`, `{firm}` (the firm's name as published) and, for applications, `{opening}`, for
 * download requests `{document}`, `{link}` and `{days}`, for event registrations `{event}` and
 * `{details}` (when, where, the link to join), are filled in when it is sent. Nothing the visitor
 * typed is (no `{name}`): the address is whatever they typed, so their words in it would
 * make the server anyone's mailer.
 */
export const ACKNOWLEDGEMENT_PLACEHOLDERS = [
  '{reference}',
  '{firm}',
  '{opening}',
  '{document}',
  '{link}',
  '{days}',
  '{event}',
  '{details}',
] as const;

/**
 * What a kind's text must keep: the reference, and the link of a kind whose default gives one
 * (a download request's acknowledgement is how the link reaches the requester).
 */
const requiredPlaceholders = (kind: LeadKind) =>
  ['{reference}', '{link}'].filter(
    (p) => p === '{reference}' || LEAD_KIND_SPECS[kind].acknowledgement.body.includes(p),
  );

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

/** One text (a kind's in one language): what the default's and each language's must keep. */
export const textSchema = (kind: LeadKind) =>
  z.object({
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
      .superRefine((s, ctx) => {
        for (const placeholder of requiredPlaceholders(kind)) {
          if (!s.includes(placeholder)) {
            ctx.addIssue({ code: 'custom', message: `The text must contain ${placeholder}` });
          }
        }
      })
      .refine((s) => !s.includes('{name}'), NO_VISITOR_TEXT),
  });

/**
 * Texts per language beside the default's: a site speaks at most 20 (LANGUAGES_MAX of
 * site-content/languages.ts, a floor schemas/ may not import).
 */
const LANGUAGE_TEXTS_MAX = 19;

/**
 * A kind's texts: the default language's, and the firm's own per other language of the site
 * (identity.languages; a tag it does not speak is refused by the server, naming it). A language
 * without one gets the catalogue's built-in text. Stored as given: texts saved before languages
 * were kept (no `languages`) read as they are.
 */
const kindTextsSchema = (kind: LeadKind) =>
  textSchema(kind).extend({
    languages: z
      .record(z.string().max(35, 'A language tag has at most 35 characters'), textSchema(kind))
      .refine(
        (texts) => Object.keys(texts).length <= LANGUAGE_TEXTS_MAX,
        `At most ${LANGUAGE_TEXTS_MAX} languages beside the default`,
      )
      .optional()
      .meta({
        description:
          "The firm's own text per other language of the site, by its tag (fr); a language " +
          'without one gets the built-in text. Absent in a PUT: those saved stay as they are.',
      }),
  });

export const acknowledgementTextsSchema = z
  .object(
    Object.fromEntries(LEAD_KINDS.map((kind) => [kind, kindTextsSchema(kind)])) as Record<
      LeadKind,
      ReturnType<typeof kindTextsSchema>
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
