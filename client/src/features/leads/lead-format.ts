import { LEAD_KIND_SPECS, type LeadKind } from '@shared/lead-kinds';
import type { LeadStatus } from '@shared/schemas/leads';
import { adminLocale } from '~/lib/admin-locale';
import { formatCount } from '~/lib/chart-scale';
import type { LeadTexts } from './lead-texts';
import type { Lead } from './leads-api';

export { formatDateTime as formatReceived } from '~/lib/format-date-time';
export { formatBytes } from '@shared/vocabularies/attachments';

/** A kind's name in a sentence: "quote requests", "a job application" (the registry's words). */
export const pluralOf = (kind: LeadKind) => LEAD_KIND_SPECS[kind].plural.toLowerCase();
export const nounOf = (kind: LeadKind) => LEAD_KIND_SPECS[kind].noun.toLowerCase();

/** The admin's language's lists; English keeps the British "a, b and c" it always wrote. */
const listFormat = () => {
  const tag = adminLocale();
  return new Intl.ListFormat(tag.split('-')[0] === 'en' ? 'en-GB' : tag, { type: 'conjunction' });
};

/** "contact messages and quote requests": kinds in a sentence (`noun` for one of each). */
export const listKinds = (kinds: readonly LeadKind[], form: 'plural' | 'noun' = 'plural') =>
  listFormat().format(kinds.map(form === 'plural' ? pluralOf : nounOf));

/** "Quote requests and applications" at the start of a sentence. */
export const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** What a kind's list says while it loads, when it fails, and when it has nothing to show. */
export function listTexts(
  t: LeadTexts,
  kind: LeadKind,
  { status, filtered }: { status?: LeadStatus | undefined; filtered: boolean },
) {
  const kinds = pluralOf(kind);
  return {
    loading: t.list.loading({ kinds }),
    failed: t.list.failed({ kinds }),
    empty: filtered
      ? t.list.emptyFiltered({ kinds })
      : status
        ? t.list.emptyStatus[status]({ kinds })
        : t.list.empty({ kinds }),
    hint: filtered || status ? t.list.tryOtherFilters() : LEAD_KIND_SPECS[kind].emptyHint,
  };
}

/** The toast after a lead of the kind was deleted. */
export const deletedToast = (t: LeadTexts, kind: LeadKind) => ({
  title: t.actions.deleted(),
  description: t.actions.deletedText({ noun: nounOf(kind) }),
});

/**
 * A delivery of a lead (the e-mail when the server has SMTP_URL and NOTIFY_EMAIL, the webhook
 * when it has WEBHOOK_URL); null means none was ever due: not configured, or flagged as spam.
 */
export function notificationLabel(
  t: LeadTexts,
  status: Lead['notification_status'],
): string | null {
  return status ? t.notification[status]() : null;
}

/** "21–40 of 45"; "0 of 0" when empty; figures in the admin's locale. */
export function rangeLabel(t: LeadTexts, offset: number, count: number, total: number): string {
  if (count === 0) return t.pager.none({ total: formatCount(total) });
  return t.pager.range({
    first: formatCount(offset + 1),
    last: formatCount(offset + count),
    total: formatCount(total),
  });
}

/** The note beside a search that could not read every lead yet (right after a flood). */
export function stillIndexingLabel(t: LeadTexts, unindexed: number): string | null {
  return unindexed > 0 ? t.pager.indexing({ count: unindexed }) : null;
}
