import { QUOTE_ATTACHMENT_RULES } from '../schemas/attachments';
import { ATTRIBUTION_FIELDS, VISIT_CSV_COLUMNS } from './attribution';
import type { LeadKindSpec } from './types';

/** A request for a quote from /quote, with an RFP or drawings attached: the sales pipeline. */
export const quote = {
  letter: 'Q',
  path: '/api/quote-requests',
  records: 'quote_requests',
  schemaName: 'QuoteRequest',
  noun: 'Quote request',
  plural: 'Quote requests',
  bodyLabel: 'Project details',
  emptyHint: 'Requests sent from the Get a Quote page appear here.',
  submitSummary: 'Request a quote',
  stages: ['new', 'contacted', 'qualified', 'proposal_sent', 'won', 'lost'],
  closedStages: ['won', 'lost'],
  board: true,
  access: 'sales',
  webhookEvent: 'quote_request.created',
  csvColumns: [
    'id',
    'created_at',
    'status',
    'name',
    'company_name',
    'email',
    'phone',
    'service_interest',
    'project_details',
    ...ATTRIBUTION_FIELDS,
    'stage',
    'assignee_email',
    'follow_up_at',
    'reference',
    'attachment_names',
    ...VISIT_CSV_COLUMNS,
  ],
  acknowledgement: {
    subject: 'Your quote request {reference}',
    body:
      'Hello,\n\n' +
      'thank you for your quote request. It has reached us safely, with any files you ' +
      'attached; its reference is {reference}.\n\n' +
      'What happens next:\n' +
      '1. An engineer reviews your project details within one business day.\n' +
      '2. We call or write to you with the questions that shape the design: sites, scale, ' +
      'timeline and constraints.\n' +
      '3. You receive a scoped proposal with its assumptions spelled out.\n\n' +
      'Please quote {reference} in any message about this project.\n\n' +
      'Kind regards,\n{firm}\n\n' +
      'This confirmation was sent automatically.',
  },
  files: QUOTE_ATTACHMENT_RULES,
  numberFields: ['time_to_submit_ms'],
  conversion: { qualified: ['qualified', 'proposal_sent', 'won'], won: ['won'] },
} as const satisfies LeadKindSpec;
