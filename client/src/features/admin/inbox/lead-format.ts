import type { LeadStatus } from '@shared/schemas/leads';
import type { Lead } from './leads-api';

export { formatDateTime as formatReceived } from '~/lib/format-date';

/** The body of a lead: a contact message, or a quote request's project details. */
export function leadBody(lead: Lead): string {
  return 'message' in lead ? lead.message : lead.project_details;
}

export const statusLabels: Record<LeadStatus, string> = {
  new: 'New',
  handled: 'Handled',
  spam: 'Spam',
};

/**
 * The e-mail notification of a lead (sent only when the server has SMTP_URL and NOTIFY_EMAIL);
 * null means no notification was ever due: not configured, or flagged as spam.
 */
export function notificationLabel(status: Lead['notification_status']): string | null {
  switch (status) {
    case 'pending':
      return 'Queued, being sent';
    case 'sent':
      return 'Sent to the firm';
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
