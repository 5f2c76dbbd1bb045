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
  // Its stages are exactly the statuses it had before stages existed (decision 019).
  stages: ['new', 'handled'],
  closedStages: ['handled'],
  board: false,
  access: 'sales',
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
  numberFields: [],
  // A message counts as a lead; its two stages say nothing of qualification or of a deal.
  conversion: { qualified: [], won: [] },
} as const satisfies LeadKindSpec;
