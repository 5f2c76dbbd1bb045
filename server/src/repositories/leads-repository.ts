import { and, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import type {
  Attachment,
  ContactSubmission,
  Created,
  JobApplication,
  LeadKind,
  LeadStatus,
  OutboxChannel,
  QuoteRequest,
} from '@shared/schemas/leads';
import type { SearchIndexing } from '../config/app-config';
import type { DatabaseHandle } from '../db/connection';
import { createGroupCommitWriter, type GroupCommitWriter } from '../db/group-commit-writer';
import { createLeadDerivedWork, scheduleDerivedWork } from '../db/lead-derived-work';
import type { DuplicateRule } from '../db/lead-duplicate-links';
import { createWorkerWriter } from '../db/worker-writer';
import {
  createLeadWriteBatch,
  type LeadWriteJob,
  type NewApplication,
  type NewAttachment,
  type NewContact,
  type NewLeadMeta,
  type NewQuote,
} from '../db/lead-write-batch';
import type { contactSubmissions } from '../db/schema';
import { notificationOutbox, users } from '../db/schema';
import { createUuidV7Generator } from '../lib/uuidv7';
import type { AttachmentFiles } from './attachment-files';
import type { AttachmentsRepository } from './attachments-repository';
import { deleteLeadDependents } from './lead-dependents';
import { leadTables as tables, leadWhere, type LeadQuery } from './lead-query';
import { createLeadSearch } from './lead-search';

export type { LeadQuery, NewApplication, NewAttachment, NewContact, NewLeadMeta, NewQuote };

/** The values of a new lead of each kind, as the lead writer stores them. */
export interface NewLeadValues {
  contact: NewContact;
  quote: NewQuote;
  application: NewApplication;
}

/** The columns of a lead an admin changes. */
export interface LeadChanges {
  status?: LeadStatus;
  stage?: string;
  assignee_id?: string | null;
  follow_up_at?: string | null;
}

export interface ListOptions extends LeadQuery {
  limit: number;
  offset: number;
}

export type LeadRow<K extends LeadKind> = K extends 'contact'
  ? ContactSubmission
  : K extends 'quote'
    ? QuoteRequest
    : JobApplication;

// Newest first; rowid breaks ties between rows committed in the same millisecond.
// Qualified rowid: the list queries join the outbox, which has its own.
const newestFirst = (kind: LeadKind) =>
  sql`${tables[kind].created_at} DESC, ${tables[kind]}.rowid DESC`;

export function createLeadsRepository(
  db: DatabaseHandle,
  now: () => number,
  attachments: { rows: AttachmentsRepository; files: AttachmentFiles },
  searchIndexing: SearchIndexing,
  duplicates: DuplicateRule,
) {
  const { orm } = db;
  // Told after a commit that added outbox rows, so the worker sends at once instead of polling.
  const notificationListeners = new Set<() => void>();

  // A database file: the writer runs in a worker thread with its own connection, so the COMMIT's
  // fsync does not block the event loop (docs/performance-log.md, section 1). In-memory databases
  // (tests) cannot be shared with a thread: the same writer runs in-process there. Either way it
  // indexes the new leads for the inbox search and links duplicates between its batches
  // (db/lead-derived-work.ts).
  const writer: GroupCommitWriter<LeadWriteJob, Created> = db.sqlite.memory
    ? createGroupCommitWriter({
        sqlite: db.sqlite,
        apply: createLeadWriteBatch(db),
        deferred: scheduleDerivedWork(createLeadDerivedWork(db.sqlite, duplicates), searchIndexing),
      })
    : createWorkerWriter({
        workerName: 'lead-writer-worker',
        workerData: { databasePath: db.sqlite.name, searchIndexing, duplicates },
      });

  // The inbox's list queries, off the main thread for a database file (lead-search.ts).
  const search = createLeadSearch(db);

  const stamp = () => new Date(now()).toISOString();
  // Time-ordered ids: the primary-key index grows at its right edge instead of at random pages.
  const newId = createUuidV7Generator(now);

  async function write(job: LeadWriteJob): Promise<Created> {
    const created = await writer.write(job);
    if (job.channels.length > 0) for (const listener of notificationListeners) listener();
    return created;
  }

  /**
   * A search reads the full-text index, which the writer fills off the write path: it first
   * catches up with every lead committed so far, so a lead is found the moment its 201 is sent
   * (docs/decisions/020-search-index-off-the-write-path.md).
   */
  async function searchable(query: LeadQuery): Promise<void> {
    if (query.search !== undefined) await writer.settle();
  }

  const mail = alias(notificationOutbox, 'mail_outbox');
  const hook = alias(notificationOutbox, 'webhook_outbox');

  /**
   * The lead's columns plus the delivery status of its e-mail and its webhook (null without an
   * outbox row) and its owner's e-mail. The outbox has a unique index on (lead_kind, lead_id,
   * channel) and users a primary key, so no join ever repeats a lead.
   */
  function selectWithNotification(kind: LeadKind) {
    const table = tables[kind] as typeof contactSubmissions;
    const rowOf = (o: { lead_kind: typeof mail.lead_kind; lead_id: typeof mail.lead_id }) =>
      and(eq(o.lead_kind, kind), eq(o.lead_id, table.id));
    return orm
      .select({
        ...getTableColumns(table),
        notification_status: mail.status,
        webhook_status: hook.status,
        assignee_email: users.email,
      })
      .from(table)
      .leftJoin(mail, and(rowOf(mail), eq(mail.channel, 'email')))
      .leftJoin(hook, and(rowOf(hook as unknown as typeof mail), eq(hook.channel, 'webhook')))
      .leftJoin(users, eq(users.id, table.assignee_id));
  }

  type Selected = ReturnType<ReturnType<typeof selectWithNotification>['all']>[number];

  /**
   * The rows as the API shows them: with their attachments and the link to the lead they repeat
   * (its id and reference), read for all of them at once.
   */
  function complete<K extends LeadKind>(kind: K, rows: Selected[]): LeadRow<K>[] {
    const table = tables[kind] as typeof contactSubmissions;
    const files = attachments.rows.forLeads(
      kind,
      rows.map((row) => row.id),
    );
    const repeated = [...new Set(rows.flatMap((row) => row.duplicate_of_id ?? []))];
    const references = new Map(
      repeated.length === 0
        ? []
        : orm
            .select({ id: table.id, reference: table.reference })
            .from(table)
            .where(inArray(table.id, repeated))
            .all()
            .map((row) => [row.id, row.reference] as const),
    );
    return rows.map(
      (row) =>
        ({
          ...row,
          attachments: files.get(row.id) ?? ([] as Attachment[]),
          duplicate_of: row.duplicate_of_id
            ? { id: row.duplicate_of_id, reference: references.get(row.duplicate_of_id) ?? null }
            : null,
        }) as unknown as LeadRow<K>,
    );
  }

  function get<K extends LeadKind>(kind: K, id: string): LeadRow<K> | undefined {
    const table = tables[kind] as typeof contactSubmissions;
    const row = selectWithNotification(kind).where(eq(table.id, id)).get();
    return row && complete(kind, [row])[0];
  }

  function create<K extends LeadKind>(
    kind: K,
    values: NewLeadValues[K],
    channels: OutboxChannel[],
    files: NewAttachment[] = [],
  ): Promise<Created> {
    return write({
      kind,
      id: newId(),
      at: stamp(),
      channels,
      values,
      ...(files.length > 0 ? { attachments: files } : {}),
    } as LeadWriteJob);
  }

  return {
    /**
     * Resolves only after the row is committed (fsync'd) together with its batch, with one outbox
     * row per channel given (services/leads/lead-delivery.ts decides which).
     */
    create,
    createContact(values: NewContact, channels: OutboxChannel[]): Promise<Created> {
      return create('contact', values, channels);
    },
    createQuote(
      values: NewQuote,
      channels: OutboxChannel[],
      files: NewAttachment[] = [],
    ): Promise<Created> {
      return create('quote', values, channels, files);
    },
    createApplication(
      values: NewApplication,
      channels: OutboxChannel[],
      files: NewAttachment[],
    ): Promise<Created> {
      return create('application', values, channels, files);
    },

    /** Calls `listener` after each commit that queued at least one notification. */
    onNotificationQueued(listener: () => void): void {
      notificationListeners.add(listener);
    },

    /**
     * Resolves once the work the writer does after the commits so far is done: the search index
     * and the duplicate links are up to date (a search waits for it by itself).
     */
    settle(): Promise<void> {
      return writer.settle();
    },

    get,

    /**
     * One page of the inbox and the total. Which leads (the rowids) and how many are found off
     * the main thread (lead-search.ts); the page's rows, at most 100, are read here by rowid.
     */
    async list<K extends LeadKind>(
      kind: K,
      options: ListOptions,
    ): Promise<{ items: LeadRow<K>[]; total: number }> {
      const { limit, offset, ...query } = options;
      await searchable(query);
      const { rowids, total } = await search.page({ kind, query, page: { limit, offset } });
      if (rowids.length === 0) return { items: [], total };
      const rowid = sql<number>`${tables[kind]}.rowid`;
      // In the page's order (newest first); a lead deleted in between is simply left out.
      const pageOrder = sql.join(
        rowids.map((r, i) => sql`WHEN ${r} THEN ${i}`),
        sql` `,
      );
      const rows = selectWithNotification(kind)
        .where(inArray(rowid, rowids))
        .orderBy(sql`CASE ${rowid} ${pageOrder} END`)
        .all();
      return { items: complete(kind, rows), total };
    },

    /**
     * All rows the query covers, newest first, for the CSV export, each with the names of its
     * attachments in one text (`attachment_names`, "; " between them).
     */
    async iterate<K extends LeadKind>(
      kind: K,
      query: LeadQuery = {},
    ): Promise<Iterable<LeadRow<K> & { attachment_names: string }>> {
      await searchable(query);
      const rows = selectWithNotification(kind)
        .where(leadWhere(kind, query))
        .orderBy(newestFirst(kind))
        .all();
      const names = attachments.rows.namesByLead(kind);
      return rows.map((row) => ({
        ...(row as unknown as LeadRow<K>),
        attachment_names: (names.get(row.id) ?? []).join('; '),
      }));
    },

    /** Writes the given columns of the work on a lead (services/leads/lead-work.ts decides them). */
    update<K extends LeadKind>(kind: K, id: string, changes: LeadChanges): LeadRow<K> | undefined {
      const table = tables[kind] as typeof contactSubmissions;
      const changed = orm
        .update(table)
        .set({ ...changes, updated_at: stamp() })
        .where(eq(table.id, id))
        .run().changes;
      return changed > 0 ? get(kind, id) : undefined;
    },

    /**
     * Deletes the lead with its notifications, notes and attachments (lead-dependents.ts); the
     * attachments' files once the rows are gone.
     */
    remove(kind: LeadKind, id: string): boolean {
      const table = tables[kind] as typeof contactSubmissions;
      const { deleted, attachmentIds } = db.sqlite.transaction(() => {
        const { attachmentIds } = deleteLeadDependents(db, kind, id);
        return {
          deleted: orm.delete(table).where(eq(table.id, id)).run().changes > 0,
          attachmentIds,
        };
      })();
      attachments.files.remove(attachmentIds);
      return deleted;
    },

    /** Commits whatever is queued and stops the search thread; called on shutdown. */
    async close() {
      await Promise.all([writer.close(), search.close()]);
    },
  };
}

export type LeadsRepository = ReturnType<typeof createLeadsRepository>;
