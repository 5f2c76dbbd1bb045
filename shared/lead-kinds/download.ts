import { LIMITS } from '../vocabularies/limits';
import { ATTRIBUTION_FIELDS, VISIT_CSV_COLUMNS } from './attribution';
import type { LeadKindSpec } from './types';

/**
 * A request for a gated document (a datasheet, a reference design) from its page under
 * /downloads: the visitor gets a signed link to the file, sales a lead that often comes before a
 * quote (docs/decisions/050-gated-downloads.md).
 */
export const download = {
  letter: 'D',
  path: '/api/download-requests',
  records: 'download_requests',
  schemaName: 'DownloadRequest',
  noun: 'Download request',
  plural: 'Download requests',
  bodyLabel: 'Document',
  emptyHint: 'Requests for the gated documents under Downloads appear here.',
  submitSummary: 'Request a gated document',
  // The form names the document by its slug (the page fills it in); the server keeps its id and
  // its title as they were then, since the published content may rename or drop it later.
  fields: {
    name: { label: 'Name', type: 'text', max: LIMITS.name, autoComplete: 'name' },
    email: { label: 'Work email', type: 'email' },
    company: {
      label: 'Company',
      type: 'text',
      max: LIMITS.companyName,
      autoComplete: 'organization',
    },
    download: {
      label: 'Document',
      type: 'hidden',
      holds: 'slug',
      in: 'form',
      required: 'Choose the document you ask for',
      description:
        "The document's slug (the published content's downloads[].slug); 404 for one that is " +
        'not published or not gated.',
    },
    download_id: { label: 'Document', type: 'integer', in: 'record' },
    download_title: {
      label: 'Document',
      type: 'text',
      in: 'record',
      description: "The document's title when it was requested.",
    },
  },
  form: {
    label: 'Download request form',
    layout: 'stack',
    submit: { label: 'Get the Document', busy: 'Sending...' },
    sentNoun: 'request',
    success: {
      title: 'Your Document Is Ready',
      description: 'Download it with the link below the form.',
    },
  },
  stages: {
    new: 'New',
    contacted: 'Contacted',
    qualified: 'Qualified',
    won: 'Won',
    lost: 'Lost',
  },
  closedStages: ['won', 'lost'],
  board: true,
  access: 'sales',
  chartColour: 'teal',
  webhookEvent: 'download_request.created',
  csvColumns: [
    'reference',
    'id',
    'created_at',
    'status',
    'name',
    'email',
    'company',
    'download_id',
    'download_title',
    ...ATTRIBUTION_FIELDS,
    'stage',
    'assignee_email',
    'follow_up_at',
    ...VISIT_CSV_COLUMNS,
    'language',
  ],
  // {link} is the signed link the page showed; {document} the document's published title.
  acknowledgement: {
    subject: 'Your download: {document} ({reference})',
    body:
      'Hello,\n\n' +
      'here is the document you asked for on our website, {document}:\n\n' +
      '{link}\n\n' +
      'The link works for {days} days. Its reference is {reference}; if you did not ask for ' +
      'it, you may ignore this message.\n\n' +
      'If you have questions about it, reply to this e-mail: an engineer will answer.\n\n' +
      'Kind regards,\n{firm}\n\n' +
      'This message was sent automatically.',
  },
  files: null,
  link: true,
  conversion: { qualified: ['qualified', 'won'], won: ['won'] },
} as const satisfies LeadKindSpec;
