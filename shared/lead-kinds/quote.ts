import { QUOTE_ATTACHMENT_RULES } from '../vocabularies/attachments';
import { LIMITS } from '../vocabularies/limits';
import { OTHER_SERVICE } from '../vocabularies/service-options';
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
  fields: {
    name: { label: 'Full name', type: 'text', max: LIMITS.name, autoComplete: 'name' },
    company_name: {
      label: 'Company name',
      type: 'text',
      max: LIMITS.companyName,
      optional: true,
      autoComplete: 'organization',
    },
    email: { label: 'Email', type: 'email' },
    phone: { label: 'Phone', type: 'tel', max: LIMITS.phone, optional: true, autoComplete: 'tel' },
    // The published services change with the content: the server checks the title against the
    // live ones (server/src/services/leads/lead-intake.ts).
    service_interest: {
      label: 'Service of interest',
      type: 'choice',
      from: 'services',
      max: LIMITS.serviceInterest,
      placeholder: 'Select a service',
      required: 'Choose a service of interest',
      description:
        'The title of one of the published services (GET /api/site-content: ' +
        `content.services[].title), or "${OTHER_SERVICE}"; any other value is refused with 400 ` +
        'validation_failed, naming the choices.',
      examples: ['Wireless Systems', OTHER_SERVICE],
    },
    project_details: {
      label: 'Project details',
      type: 'long-text',
      max: LIMITS.projectDetails,
      plural: true,
      rows: 6,
      hint: 'Sites, scale, timeline and any constraints we should know about.',
    },
    attachments: {
      label: 'Attachments',
      type: 'files',
      in: 'form',
      hint: 'An RFP, site plans or drawings',
    },
  },
  form: {
    label: 'Quote request form',
    layout: 'grid',
    submit: { label: 'Request a Quote', busy: 'Submitting...' },
    sentNoun: 'request',
    success: {
      title: 'Quote Request Sent!',
      description: "We'll be in touch with a quote shortly.",
    },
  },
  stages: {
    new: 'New',
    contacted: 'Contacted',
    qualified: 'Qualified',
    proposal_sent: 'Proposal sent',
    won: 'Won',
    lost: 'Lost',
  },
  closedStages: ['won', 'lost'],
  board: true,
  access: 'sales',
  chartColour: 'amber',
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
    'language',
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
  conversion: { qualified: ['qualified', 'proposal_sent', 'won'], won: ['won'] },
} as const satisfies LeadKindSpec;
