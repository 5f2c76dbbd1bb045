import type { AttributionField, LeadStatus, SpamReason } from '@shared/schemas/leads';
import type { Lead } from './leads-api';

export { formatDateTime as formatReceived } from '~/lib/format-date-time';

/** The body of a lead: a contact message, or a quote request's project details. */
export function leadBody(lead: Lead): string {
  return 'message' in lead ? lead.message : lead.project_details;
}

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
