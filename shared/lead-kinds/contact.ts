import { LIMITS } from '../vocabularies/limits';
import { ATTRIBUTION_FIELDS, VISIT_CSV_COLUMNS } from './attribution';
import type { LeadKindSpec } from './types';

/** A message from the contact form on the home page: it needs an answer, nothing more. */
export const contact = {
  letter: 'C',
  path: '/api/contact-submissions',
  records: 'contact_submissions',
  schemaName: 'ContactSubmission',
  noun: 'Contact message',
  plural: 'Contact messages',
  bodyLabel: 'Message',
  emptyHint: 'Messages sent with the contact form on the home page appear here.',
  submitSummary: 'Send a contact message',
  fields: {
    name: { label: 'Name', type: 'text', max: LIMITS.name, autoComplete: 'name' },
    email: { label: 'Email', type: 'email' },
    message: { label: 'Message', type: 'long-text', max: LIMITS.message, rows: 5 },
  },
  form: {
    label: 'Contact form',
    layout: 'stack',
    submit: { label: 'Send Message', busy: 'Sending...', icon: 'send' },
    sentNoun: 'message',
    success: { title: 'Message Sent!', description: "We'll get back to you shortly." },
  },
  // Its stages are exactly the statuses it had before stages existed (decision 019).
  stages: { new: 'New', handled: 'Handled' },
  closedStages: ['handled'],
  board: false,
  access: 'sales',
  chartColour: 'primary',
  webhookEvent: 'contact_submission.created',
  csvColumns: [
    'id',
    'created_at',
    'status',
    'name',
    'email',
    'message',
    ...ATTRIBUTION_FIELDS,
    'stage',
    'assignee_email',
    'follow_up_at',
    'reference',
    ...VISIT_CSV_COLUMNS,
    'language',
  ],
  acknowledgement: {
    subject: 'We received your message ({reference})',
    body:
      'Hello,\n\n' +
      'thank you for your message. It has reached us safely; its reference is {reference}.\n\n' +
      'What happens next: an engineer reads it and answers within one business day. If you ' +
      'write to us about it again, please quote the reference.\n\n' +
      'Kind regards,\n{firm}\n\n' +
      'This confirmation was sent automatically.',
  },
  files: null,
  // A message counts as a lead; its two stages say nothing of qualification or of a deal.
  conversion: { qualified: [], won: [] },
} as const satisfies LeadKindSpec;
