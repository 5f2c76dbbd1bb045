import { CV_RULES } from '../schemas/attachments';
import { ATTRIBUTION_FIELDS, VISIT_CSV_COLUMNS } from './attribution';
import type { LeadKindSpec } from './types';

/** A candidate's application for a published opening, with a CV: for the hiring team. */
export const application = {
  letter: 'J',
  path: '/api/job-applications',
  records: 'job_applications',
  schemaName: 'JobApplication',
  noun: 'Job application',
  plural: 'Applications',
  bodyLabel: 'Cover letter',
  emptyHint: 'Applications sent from the Careers page appear here.',
  submitSummary: 'Apply for an open position',
  stages: ['new', 'screening', 'interview', 'offer', 'hired', 'rejected'],
  closedStages: ['hired', 'rejected'],
  board: true,
  access: 'hiring',
  webhookEvent: 'job_application.created',
  csvColumns: [
    'reference',
    'id',
    'created_at',
    'status',
    'name',
    'email',
    'phone',
    'opening_id',
    'opening_title',
    'cover_letter',
    'attachment_names',
    ...ATTRIBUTION_FIELDS,
    'stage',
    'assignee_email',
    'follow_up_at',
    ...VISIT_CSV_COLUMNS,
  ],
  acknowledgement: {
    subject: 'Your application {reference}',
    body:
      'Hello,\n\n' +
      'thank you for applying for the position of {opening}. Your application and CV have ' +
      'reached us safely; the reference is {reference}.\n\n' +
      'What happens next: our hiring team reads every application in person. If your ' +
      'experience fits the role, we invite you to a first conversation within two weeks; ' +
      'either way, you will hear from us.\n\n' +
      'Please quote {reference} in any message about your application.\n\n' +
      'Kind regards,\n{firm}\n\n' +
      'This confirmation was sent automatically.',
  },
  files: CV_RULES,
  numberFields: ['opening', 'time_to_submit_ms'],
  conversion: null,
} as const satisfies LeadKindSpec;
