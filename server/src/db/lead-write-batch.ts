import type Database from 'better-sqlite3';
import { getTableColumns, getTableName } from 'drizzle-orm';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import type {
  Attribution,
  Created,
  LeadStatus,
  NotificationChannel,
  ServiceOption,
  SpamReason,
} from '@shared/schemas/leads';
import type { DatabaseHandle } from './connection';
import { contactSubmissions, notificationOutbox, quoteRequests } from './schema';

/** What every new lead carries besides its form fields. */
export interface NewLeadMeta extends Attribution {
  status: LeadStatus;
  spam_reason: SpamReason | null;
}

export interface NewContact extends NewLeadMeta {
  name: string;
  email: string;
  message: string;
}

export interface NewQuote extends NewLeadMeta {
  name: string;
  company_name: string | null;
  email: string;
  phone: string | null;
  service_interest: ServiceOption;
  project_details: string;
}

/**
 * A queued insert: plain data, so the writer could run in a worker thread. `channels` adds one
 * outbox row per notification channel in the same transaction.
 */
export type LeadWriteJob =
  | { kind: 'contact'; id: string; at: string; channels: NotificationChannel[]; values: NewContact }
  | { kind: 'quote'; id: string; at: string; channels: NotificationChannel[]; values: NewQuote };

/** The columns each insert binds, as named in db/schema.ts; the others get their defaults. */
const attributionFields = [
  'source_page',
  'referrer_domain',
  'utm_source',
  'utm_medium',
  'utm_campaign',
] as const satisfies readonly (keyof Attribution)[];
const leadFields = [
  'id',
  'status',
  'spam_reason',
  ...attributionFields,
  'created_at',
  'updated_at',
] as const;
const contactFields = [...leadFields, 'name', 'email', 'message'] as const;
const quoteFields = [
  ...leadFields,
  'name',
  'company_name',
  'email',
  'phone',
  'service_interest',
  'project_details',
] as const;
const outboxFields = ['lead_kind', 'lead_id', 'channel', 'next_attempt_at', 'created_at'] as const;

/** Rows per INSERT at most: bounds the statements kept prepared (one per row count). */
const MAX_ROWS_PER_INSERT = 64;

/**
 * Inserts rows into `table` with one multi-row INSERT per MAX_ROWS_PER_INSERT rows, each
 * statement prepared once per row count. Values are bound by position, in `fields` order: the
 * SQL is plain (no per-insert work in drizzle), its table and column names come from the schema.
 */
function multiRowInsert<
  Table extends SQLiteTable,
  Field extends keyof Table['$inferInsert'] & string,
>(
  sqlite: Database.Database,
  table: Table,
  fields: readonly Field[],
): (rows: readonly Record<Field, unknown>[]) => void {
  const columns = getTableColumns(table);
  const names = fields.map((field) => `"${columns[field]!.name}"`).join(', ');
  const tuple = `(${fields.map(() => '?').join(', ')})`;
  const prepared = new Map<number, Database.Statement>();
  const statementFor = (count: number) => {
    let statement = prepared.get(count);
    if (!statement) {
      const values = Array.from({ length: count }, () => tuple).join(', ');
      statement = sqlite.prepare(
        `INSERT INTO "${getTableName(table)}" (${names}) VALUES ${values}`,
      );
      prepared.set(count, statement);
    }
    return statement;
  };
  return (rows) => {
    for (let start = 0; start < rows.length; start += MAX_ROWS_PER_INSERT) {
      const chunk = rows.slice(start, start + MAX_ROWS_PER_INSERT);
      const params: unknown[] = [];
      for (const row of chunk) for (const field of fields) params.push(row[field]);
      statementFor(chunk.length).run(params);
    }
  };
}

/**
 * The write-batch function: the single place where lead rows are inserted. It runs inside the
 * group commit's batch transaction, in the writer thread for a database file
 * (db/lead-writer-worker.ts) or in-process for an in-memory one, so it only sees plain-data jobs
 * and its own connection.
 *
 * A batch's leads of one kind go in ONE multi-row INSERT, not one INSERT per lead: the insert
 * trigger that keeps the full-text index in step (migrations/0004) makes every statement open a
 * statement savepoint, and FTS5 writes its pending entries out as a new index segment at each
 * savepoint. One INSERT per lead made one segment per lead, merged again and again afterwards:
 * 60 % of the writer thread's CPU (docs/performance.md, section 9). One INSERT per batch makes
 * one segment per batch. The rows, their index entries and their outbox rows still commit
 * together, and a lead is searchable as soon as its 201 is sent (the 201 waits for the COMMIT).
 */
export function createLeadWriteBatch(
  db: DatabaseHandle,
): (jobs: readonly LeadWriteJob[]) => Created[] {
  const { sqlite } = db;
  const insertContacts = multiRowInsert(sqlite, contactSubmissions, contactFields);
  const insertQuotes = multiRowInsert(sqlite, quoteRequests, quoteFields);
  const insertOutbox = multiRowInsert(sqlite, notificationOutbox, outboxFields);

  return function applyLeadWrites(jobs) {
    const contacts: Record<(typeof contactFields)[number], unknown>[] = [];
    const quotes: Record<(typeof quoteFields)[number], unknown>[] = [];
    const outbox: Record<(typeof outboxFields)[number], unknown>[] = [];
    for (const job of jobs) {
      const times = { created_at: job.at, updated_at: job.at };
      if (job.kind === 'contact') contacts.push({ ...job.values, id: job.id, ...times });
      else quotes.push({ ...job.values, id: job.id, ...times });
      // Same transaction as the lead: all are stored or none is.
      for (const channel of job.channels) {
        outbox.push({
          lead_kind: job.kind,
          lead_id: job.id,
          channel,
          next_attempt_at: job.at,
          created_at: job.at,
        });
      }
    }
    insertContacts(contacts);
    insertQuotes(quotes);
    insertOutbox(outbox);
    return jobs.map((job) => ({ id: job.id, created_at: job.at }));
  };
}
