import type { AttributionField, LeadKind, LeadStatus, SpamReason } from '@shared/schemas/leads';
import type { Lead } from './leads-api';

export { formatDateTime as formatReceived } from '~/lib/format-date-time';
export { formatBytes } from '@shared/schemas/attachments';

/**
 * The body of a lead: a contact message, a quote request's project details, an application's
 * cover letter (or the position, without one).
 */
export function leadBody(lead: Lead): string {
  if ('message' in lead) return lead.message;
  if ('project_details' in lead) return lead.project_details;
  return lead.cover_letter ?? '';
}

/** Each kind's name, and the heading of its body, as the inbox shows them. */
export const kindLabels: Record<LeadKind, { noun: string; plural: string; body: string }> = {
  contact: { noun: 'Contact message', plural: 'Contact messages', body: 'Message' },
  quote: { noun: 'Quote request', plural: 'Quote requests', body: 'Project details' },
  application: { noun: 'Job application', plural: 'Applications', body: 'Cover letter' },
};

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
