import { LEAD_KINDS, type LeadKind } from '@shared/lead-kinds';
import type { KindsTexts } from '@shared/lead-kinds/kind-texts';
import { CATALOGUE_TAGS, messagesIn } from '@shared/messages/all-languages';
import { catalogueTag } from '@shared/messages/catalogues';
import {
  DEFAULT_ACKNOWLEDGEMENTS,
  textSchema,
  type AcknowledgementSettings,
  type AcknowledgementText,
  type AcknowledgementTexts,
} from '@shared/schemas/acknowledgement';
import { DEFAULT_LANGUAGE, type Language } from '@shared/site-content/languages';
import { tagProblem } from '@shared/site-content/translations-schema';
import { ApiError } from '../../lib/api-error';
import type { AppSettingsRepository } from '../../repositories/app-settings-repository';
import type { FirmNamesOf } from '../notifications/firm';
import { formatOf, type LinkContext } from '../notifications/lead-formats';
import { oneLine, type LeadForMail } from '../notifications/lead-mail';
import type { MailCalendar } from '../events/event-mail';

const KEY = 'acknowledgement';

type Message = (d: Record<string, unknown>) => string;
/** A kind's acknowledgement in a catalogue: its subject and body as compiled messages. */
interface Catalogued {
  subject: Message;
  body: Message;
}
/** A kind's acknowledgement as a template with {placeholders} (the firm's, English's), or compiled. */
type Wording = AcknowledgementText | Catalogued;

/** Acknowledgements one address gets in 24 hours at most (recipient-limit.ts). */
export const ACKNOWLEDGEMENTS_PER_DAY = 3;

/** The acknowledgement e-mail to a requester: to their address, subject and text filled in. */
export interface AcknowledgementMail {
  to: string;
  subject: string;
  text: string;
  /** A registration's event, for the calendar (services/events/event-mail.ts). */
  icalEvent?: MailCalendar;
}

/** What a kind's acknowledgement adds: `{details}` (an event's) and its calendar file. */
export type AcknowledgementExtras = (
  item: LeadForMail,
) => { details: string; icalEvent?: MailCalendar } | null;

/**
 * The requester's acknowledgement (AUTO_REPLY, docs/decisions/021): its texts, stored as one
 * small setting (app_settings) and falling back to the defaults, and the mail for one lead,
 * rendered when the outbox sends it (the texts of that moment). It carries nothing a visitor
 * typed (no name, no message): the address is whatever someone typed, so a text of their
 * choosing would make the server their mailer. Plain text; {opening} is the title of
 * a published opening, {document} of a published download and {link} the signed link to it the
 * request was given, {event} of an event, {reference} the server's own, {firm} the firm's name at
 * sending time, {details} an event's (`extras`: appended when the text lacks it).
 * It speaks the lead's language (the page's it was sent from; the site's default, the first of
 * `languages`, for a lead stored before languages were recorded): in the default language the
 * firm's own text, else the catalogue's (`leadKinds.<kind>.acknowledgement`, its placeholders then
 * filled as its arguments); in another, the firm's own text in that language, else the
 * catalogue's in it, else the firm's, else the default's. The setting keeps, per kind, the
 * default's text and `languages: {tag: text}`; a setting saved before languages has none.
 */
export function createAcknowledgement(
  settings: AppSettingsRepository,
  enabled: boolean,
  firm: FirmNamesOf,
  links: LinkContext,
  extras: AcknowledgementExtras = () => null,
  languages: () => Language[] = () => [DEFAULT_LANGUAGE],
) {
  const language = () => languages()[0]!.tag;
  type Stored = { languages?: Record<string, unknown> } | undefined;
  const stored = (kind: LeadKind) =>
    (settings.get(KEY)?.value as Record<string, Stored> | undefined)?.[kind];

  /** The firm's own text of a kind (in `tag`, else the default's), when one saved still passes. */
  function saved(kind: LeadKind, tag?: string): AcknowledgementText | null {
    const text = tag === undefined ? stored(kind) : stored(kind)?.languages?.[tag];
    const parsed = textSchema(kind).safeParse(text);
    return parsed.success ? parsed.data : null;
  }

  /**
   * The firm's texts, kind by kind: a kind added since they were saved (or one whose stored text
   * no longer passes) has its default, and the others keep the firm's own; with each, its texts
   * in the site's other languages (one of a language the site no longer speaks is left out).
   */
  function texts(): AcknowledgementTexts {
    const others = languages().slice(1);
    return Object.fromEntries(
      LEAD_KINDS.map((kind) => {
        const own = others.flatMap(({ tag }) => {
          const text = saved(kind, tag);
          return text ? [[tag, text] as const] : [];
        });
        const text = saved(kind) ?? DEFAULT_ACKNOWLEDGEMENTS[kind];
        return [kind, { ...text, languages: Object.fromEntries(own) }];
      }),
    ) as AcknowledgementTexts;
  }

  /** 400 naming each language tag of `next` the site does not speak beside its default. */
  function checkLanguages(next: AcknowledgementTexts): void {
    const issues = LEAD_KINDS.flatMap((kind) =>
      Object.keys(next[kind].languages ?? {}).flatMap((tag) => {
        const problem = tagProblem(tag, languages());
        return problem ? [{ path: `${kind}.languages.${tag}`, message: problem }] : [];
      }),
    );
    if (issues.length > 0)
      throw new ApiError(400, 'validation_failed', issues.map((i) => i.message).join('; '), {
        issues,
      });
  }

  /** A kind's built-in text in a language: English's template, or another's compiled messages. */
  function builtIn(kind: LeadKind, tag: string): Wording | null {
    const own = catalogueTag(tag, CATALOGUE_TAGS);
    if (own === null) return null;
    if (own === 'en') return DEFAULT_ACKNOWLEDGEMENTS[kind];
    const texts = (messagesIn(tag, 'leadKinds') as KindsTexts)[kind]?.acknowledgement;
    if (!texts || typeof texts === 'function') return null;
    const { subject, body } = texts;
    return typeof subject === 'function' && typeof body === 'function'
      ? { subject: subject as Message, body: body as Message }
      : null;
  }

  /** How a lead's mail is worded: in its language's own text, else the default language's. */
  function wording(kind: LeadKind, tag: string | null): Wording {
    const site = language();
    const inTag = tag !== null && tag !== site ? (saved(kind, tag) ?? builtIn(kind, tag)) : null;
    return inTag ?? saved(kind) ?? builtIn(kind, site) ?? DEFAULT_ACKNOWLEDGEMENTS[kind];
  }

  return {
    enabled,
    texts,

    settings(): AcknowledgementSettings {
      const row = settings.get(KEY);
      return {
        enabled,
        texts: texts(),
        defaults: DEFAULT_ACKNOWLEDGEMENTS,
        updated_at: row?.updated_at ?? null,
        updated_by: row?.updated_by_email ?? null,
      };
    },

    /** Stores `next`; a kind without `languages` keeps the texts per language it had. */
    save(next: AcknowledgementTexts, by: string | null): AcknowledgementSettings {
      checkLanguages(next);
      const current = texts();
      const merged = Object.fromEntries(
        LEAD_KINDS.map((kind) => [
          kind,
          { ...next[kind], languages: next[kind].languages ?? current[kind].languages },
        ]),
      );
      settings.put(KEY, merged, by);
      return this.settings();
    },

    mail(item: LeadForMail): AcknowledgementMail {
      const { kind, lead } = item;
      const chosen = wording(kind, lead.language);
      // A placeholder the lead's kind does not fill ({opening} of a quote) is left empty.
      const own = formatOf(kind).placeholders(lead as never, links);
      const extra = extras(item);
      if (typeof chosen.body === 'function') {
        const inLanguage = chosen as Catalogued;
        const values = {
          reference: lead.reference,
          firm: oneLine(firm().name, 80),
          opening: oneLine(own.opening ?? '', 200),
          document: oneLine(own.document ?? '', 200),
          days: Number(own.days ?? 0),
          link: own.link ?? '',
          event: oneLine(own.event ?? '', 200),
          details: extra?.details ?? '',
        };
        const body = inLanguage.body(values);
        // The catalogue's text has {details} where its English default has it.
        const appended = extra && !DEFAULT_ACKNOWLEDGEMENTS[kind].body.includes('{details}');
        return {
          to: lead.email,
          subject: oneLine(inLanguage.subject({ ...values, details: '' })),
          text: appended ? `${body}\n\n${extra.details}` : body,
          ...(extra?.icalEvent ? { icalEvent: extra.icalEvent } : {}),
        };
      }
      const text = chosen as AcknowledgementText;
      const fill = (template: string) =>
        template
          .replaceAll('{reference}', lead.reference)
          .replaceAll('{firm}', oneLine(firm().name, 80))
          .replaceAll('{opening}', oneLine(own.opening ?? '', 200))
          .replaceAll('{document}', oneLine(own.document ?? '', 200))
          .replaceAll('{days}', own.days ?? '')
          .replaceAll('{link}', own.link ?? '')
          .replaceAll('{event}', oneLine(own.event ?? '', 200));
      let body = fill(text.body);
      if (extra) {
        body = text.body.includes('{details}')
          ? body.replaceAll('{details}', extra.details)
          : `${body}\n\n${extra.details}`;
      } else body = body.replaceAll('{details}', '');
      return {
        to: lead.email,
        subject: oneLine(fill(text.subject).replaceAll('{details}', '')),
        text: body,
        ...(extra?.icalEvent ? { icalEvent: extra.icalEvent } : {}),
      };
    },
  };
}

export type Acknowledgement = ReturnType<typeof createAcknowledgement>;
