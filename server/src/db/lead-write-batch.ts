import type Database from 'better-sqlite3';
import { getTableColumns, getTableName } from 'drizzle-orm';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import { LEAD_KINDS, type LeadKind } from '@shared/lead-kinds';
import { ATTRIBUTION_FIELDS } from '@shared/lead-kinds/attribution';
import type {
  Attribution,
  Created,
  LeadStatus,
  OutboxChannel,
  SpamReason,
} from '@shared/schemas/leads';
import type { DatabaseHandle } from './connection';
import { createReferenceNumbering } from './lead-references';
import { LEAD_STORAGE, type LeadFormColumn } from './lead-tables';
import { LEAD_WRITE_RULES } from './lead-write-rules';
import { leadAttachments, notificationOutbox } from './schema';

/** What every new lead carries besides its form fields. */
export interface NewLeadMeta extends Attribution {
  status: LeadStatus;
  spam_reason: SpamReason | null;
  /** The site's language the form was sent in (services/leads/submission.ts). */
  language: string;
  /** The visit as the server counted it (decision 036), as JSON; null: none counted. */
  attribution: string | null;
}

type Insert<K extends LeadKind> = (typeof LEAD_STORAGE)[K]['table']['$inferInsert'];

/**
 * The values of a new lead of one kind, as the writer stores them: the columns its form fills
 * (lead-tables.ts, each given, null when empty) and what every lead carries.
 */
export type NewLead<K extends LeadKind> = NewLeadMeta & {
  [C in LeadFormColumn<K>]-?: Exclude<Insert<K>[C], undefined>;
};

/**
 * A file that came with a lead, already written and synced under its id in the attachments
 * folder (repositories/attachment-files.ts): its row commits with the lead.
 */
export interface NewAttachment {
  id: string;
  field: string;
  filename: string;
  content_type: string;
  size: number;
  sha256: string;
}

interface JobOf<Kind extends LeadKind> {
  kind: Kind;
  id: string;
  at: string;
  channels: OutboxChannel[];
  values: NewLead<Kind>;
  /** Files stored for this lead; their rows go in the lead's transaction. */
  attachments?: NewAttachment[];
  /** Given by the batch (db/lead-references.ts) in the transaction that stores the lead. */
  reference?: string;
  /** Decided by its kind's rule in that transaction (lead-write-rules.ts): its 201's status. */
  outcome?: string;
}

/**
 * A queued insert: plain data, so the writer could run in a worker thread. `channels` adds one
 * outbox row per notification channel in the same transaction.
 */
export type LeadWriteJob = { [K in LeadKind]: JobOf<K> }[LeadKind];

/** One attachment row: a lead's job and one of its files. */
interface AttachmentItem {
  job: LeadWriteJob;
  file: NewAttachment;
}
/** One notification outbox row: a lead's job and one of its channels. */
interface OutboxItem {
  job: LeadWriteJob;
  channel: OutboxChannel;
}

/** How an insert reads each column it binds from an item; the other columns get their defaults. */
export type Columns<Table extends SQLiteTable, Item> = Partial<
  Record<keyof Table['$inferInsert'] & string, (item: Item) => unknown>
>;

/**
 * Columns read from a job's `values` under the same name. Plain getters, not a row object built
 * per lead: spreading a job's values into a row object cost the writer thread several
 * microseconds per lead, the getters a fraction of one.
 */
function valueColumns<Values>(
  names: readonly (keyof Values & string)[],
): Record<string, (job: { values: Values }) => unknown> {
  return Object.fromEntries(
    names.map((name) => [name, (job: { values: Values }) => job.values[name]]),
  );
}

function leadColumns<Job extends LeadWriteJob>(
  names: readonly (keyof Job['values'] & string)[],
): Record<string, (job: Job) => unknown> {
  return {
    id: (job: Job) => job.id,
    reference: (job: Job) => job.reference,
    ...valueColumns<Job['values']>([
      'status',
      'spam_reason',
      ...ATTRIBUTION_FIELDS,
      'language',
      'attribution',
      ...names,
    ]),
    created_at: (job: Job) => job.at,
    updated_at: (job: Job) => job.at,
  };
}

const attachmentColumns: Columns<typeof leadAttachments, AttachmentItem> = {
  id: (a) => a.file.id,
  lead_kind: (a) => a.job.kind,
  lead_id: (a) => a.job.id,
  field: (a) => a.file.field,
  filename: (a) => a.file.filename,
  content_type: (a) => a.file.content_type,
  size: (a) => a.file.size,
  sha256: (a) => a.file.sha256,
  created_at: (a) => a.job.at,
};
const outboxColumns: Columns<typeof notificationOutbox, OutboxItem> = {
  lead_kind: (o) => o.job.kind,
  lead_id: (o) => o.job.id,
  channel: (o) => o.channel,
  next_attempt_at: (o) => o.job.at,
  created_at: (o) => o.job.at,
};

/** Rows per INSERT at most: bounds the statements kept prepared (one per row count). */
const MAX_ROWS_PER_INSERT = 64;

/**
 * Inserts one row per item into `table` with one multi-row INSERT per MAX_ROWS_PER_INSERT rows,
 * each statement prepared once per row count. Values are bound by position, in `columns` order:
 * the SQL is plain (no per-insert work in drizzle); its table and column names come from the
 * schema.
 */
export function multiRowInsert<Table extends SQLiteTable, Item>(
  sqlite: Database.Database,
  table: Table,
  columns: Columns<Table, Item>,
): (items: readonly Item[]) => void {
  const schemaColumns = getTableColumns(table);
  const names = Object.keys(columns)
    .map((key) => `"${schemaColumns[key]!.name}"`)
    .join(', ');
  const read = Object.values(columns) as ((item: Item) => unknown)[];
  const tuple = `(${read.map(() => '?').join(', ')})`;
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
  return (items) => {
    for (let start = 0; start < items.length; start += MAX_ROWS_PER_INSERT) {
      const chunk = items.slice(start, start + MAX_ROWS_PER_INSERT);
      const params: unknown[] = [];
      for (const item of chunk) for (const column of read) params.push(column(item));
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
 * A batch's leads of one kind go in ONE multi-row INSERT, not one INSERT per lead (fewer
 * statements to run). The full-text index is not written here: the writer indexes the new leads between its batches, many at a time
 * (lead-search-index.ts), and a search has it catch up first, so a lead is still found as soon
 * as its 201 is sent (docs/decisions/020). The rows, their references (counters updated once
 * per kind and year in the batch), their attachment rows and their outbox rows commit together.
 */
export function createLeadWriteBatch(
  db: DatabaseHandle,
): (jobs: readonly LeadWriteJob[]) => Created[] {
  const { sqlite } = db;
  // One multi-row insert per kind, binding the kind's form columns (lead-tables.ts).
  const insertLeads = Object.fromEntries(
    LEAD_KINDS.map((kind) => {
      const { table, fields } = LEAD_STORAGE[kind];
      const columns = leadColumns<LeadWriteJob>(fields as never);
      return [kind, multiRowInsert<SQLiteTable, LeadWriteJob>(sqlite, table, columns)];
    }),
  ) as Record<LeadKind, (jobs: readonly LeadWriteJob[]) => void>;
  const insertAttachments = multiRowInsert(sqlite, leadAttachments, attachmentColumns);
  const insertOutbox = multiRowInsert(sqlite, notificationOutbox, outboxColumns);
  const numberReferences = createReferenceNumbering(sqlite);
  const rules = Object.fromEntries(
    Object.entries(LEAD_WRITE_RULES).map(([kind, rule]) => [kind, rule(sqlite)]),
  ) as Partial<Record<LeadKind, (jobs: readonly LeadWriteJob[]) => void>>;

  /** Each job of one kind gets the next reference of its kind and year (lead-references.ts). */
  function giveReferences(kind: LeadKind, jobs: LeadWriteJob[]): void {
    if (jobs.length === 0) return;
    const references = numberReferences(
      kind,
      jobs.map((job) => job.at),
    );
    jobs.forEach((job, i) => (job.reference = references[i]));
  }

  return function applyLeadWrites(jobs) {
    const byKind = Object.fromEntries(LEAD_KINDS.map((kind) => [kind, []])) as unknown as Record<
      LeadKind,
      LeadWriteJob[]
    >;
    const outbox: OutboxItem[] = [];
    const attachments: AttachmentItem[] = [];
    for (const job of jobs) {
      byKind[job.kind].push(job);
      // Same transaction as the lead: all are stored or none is.
      for (const channel of job.channels) outbox.push({ job, channel });
      if (job.attachments) for (const file of job.attachments) attachments.push({ job, file });
    }
    for (const kind of LEAD_KINDS) if (byKind[kind].length > 0) rules[kind]?.(byKind[kind]);
    for (const kind of LEAD_KINDS) giveReferences(kind, byKind[kind]);
    for (const kind of LEAD_KINDS) insertLeads[kind](byKind[kind]);
    insertAttachments(attachments);
    insertOutbox(outbox);
    return jobs.map((job) => ({
      id: job.id,
      created_at: job.at,
      reference: job.reference!,
      ...(job.outcome ? { status: job.outcome } : {}),
    }));
  };
}
