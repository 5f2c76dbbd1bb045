import { and, count, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type {
  ContactSubmission,
  Created,
  LeadKind,
  LeadStatus,
  QuoteRequest,
} from '@shared/schemas/leads';
import type { DatabaseHandle } from '../db/connection';
import { createGroupCommitWriter, type GroupCommitWriter } from '../db/group-commit-writer';
import {
  createLeadWriteBatch,
  type LeadWriteJob,
  type NewContact,
  type NewQuote,
} from '../db/lead-write-batch';
import { createWorkerWriter } from '../db/worker-writer';
import { contactSubmissions, notificationOutbox, quoteRequests } from '../db/schema';
import { createUuidV7Generator } from '../lib/uuidv7';

export type { NewContact, NewQuote };

export interface LeadsRepositoryOptions {
  /** Lead notifications are configured: every new lead that is not spam gets an outbox row. */
  notify: boolean;
}

export interface ListOptions {
  limit: number;
  offset: number;
  status?: LeadStatus | undefined;
}

type LeadRow<K extends LeadKind> = K extends 'contact' ? ContactSubmission : QuoteRequest;

const tables = { contact: contactSubmissions, quote: quoteRequests } as const;
// Newest first; rowid breaks ties between rows committed in the same millisecond.
// Qualified rowid: the list queries join the outbox, which has its own.
const newestFirst = (kind: LeadKind) => [
  desc(tables[kind].created_at),
  desc(sql`${tables[kind]}.rowid`),
];

export function createLeadsRepository(
  db: DatabaseHandle,
  now: () => number,
  options: LeadsRepositoryOptions = { notify: false },
) {
  const { orm } = db;
  // Told after a commit that added outbox rows, so the worker sends at once instead of polling.
  const notificationListeners = new Set<() => void>();

  // A database file: the writer runs in a worker thread with its own connection, so the COMMIT's
  // fsync does not block the event loop (docs/performance.md). In-memory databases (tests) cannot
  // be shared with a thread: the same writer runs in-process there.
  const writer: GroupCommitWriter<LeadWriteJob, Created> = db.sqlite.memory
    ? createGroupCommitWriter({ sqlite: db.sqlite, apply: createLeadWriteBatch(db) })
    : createWorkerWriter({
        workerName: 'lead-writer-worker',
        workerData: { databasePath: db.sqlite.name },
      });

  const stamp = () => new Date(now()).toISOString();
  // Time-ordered ids: the primary-key index grows at its right edge instead of at random pages.
  const newId = createUuidV7Generator(now);

  function where(kind: LeadKind, status: LeadStatus | undefined) {
    return status ? eq(tables[kind].status, status) : undefined;
  }

  /** Spam (honeypot) leads are stored but never mailed. */
  const notifies = (values: { status: LeadStatus }) => options.notify && values.status !== 'spam';

  async function write(job: LeadWriteJob): Promise<Created> {
    const created = await writer.write(job);
    if (job.notify) for (const listener of notificationListeners) listener();
    return created;
  }

  /**
   * The lead's columns plus its notification's delivery status (null without an outbox row).
   * The outbox has a unique index on (lead_kind, lead_id), so the join never repeats a lead.
   */
  function selectWithNotification(kind: LeadKind) {
    const table = tables[kind] as typeof contactSubmissions;
    return orm
      .select({ ...getTableColumns(table), notification_status: notificationOutbox.status })
      .from(table)
      .leftJoin(
        notificationOutbox,
        and(eq(notificationOutbox.lead_kind, kind), eq(notificationOutbox.lead_id, table.id)),
      );
  }

  function get<K extends LeadKind>(kind: K, id: string): LeadRow<K> | undefined {
    const table = tables[kind] as typeof contactSubmissions;
    return selectWithNotification(kind).where(eq(table.id, id)).get() as unknown as
      LeadRow<K> | undefined;
  }

  return {
    /** Resolves only after the row is committed (fsync'd) together with its batch. */
    createContact(values: NewContact): Promise<Created> {
      const notify = notifies(values);
      return write({ kind: 'contact', id: newId(), at: stamp(), notify, values });
    },
    createQuote(values: NewQuote): Promise<Created> {
      const notify = notifies(values);
      return write({ kind: 'quote', id: newId(), at: stamp(), notify, values });
    },

    /** Calls `listener` after each commit that queued at least one notification. */
    onNotificationQueued(listener: () => void): void {
      notificationListeners.add(listener);
    },

    get,

    list<K extends LeadKind>(
      kind: K,
      options: ListOptions,
    ): { items: LeadRow<K>[]; total: number } {
      const table = tables[kind];
      const filter = where(kind, options.status);
      const items = selectWithNotification(kind)
        .where(filter)
        .orderBy(...newestFirst(kind))
        .limit(options.limit)
        .offset(options.offset)
        .all() as unknown as LeadRow<K>[];
      const total = orm
        .select({ n: count() })
        .from(table as typeof contactSubmissions)
        .where(filter)
        .get();
      return { items, total: total?.n ?? 0 };
    },

    /** All rows, newest first, for the CSV export. */
    iterate<K extends LeadKind>(kind: K, status?: LeadStatus): Iterable<LeadRow<K>> {
      return selectWithNotification(kind)
        .where(where(kind, status))
        .orderBy(...newestFirst(kind))
        .all() as unknown as LeadRow<K>[];
    },

    setStatus<K extends LeadKind>(kind: K, id: string, status: LeadStatus): LeadRow<K> | undefined {
      const table = tables[kind] as typeof contactSubmissions;
      const changed = orm
        .update(table)
        .set({ status, updated_at: stamp() })
        .where(eq(table.id, id))
        .run().changes;
      return changed > 0 ? get(kind, id) : undefined;
    },

    /** Deletes the lead and its notification together (the outbox has no foreign key). */
    remove(kind: LeadKind, id: string): boolean {
      const table = tables[kind] as typeof contactSubmissions;
      return db.sqlite.transaction(() => {
        orm
          .delete(notificationOutbox)
          .where(and(eq(notificationOutbox.lead_kind, kind), eq(notificationOutbox.lead_id, id)))
          .run();
        return orm.delete(table).where(eq(table.id, id)).run().changes > 0;
      })();
    },

    /** Commits whatever is queued; called on shutdown before the database closes. */
    close: () => writer.close(),
  };
}

export type LeadsRepository = ReturnType<typeof createLeadsRepository>;
