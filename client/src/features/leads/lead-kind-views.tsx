import type { LeadKind } from '@shared/lead-kinds';
import type { LeadItem } from '@shared/schemas/lead-kind-schemas';
import type { ReactNode } from 'react';
import type { Attendance } from '@shared/vocabularies/attendance';
import type { LeadTexts } from './lead-texts';

/** A phone number as a link to call it, or a dash. */
function phoneLink(phone: string | null): ReactNode {
  return phone ? (
    <a href={`tel:${phone}`} className="text-primary hover:underline">
      {phone}
    </a>
  ) : (
    '—'
  );
}

/** What the inbox shows of one kind's own fields (the shared ones are the same for every kind). */
interface LeadKindView<K extends LeadKind> {
  /** The list's column of its own (a quote's service, an application's position), or null. */
  column: { label: (t: LeadTexts) => string; value: (lead: LeadItem<K>) => string } | null;
  /** Its long text, under the kind's `bodyLabel`. */
  body: (lead: LeadItem<K>) => string;
  /** Its own rows in the lead's dialog, after name and e-mail. */
  details: (lead: LeadItem<K>, t: LeadTexts) => [label: string, value: ReactNode][];
  /** The line under the name on its board card. */
  cardLine: (lead: LeadItem<K>) => string;
}

/**
 * Each kind's fields as the inbox shows them (its facts, texts and stages are shared/lead-kinds').
 * A new kind fails tsc here until it says how it is shown.
 */
export const LEAD_KIND_VIEWS = {
  contact: {
    column: null,
    body: (lead) => lead.message,
    details: () => [],
    cardLine: (lead) => lead.email,
  },
  quote: {
    column: { label: (t) => t.details.service(), value: (lead) => lead.service_interest },
    body: (lead) => lead.project_details,
    details: (lead, t) => [
      [t.details.company(), lead.company_name || '—'],
      [t.details.phone(), phoneLink(lead.phone)],
      [t.details.service(), lead.service_interest],
    ],
    cardLine: (lead) => lead.company_name || lead.email,
  },
  application: {
    column: { label: (t) => t.details.position(), value: (lead) => lead.opening_title },
    // Without a cover letter, the position says what the application is about.
    body: (lead) => lead.cover_letter ?? '',
    details: (lead, t) => [
      [t.details.phone(), phoneLink(lead.phone)],
      [t.details.position(), lead.opening_title],
    ],
    cardLine: (lead) => lead.opening_title,
  },
  download: {
    column: { label: (t) => t.details.document(), value: (lead) => lead.download_title },
    // A request has no text of its own: the document says what it is about.
    body: (lead) => lead.download_title,
    details: (lead, t) => [
      [t.details.company(), lead.company],
      [t.details.document(), lead.download_title],
    ],
    cardLine: (lead) => `${lead.company}: ${lead.download_title}`,
  },
  registration: {
    column: { label: (t) => t.details.event(), value: (lead) => lead.event_title },
    body: (lead) => lead.event_title,
    details: (lead, t) => [
      [t.details.company(), lead.company || '—'],
      [t.details.event(), lead.event_title],
      [t.details.status(), t.attendance[lead.attendance as Attendance]?.() ?? lead.attendance],
    ],
    cardLine: (lead) => lead.company || lead.event_title,
  },
} satisfies { [K in LeadKind]: LeadKindView<K> };

/** The view of a lead's kind, for a lead of that kind. */
export function viewOf(kind: LeadKind): LeadKindView<LeadKind> {
  return LEAD_KIND_VIEWS[kind] as unknown as LeadKindView<LeadKind>;
}
