import type { LeadStatus } from '@shared/schemas/leads';
import type { Lead } from './leads-api';

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export function formatReceived(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
}

/** The body of a lead: a contact message, or a quote request's project details. */
export function leadBody(lead: Lead): string {
  return 'message' in lead ? lead.message : lead.project_details;
}

export const statusLabels: Record<LeadStatus, string> = {
  new: 'New',
  handled: 'Handled',
  spam: 'Spam',
};

/** "21–40 of 45"; "0 of 0" when empty. */
export function rangeLabel(offset: number, count: number, total: number): string {
  if (count === 0) return `0 of ${total}`;
  return `${offset + 1}–${offset + count} of ${total}`;
}
