import { LIMITS } from '../vocabularies/limits';
import { ATTRIBUTION_FIELDS, VISIT_CSV_COLUMNS } from './attribution';
import type { LeadKindSpec } from './types';

/**
 * A visitor's sign-up for a published event (/events/{slug}): a seat, or a place on its waiting
 * list when the seats are taken. For sales, per event: who comes, who came.
 */
export const registration = {
  letter: 'E',
  path: '/api/event-registrations',
  records: 'event_registrations',
  schemaName: 'EventRegistration',
  noun: 'Event registration',
  plural: 'Registrations',
  bodyLabel: 'Event',
  emptyHint: 'Sign-ups from the pages of the events appear here.',
  submitSummary: 'Register for an event',
  conflict: { error: 'event_closed' },
  // The form names the event by its slug (the page fills it in); the server keeps its id (a
  // renamed event keeps its registrations) and its title then. Whether the seat is held or
  // waitlisted is decided where the row is written, against the capacity then.
  fields: {
    event: {
      label: 'Event',
      type: 'hidden',
      holds: 'slug',
      in: 'form',
      required: 'Choose the event to register for',
      description:
        "The event's slug (content.events[].slug): 404 event_not_found for none, 409 " +
        'event_closed once its registration has closed or it is over.',
    },
    name: { label: 'Full name', type: 'text', max: LIMITS.name, autoComplete: 'name' },
    email: { label: 'Email', type: 'email' },
    company: {
      label: 'Company',
      type: 'text',
      max: LIMITS.companyName,
      optional: true,
      autoComplete: 'organization',
    },
    event_id: { label: 'Event', type: 'integer', in: 'record' },
    event_title: {
      label: 'Event',
      type: 'text',
      in: 'record',
      description: "The event's title when they registered.",
    },
    event_capacity: {
      label: 'Capacity',
      type: 'integer',
      in: 'record',
      optional: true,
      description:
        "The event's seats when they registered (null: no limit): what the seat was decided against.",
    },
    attendance: {
      label: 'Status',
      type: 'text',
      in: 'record',
      description:
        'registered, waitlisted, attended, no-show or cancelled (GET /api/events/{id}/registrations).',
    },
  },
  form: {
    label: 'Event registration form',
    layout: 'grid',
    submit: { label: 'Register', busy: 'Registering...' },
    sentNoun: 'registration',
    success: {
      title: 'You are registered!',
      description: 'Your seat is confirmed; the details follow by e-mail.',
    },
    outcomes: {
      registered: {
        title: 'You are registered!',
        description: 'Your seat is confirmed; the details follow by e-mail.',
        sent: 'Your seat is confirmed.',
      },
      waitlisted: {
        title: 'On the waiting list',
        description: 'The event is full: we write to you as soon as a seat frees up.',
        sent: 'The event is full: you are on the waiting list.',
      },
    },
  },
  // The sales work after the event: an attendee who is worth a call.
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
  chartColour: 'sky',
  webhookEvent: 'event_registration.created',
  csvColumns: [
    'reference',
    'id',
    'created_at',
    'status',
    'name',
    'email',
    'company',
    'event_id',
    'event_title',
    'attendance',
    ...ATTRIBUTION_FIELDS,
    'stage',
    'assignee_email',
    'follow_up_at',
    ...VISIT_CSV_COLUMNS,
    'language',
  ],
  acknowledgement: {
    subject: 'Your registration {reference}: {event}',
    body:
      'Hello,\n\n' +
      'thank you for registering for {event}. Your reference is {reference}.\n\n' +
      '{details}\n\n' +
      'If you cannot come after all, please tell us, quoting {reference}: your seat goes to ' +
      'the next person on the waiting list.\n\n' +
      'Kind regards,\n{firm}\n\n' +
      'This confirmation was sent automatically.',
    confirms: true,
  },
  files: null,
  conversion: { qualified: ['qualified', 'won'], won: ['won'] },
} as const satisfies LeadKindSpec;
