// What hangs off the leads: attachments, references, notes and the notification outbox, each by
// the lead's kind and id (what the lead writer derives from them: lead-derived.ts).
import {
  index,
  integer,
  primaryKey,
  sqliteTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/sqlite-core';
import { LEAD_KINDS } from '../../../../shared/lead-kinds';

/**
 * Files that came with a lead (a quote's drawings, an application's CV), by kind and id like the
 * outbox; deleted with their lead (repositories/lead-dependents.ts). The bytes are a file named
 * by `id` in the attachments folder beside the database (repositories/attachment-files.ts),
 * written and synced before this row commits with its lead. `filename` is the sender's name,
 * cleaned (lib/safe-filename.ts); `content_type` is what the bytes are, never what was claimed.
 */
export const leadAttachments = sqliteTable(
  'lead_attachments',
  {
    id: text('id').primaryKey(),
    lead_kind: text('lead_kind', { enum: LEAD_KINDS }).notNull(),
    lead_id: text('lead_id').notNull(),
    /** The form field it came in: `cv` or `attachments`. */
    field: text('field').notNull(),
    filename: text('filename').notNull(),
    content_type: text('content_type').notNull(),
    size: integer('size').notNull(),
    /** SHA-256 of the bytes (hex), to check a file after a restore. */
    sha256: text('sha256').notNull(),
    created_at: text('created_at').notNull(),
  },
  (t) => [index('lead_attachments_lead_idx').on(t.lead_kind, t.lead_id)],
);

/**
 * The last reference number given per kind and year (db/lead-references.ts). The lead writer
 * adds its batch's count in the batch's transaction, so numbers have no gaps and no repeats
 * whatever commits or fails; a deleted lead's number is never given again.
 */
export const leadReferenceCounters = sqliteTable(
  'lead_reference_counters',
  {
    lead_kind: text('lead_kind', { enum: LEAD_KINDS }).notNull(),
    year: text('year').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.lead_kind, t.year] })],
);

/**
 * Internal notes on a lead, by kind and id like the outbox (no foreign key: the lead lives in one
 * of several tables); deleted with their lead. Personal data about the requester, so kept here
 * and not in the append-only audit trail, which only records that a note was added.
 */
export const leadNotes = sqliteTable(
  'lead_notes',
  {
    id: text('id').primaryKey(),
    lead_kind: text('lead_kind').notNull(),
    lead_id: text('lead_id').notNull(),
    author_id: text('author_id'),
    author_email: text('author_email'),
    body: text('body').notNull(),
    created_at: text('created_at').notNull(),
  },
  (t) => [index('lead_notes_lead_idx').on(t.lead_kind, t.lead_id, t.created_at)],
);

// The same values as NOTIFICATION_STATUSES and NOTIFICATION_CHANNELS in shared/schemas/leads.ts,
// and `staff`: a mail to a person of the firm about the work (a review asked for or answered).
const NOTIFICATION_STATUSES = ['pending', 'sent', 'failed'] as const;
const NOTIFICATION_CHANNELS = ['email', 'webhook', 'acknowledgement', 'staff', 'reminder'] as const;

/**
 * Transactional outbox of notifications, one row per lead and channel (the e-mail to the firm,
 * the signed webhook POST, the acknowledgement to the requester): a row is inserted in the same transaction as its lead (so a
 * stored lead is never left without its notification, nor the reverse), and the background
 * worker (plugins/app/notifications.ts) sends it. The lead is referenced by kind and id because
 * it lives in one of two tables; deleting a lead deletes its rows in code. A `staff` row has no
 * lead: it carries its mail (recipient, subject, body), written when it was queued.
 */
export const notificationOutbox = sqliteTable(
  'notification_outbox',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    lead_kind: text('lead_kind', { enum: LEAD_KINDS }),
    lead_id: text('lead_id'),
    /** A staff mail's address, subject and plain text (null for a lead's notification). */
    recipient: text('recipient'),
    subject: text('subject'),
    body: text('body'),
    channel: text('channel', { enum: NOTIFICATION_CHANNELS }).notNull().default('email'),
    status: text('status', { enum: NOTIFICATION_STATUSES }).notNull().default('pending'),
    /** Delivery attempts made so far. */
    attempts: integer('attempts').notNull().default(0),
    /** When the worker may try (again); ISO time like the other timestamps. */
    next_attempt_at: text('next_attempt_at').notNull(),
    /** The last delivery error (SMTP or HTTP), without credentials; null once sent. */
    last_error: text('last_error'),
    created_at: text('created_at').notNull(),
    sent_at: text('sent_at'),
  },
  (t) => [
    // One notification per lead and channel; also the index of the inbox's joins.
    uniqueIndex('notification_outbox_lead_channel_idx').on(t.lead_kind, t.lead_id, t.channel),
    // The worker's query: pending rows that are due, oldest first.
    index('notification_outbox_due_idx').on(t.status, t.next_attempt_at),
  ],
);
