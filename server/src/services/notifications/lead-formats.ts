import type { LeadKind } from '@shared/lead-kinds';
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
  /** The acknowledgement's placeholders it fills beyond {reference}: `{opening}`, `{event}`. */
  placeholders(lead: LeadItem<K>): Partial<Record<'opening' | 'event', string>>;
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
