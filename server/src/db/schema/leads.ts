// The leads: one table per kind, each with the columns every lead has. What hangs off them is in
// ./lead-dependents.ts; what the lead writer derives from them, in ./lead-derived.ts.
import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  sqliteTable,
  text,
  type AnySQLiteColumn,
  type SQLiteTable,
} from 'drizzle-orm/sqlite-core';
import type { LeadKind } from '../../../../shared/lead-kinds';
import type { LeadAttribution } from '../../../../shared/schemas/analytics';
import { SPAM_REASONS } from '../../../../shared/schemas/leads';
import { timestamps } from './timestamps';

/** A fresh column builder per table: drizzle builders must not be shared between tables. */
const leadStatus = () =>
  text('status', { enum: ['new', 'handled', 'spam'] })
    .notNull()
    .default('new');

/**
 * Columns both lead tables share: why a lead was filed as spam (null for a person's lead), and
 * where the visit came from: as the browser kept it in the tab until a form was sent (all null
 * for a client that sends none), and as the server counted it (`attribution`, decision 036).
 */
const leadExtras = () => ({
  /**
   * The lead's human reference, sequential per kind and year (`Q-2026-0001`,
   * db/lead-references.ts), numbered by the lead writer in the lead's own batch. Null never
   * happens after migration 0015 (it numbered the leads stored before).
   */
  reference: text('reference'),
  spam_reason: text('spam_reason', { enum: SPAM_REASONS }),
  source_page: text('source_page'),
  referrer_domain: text('referrer_domain'),
  utm_source: text('utm_source'),
  utm_medium: text('utm_medium'),
  utm_campaign: text('utm_campaign'),
  /**
   * The visit the lead was sent in as the server counted it (services/analytics/): JSON, null
   * when none was counted. Set by the lead writer with the row, never changed after.
   */
  attribution: text('attribution', { mode: 'json' }).$type<LeadAttribution>(),
});

/**
 * The work on a lead (shared/schemas/lead-work.ts), the same columns on every lead table: its
 * stage (each kind's list; a new lead is at `new`), its owner and when to come back to it. The
 * owner has no foreign key: accounts are disabled, never deleted, and the inbox joins the
 * account for its e-mail; adding one to these tables would make drizzle-kit rebuild them with
 * their full-text triggers.
 */
const leadWork = () => ({
  stage: text('stage').notNull().default('new'),
  assignee_id: text('assignee_id'),
  follow_up_at: text('follow_up_at'),
  /** The earlier open lead of the same kind this one repeats (services/leads/duplicates.ts). */
  duplicate_of_id: text('duplicate_of_id'),
});

/**
 * Every lead table's columns besides its id and its own fields, in this order: its status, the
 * extras and the work on it, its times, and its language: the site's (a tag) of the page it was
 * sent from (issue 54; null for the leads stored before migration 0035). Last, where migration
 * 0035 added it, so a table made afresh has its columns in the same order.
 */
const leadShared = () => ({
  status: leadStatus(),
  ...leadExtras(),
  ...leadWork(),
  ...timestamps,
  language: text('language'),
});

/** The columns every lead table has: none of them is a field of a kind's own. */
export type SharedLeadColumn = 'id' | keyof ReturnType<typeof leadShared>;

/**
 * The indexes every lead table has: by status and by time (the inbox's lists; the date filters
 * and the dashboard's chart read by time alone), and the inbox's views of the work: by owner
 * (Mine), by stage (the board). Those two are partial: a new lead (nobody's, at `new`) is in
 * neither, so the durable write path maintains no more index entries for it; "Unassigned" and
 * stage `new` are most leads and read well through the status and date indexes. lead-query.ts
 * repeats the conditions so the planner may use them.
 */
const leadIndexes = (
  name: string,
  t: {
    status: AnySQLiteColumn;
    assignee_id: AnySQLiteColumn;
    stage: AnySQLiteColumn;
    created_at: AnySQLiteColumn;
  },
) => [
  index(`${name}_status_created_idx`).on(t.status, t.created_at),
  index(`${name}_created_idx`).on(t.created_at),
  index(`${name}_assignee_created_idx`)
    .on(t.assignee_id, t.created_at)
    .where(sql`${t.assignee_id} IS NOT NULL`),
  index(`${name}_stage_created_idx`)
    .on(t.stage, t.created_at)
    .where(sql`${t.stage} <> 'new'`),
];

export const contactSubmissions = sqliteTable(
  'contact_submissions',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    ...leadShared(),
  },
  (t) => leadIndexes('contact_submissions', t),
);

export const quoteRequests = sqliteTable(
  'quote_requests',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    company_name: text('company_name'),
    email: text('email').notNull(),
    phone: text('phone'),
    service_interest: text('service_interest').notNull(),
    project_details: text('project_details').notNull(),
    ...leadShared(),
  },
  (t) => leadIndexes('quote_requests', t),
);

/**
 * Job applications: the third kind of lead, in the same durable pipeline as the two
 * forms. The opening is kept by id and by its title when the candidate applied, since the
 * published content may drop or rename it later. The CV is an attachment (lead_attachments).
 */
export const jobApplications = sqliteTable(
  'job_applications',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    opening_id: integer('opening_id').notNull(),
    opening_title: text('opening_title').notNull(),
    cover_letter: text('cover_letter'),
    ...leadShared(),
  },
  (t) => leadIndexes('job_applications', t),
);

/**
 * Requests for a gated document (docs/decisions/050): the document is kept by id and by its
 * title when it was asked for, as an application keeps its opening.
 */
export const downloadRequests = sqliteTable(
  'download_requests',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    company: text('company').notNull(),
    download_id: integer('download_id').notNull(),
    download_title: text('download_title').notNull(),
    ...leadShared(),
  },
  (t) => leadIndexes('download_requests', t),
);

/**
 * Event registrations: sign-ups for a published event, by its id (a renamed event keeps them)
 * with its title then. `attendance` is where the person stands (registered, waitlisted,
 * attended, no-show, cancelled); the lead writer decides registered or waitlisted against
 * `event_capacity` in the row's own transaction (db/event-seats.ts), which counts the seats
 * held through the index by event and attendance.
 */
export const eventRegistrations = sqliteTable(
  'event_registrations',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    company: text('company'),
    event_id: integer('event_id').notNull(),
    event_title: text('event_title').notNull(),
    event_capacity: integer('event_capacity'),
    attendance: text('attendance').notNull().default('registered'),
    ...leadShared(),
  },
  (t) => [
    ...leadIndexes('event_registrations', t),
    index('event_registrations_event_idx').on(t.event_id, t.attendance, t.created_at),
  ],
);

/** A kind's table and the columns its inbox search reads (with the reference, always). */
function stored<T extends SQLiteTable>(
  table: T,
  search: readonly (keyof T['$inferSelect'] & string)[],
) {
  return { table, search };
}

/**
 * How each kind of lead is stored: its table (named as its records, shared/lead-kinds) and the
 * columns of its full-text index (docs/decisions/011). `npm run db:generate` writes the index,
 * its triggers and its watermark from these (server/src/db/lead-search-sql.ts).
 */
export const LEAD_TABLES = {
  contact: stored(contactSubmissions, ['name', 'email', 'message']),
  quote: stored(quoteRequests, ['name', 'email', 'company_name', 'project_details']),
  application: stored(jobApplications, ['name', 'email', 'opening_title', 'cover_letter']),
  download: stored(downloadRequests, ['name', 'email', 'company', 'download_title']),
  registration: stored(eventRegistrations, ['name', 'email', 'company', 'event_title']),
} satisfies Record<LeadKind, { table: SQLiteTable; search: readonly string[] }>;
