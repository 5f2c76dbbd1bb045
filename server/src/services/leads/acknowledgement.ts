import { LEAD_KINDS } from '@shared/lead-kinds';
import {
  acknowledgementTextsSchema,
  DEFAULT_ACKNOWLEDGEMENTS,
  type AcknowledgementSettings,
  type AcknowledgementTexts,
} from '@shared/schemas/acknowledgement';
import type { AppSettingsRepository } from '../../repositories/app-settings-repository';
import type { FirmNamesOf } from '../notifications/firm';
import { formatOf, type LinkContext } from '../notifications/lead-formats';
import { oneLine, type LeadForMail } from '../notifications/lead-mail';

const KEY = 'acknowledgement';

/** Acknowledgements one address gets in 24 hours at most (recipient-limit.ts). */
export const ACKNOWLEDGEMENTS_PER_DAY = 3;

/** The acknowledgement e-mail to a requester: to their address, subject and text filled in. */
export interface AcknowledgementMail {
  to: string;
  subject: string;
  text: string;
}

/**
 * The requester's acknowledgement (AUTO_REPLY, docs/decisions/021): its texts, stored as one
 * small setting (app_settings) and falling back to the defaults, and the mail for one lead,
 * rendered when the outbox sends it (the texts of that moment). It carries nothing a visitor
 * typed (no name, no message): the address is whatever someone typed, so a text of their
 * choosing would make the server their mailer. Plain text; {opening} is the title of
 * a published opening, {document} of a published download and {link} the signed link to it the
 * request was given, {reference} the server's own, {firm} the firm's name at sending time.
 */
export function createAcknowledgement(
  settings: AppSettingsRepository,
  enabled: boolean,
  firm: FirmNamesOf,
  links: LinkContext,
) {
  /**
   * The firm's texts, kind by kind: a kind added since they were saved (or one whose stored text
   * no longer passes) has its default, and the others keep the firm's own.
   */
  function texts(): AcknowledgementTexts {
    const stored = settings.get(KEY)?.value as Record<string, unknown> | undefined;
    const own = acknowledgementTextsSchema.shape;
    return Object.fromEntries(
      LEAD_KINDS.map((kind) => {
        const parsed = own[kind].safeParse(stored?.[kind]);
        return [kind, parsed.success ? parsed.data : DEFAULT_ACKNOWLEDGEMENTS[kind]];
      }),
    ) as AcknowledgementTexts;
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

    save(next: AcknowledgementTexts, by: string | null): AcknowledgementSettings {
      settings.put(KEY, next, by);
      return this.settings();
    },

    mail({ kind, lead }: LeadForMail): AcknowledgementMail {
      const text = texts()[kind];
      // A placeholder the lead's kind does not fill ({opening} of a quote) is left empty.
      const own = formatOf(kind).placeholders(lead as never, links);
      const fill = (template: string) =>
        template
          .replaceAll('{reference}', lead.reference)
          .replaceAll('{firm}', oneLine(firm().name, 80))
          .replaceAll('{opening}', oneLine(own.opening ?? '', 200))
          .replaceAll('{document}', oneLine(own.document ?? '', 200))
          .replaceAll('{days}', own.days ?? '')
          .replaceAll('{link}', own.link ?? '');
      return { to: lead.email, subject: oneLine(fill(text.subject)), text: fill(text.body) };
    },
  };
}

export type Acknowledgement = ReturnType<typeof createAcknowledgement>;
