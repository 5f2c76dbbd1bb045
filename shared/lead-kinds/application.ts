import { CV_RULES } from '../vocabularies/attachments';
import { LIMITS } from '../vocabularies/limits';
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
  // The form names the opening by its id (the page fills it in); the server keeps its id and
  // its title as they were then, since the published content may drop or rename it later.
  fields: {
    name: { label: 'Full name', type: 'text', max: LIMITS.name, autoComplete: 'name' },
    email: { label: 'Email', type: 'email' },
    phone: { label: 'Phone', type: 'tel', max: LIMITS.phone, optional: true, autoComplete: 'tel' },
    opening: {
      label: 'Position',
      type: 'hidden',
      in: 'form',
      required: 'Choose the position you apply for',
      description: "The opening's id (the published content's openings[].id).",
    },
    opening_id: { label: 'Position', type: 'integer', in: 'record' },
    opening_title: {
      label: 'Position',
      type: 'text',
      in: 'record',
      description: "The opening's title when the candidate applied.",
    },
    cv: { label: 'CV', type: 'files', in: 'form' },
    cover_letter: {
      label: 'Cover letter',
      type: 'long-text',
      max: LIMITS.coverLetter,
      optional: true,
      rows: 6,
      hint: 'Why this role, and what you would bring to it.',
    },
  },
  form: {
    label: 'Application form',
    layout: 'grid',
    submit: { label: 'Send Application', busy: 'Submitting...' },
    sentNoun: 'application',
    success: {
      title: 'Application Sent!',
      description: 'Thank you: our hiring team reads every application in person.',
    },
  },
  stages: {
    new: 'New',
    screening: 'Screening',
    interview: 'Interview',
    offer: 'Offer',
    hired: 'Hired',
    rejected: 'Rejected',
  },
  closedStages: ['hired', 'rejected'],
  board: true,
  access: 'hiring',
  chartColour: 'violet',
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
    'language',
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
  conversion: null,
} as const satisfies LeadKindSpec;
