import { LEAD_KIND_SPECS, type LeadKind } from '@shared/lead-kinds';
import type { AttributionField, LeadStatus, SpamReason } from '@shared/schemas/leads';
import { formatCount } from '~/lib/chart-scale';
import type { Lead } from './leads-api';

export { formatDateTime as formatReceived } from '~/lib/format-date-time';
export { formatBytes } from '@shared/vocabularies/attachments';

/** A kind's name in a sentence: "quote requests", "a job application". */
export const pluralOf = (kind: LeadKind) => LEAD_KIND_SPECS[kind].plural.toLowerCase();
export const nounOf = (kind: LeadKind) => LEAD_KIND_SPECS[kind].noun.toLowerCase();

const andList = new Intl.ListFormat('en-GB', { type: 'conjunction' });

/** "contact messages and quote requests": kinds in a sentence (`noun` for one of each). */
export const listKinds = (kinds: readonly LeadKind[], form: 'plural' | 'noun' = 'plural') =>
  andList.format(kinds.map(form === 'plural' ? pluralOf : nounOf));

/** "Quote requests and applications" at the start of a sentence. */
export const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** What a kind's list says while it loads, when it fails, and when it has nothing to show. */
export function listTexts(
  kind: LeadKind,
  { status, filtered }: { status?: LeadStatus | undefined; filtered: boolean },
) {
  const plural = pluralOf(kind);
  return {
    loading: `Loading ${plural}...`,
    failed: `Could not load the ${plural}`,
    empty: filtered
      ? `No ${plural} match these filters`
      : status
        ? `No ${statusLabels[status].toLowerCase()} ${plural}`
        : `No ${plural} yet`,
    hint: filtered || status ? 'Try other filters.' : LEAD_KIND_SPECS[kind].emptyHint,
  };
}

/** The toast after a lead of the kind was deleted. */
export const deletedToast = (kind: LeadKind) => ({
  title: 'Deleted',
  description: `The ${nounOf(kind)} was deleted.`,
});

export const attributionLabels: Record<AttributionField, string> = {
  source_page: 'Sent from page',
  referrer_domain: 'Referred by',
  utm_source: 'Campaign source',
  utm_medium: 'Campaign medium',
  utm_campaign: 'Campaign',
};

export const spamReasonLabels: Record<SpamReason, string> = {
  honeypot: 'Filled in the hidden field that only bots see',
  too_fast: 'Sent faster than a person can type',
  challenge_missing: 'Sent without solving the anti-spam challenge',
  challenge_failed: 'Sent with a wrong or forged anti-spam challenge',
  challenge_expired: 'Sent with an expired anti-spam challenge',
  challenge_reused: 'Sent with an anti-spam challenge that was already used',
};

export const statusLabels: Record<LeadStatus, string> = {
  new: 'New',
  handled: 'Handled',
  spam: 'Spam',
};

/**
 * A delivery of a lead (the e-mail when the server has SMTP_URL and NOTIFY_EMAIL, the webhook
 * when it has WEBHOOK_URL); null means none was ever due: not configured, or flagged as spam.
 */
export function notificationLabel(status: Lead['notification_status']): string | null {
  switch (status) {
    case 'pending':
      return 'Queued, being sent';
    case 'sent':
      return 'Delivered';
    case 'failed':
      return 'Failed after all retries (see server logs)';
    default:
      return null;
  }
}

/** "21–40 of 45"; "0 of 0" when empty. */
export function rangeLabel(offset: number, count: number, total: number): string {
  if (count === 0) return `0 of ${total}`;
  return `${offset + 1}–${offset + count} of ${total}`;
}

/** The note beside a search that could not read every lead yet (right after a flood). */
export function stillIndexingLabel(unindexed: number): string | null {
  if (unindexed <= 0) return null;
  const leads = unindexed === 1 ? '1 lead' : `${formatCount(unindexed)} leads`;
  return `${leads} still being indexed: search again in a moment to include them`;
}
