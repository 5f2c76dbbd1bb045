import type { LeadKind } from '@shared/lead-kinds';
import { siteLanguages, type Language } from '@shared/site-content/languages';
import type { LeadItem } from '@shared/schemas/lead-kind-schemas';

/** A lead with its kind, as the outbox sends it. */
export type LeadForMail = { [K in LeadKind]: { kind: K; lead: LeadItem<K> } }[LeadKind];

/** How one kind of lead reads outside the inbox. */
interface LeadFormat<K extends LeadKind> {
  /** Its own fields as label/value rows of the firm's e-mail, in the order the firm reads them. */
  fields(lead: LeadItem<K>): [string, string][];
  /** What the e-mail's subject adds after the name: the service, the position; null: nothing. */
  subjectDetail(lead: LeadItem<K>): string | null;
  /** Its own fields in the webhook's `data`. */
  webhookData(lead: LeadItem<K>): Record<string, unknown>;
  /** Who it is from, for the webhook's chat line: "Ada (Acme): Fiber Optics". */
  from(lead: LeadItem<K>): string;
  /**
   * The acknowledgement's placeholders it fills beyond {reference} and {firm}: `{opening}`, a
   * download's `{document}`, `{link}` and `{days}`.
   */
  placeholders(lead: LeadItem<K>, links: LinkContext): Partial<Record<OwnPlaceholder, string>>;
}

/** The placeholders a kind may fill of its own (shared/schemas/acknowledgement.ts). */
export type OwnPlaceholder = 'opening' | 'document' | 'link' | 'days' | 'event';

/** What a placeholder may need beside the lead: the signed link of a download request. */
export interface LinkContext {
  /** The link to document `documentId` a request made at `requestedAt` (ISO) was given. */
  download(documentId: number, requestedAt: string): string | null;
  /** DOWNLOAD_LINK_DAYS. */
  days: number;
}

/**
 * Each kind's e-mail rows, subject, webhook fields and acknowledgement placeholders (the kind's
 * facts are in shared/lead-kinds; these are the server's). A new kind fails tsc here until it
 * says how it reads.
 */
export const LEAD_FORMATS = {
  contact: {
    fields: (lead) => [
      ['Name', lead.name],
      ['E-mail', lead.email],
      ['Message', lead.message],
    ],
    subjectDetail: () => null,
    webhookData: (lead) => ({ message: lead.message }),
    from: (lead) => `${lead.name} <${lead.email}>`,
    placeholders: () => ({}),
  },
  quote: {
    fields: (lead) => [
      ['Full name', lead.name],
      ['Company', lead.company_name ?? ''],
      ['E-mail', lead.email],
      ['Phone', lead.phone ?? ''],
      ['Service of interest', lead.service_interest],
      ['Project details', lead.project_details],
    ],
    subjectDetail: (lead) => lead.service_interest,
    webhookData: (lead) => ({
      company_name: lead.company_name,
      phone: lead.phone,
      service_interest: lead.service_interest,
      project_details: lead.project_details,
    }),
    from: (lead) =>
      `${lead.name}${lead.company_name ? ` (${lead.company_name})` : ''}: ${lead.service_interest}`,
    placeholders: () => ({}),
  },
  application: {
    fields: (lead) => [
      ['Full name', lead.name],
      ['E-mail', lead.email],
      ['Phone', lead.phone ?? ''],
      ['Position', lead.opening_title],
      ['Cover letter', lead.cover_letter ?? ''],
    ],
    subjectDetail: (lead) => lead.opening_title,
    webhookData: (lead) => ({
      phone: lead.phone,
      opening_id: lead.opening_id,
      opening_title: lead.opening_title,
      cover_letter: lead.cover_letter,
    }),
    from: (lead) => `${lead.name}: ${lead.opening_title}`,
    placeholders: (lead) => ({ opening: lead.opening_title }),
  },
  download: {
    fields: (lead) => [
      ['Name', lead.name],
      ['Company', lead.company],
      ['E-mail', lead.email],
      ['Document', lead.download_title],
    ],
    subjectDetail: (lead) => lead.download_title,
    webhookData: (lead) => ({
      company: lead.company,
      download_id: lead.download_id,
      download_title: lead.download_title,
    }),
    from: (lead) => `${lead.name} (${lead.company}): ${lead.download_title}`,
    // The link as the page showed it; a document no longer published has none.
    placeholders: (lead, links) => ({
      document: lead.download_title,
      link: links.download(lead.download_id, lead.created_at) ?? '',
      days: String(links.days),
    }),
  },
  registration: {
    fields: (lead) => [
      ['Full name', lead.name],
      ['Company', lead.company ?? ''],
      ['E-mail', lead.email],
      ['Event', lead.event_title],
      ['Status', lead.attendance],
    ],
    subjectDetail: (lead) => lead.event_title,
    webhookData: (lead) => ({
      company: lead.company,
      event_id: lead.event_id,
      event_title: lead.event_title,
      attendance: lead.attendance,
    }),
    from: (lead) => `${lead.name}${lead.company ? ` (${lead.company})` : ''}: ${lead.event_title}`,
    placeholders: (lead) => ({ event: lead.event_title }),
  },
} satisfies { [K in LeadKind]: LeadFormat<K> };

/** The format of a lead's own kind. */
export function formatOf<K extends LeadKind>(kind: K): LeadFormat<K> {
  return LEAD_FORMATS[kind] as unknown as LeadFormat<K>;
}

/**
 * A lead's language as staff read it, "Français (fr)", where the site speaks several (a
 * one-language site's mails and chat lines stay as they were); null for a lead stored before
 * languages were recorded. A language since removed from the site is named by its tag.
 */
export function leadLanguage(
  tag: string | null,
  identity: { languages?: Language[] | undefined },
): string | null {
  const languages = siteLanguages(identity);
  if (tag === null || languages.length < 2) return null;
  const name = languages.find((l) => l.tag === tag)?.name;
  return name ? `${name} (${tag})` : tag;
}
