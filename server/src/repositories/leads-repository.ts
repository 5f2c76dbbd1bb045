import { eq, inArray, sql } from 'drizzle-orm';
import type { LeadKind } from '@shared/lead-kinds';
import { VISIT_FIELDS, type VisitField } from '@shared/lead-kinds/attribution';
import type { LeadAttribution } from '@shared/schemas/analytics';
import type { LeadItem } from '@shared/schemas/lead-kind-schemas';
import type { Created, LeadStatus, OutboxChannel } from '@shared/schemas/leads';
import type { DatabaseHandle } from '../db/connection';
import { createMatchKeyOpenness, type DuplicateRule } from '../db/lead-duplicate-links';
import { formatReference, referenceYear } from '../db/lead-references';
import { leadTable } from '../db/lead-tables';
import type { LeadWriteJob, NewAttachment, NewLead, NewLeadMeta } from '../db/lead-write-batch';
import { createIsoStamps } from '../lib/iso-stamps';
import { createUuidV7Generator } from '../lib/uuidv7';
import type { AttachmentFiles } from './attachment-files';
import type { AttachmentsRepository } from './attachments-repository';
import { deleteLeadDependents } from './lead-dependents';
import { leadWhere, type LeadQuery } from './lead-query';
import { createLeadReader } from './lead-reader';
import { createLeadSearch } from './lead-search';
import type { LeadWriter } from './lead-writer';

export type { LeadQuery, NewAttachment, NewLead, NewLeadMeta };

type VisitColumns = Record<`visit_${VisitField}`, string | number | null>;

/** A lead's visit (decision 036) as the CSV's columns; all empty without one. */
const visitColumns = (visit: LeadAttribution | null): VisitColumns =>
  Object.fromEntries(
    VISIT_FIELDS.map((field) => [`visit_${field}`, visit?.[field] ?? null]),
  ) as VisitColumns;

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

// Newest first; rowid breaks ties between rows committed in the same millisecond.
// Qualified rowid: the list queries join the outbox, which has its own.
const newestFirst = (kind: LeadKind) =>
  sql`${leadTable(kind).created_at} DESC, ${leadTable(kind)}.rowid DESC`;

export function createLeadsRepository(
  db: DatabaseHandle,
  now: () => number,
  attachments: { rows: AttachmentsRepository; files: AttachmentFiles },
  /** The lead writer (lead-writer.ts), which the page views share; closed by its owner. */
  writer: LeadWriter,
  /** The duplicate rule the writer links by: a lead's keys follow its status and stage. */
  duplicates: DuplicateRule,
) {
  const { orm } = db;
  const keepKeysOpenness = createMatchKeyOpenness(db.sqlite, duplicates);
  // Told after a commit that added outbox rows, so the worker sends at once instead of polling.
  const notificationListeners = new Set<() => void>();

  // The inbox's list queries, off the main thread for a database file (lead-search.ts).
  const search = createLeadSearch(db);

  const stamp = createIsoStamps(now);
  // Time-ordered ids: the primary-key index grows at its right edge instead of at random pages.
  const newId = createUuidV7Generator(now);

  async function write(job: LeadWriteJob): Promise<Created> {
    const created = (await writer.write(job)) as Created;
    if (job.channels.length > 0) for (const listener of notificationListeners) listener();
    return created;
  }

  /**
   * An export of a search reads the full-text index, which the writer fills off the write path:
   * it first catches up with every lead committed so far, so the file holds every match
   * (docs/decisions/020-search-index-off-the-write-path.md).
   */
  async function searchable(query: LeadQuery): Promise<void> {
    if (query.search !== undefined) await writer.settle();
  }

  const reader = createLeadReader(db, attachments.rows);
  const { get } = reader;

  function create<K extends LeadKind>(
    kind: K,
    values: NewLead<K>,
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
    } as unknown as LeadWriteJob);
  }

  return {
    /**
     * Resolves only after the row is committed (fsync'd) together with its batch, with one outbox
     * row per channel given (services/leads/lead-delivery.ts decides which).
     */
    create,

    /**
     * A spam submission counted and not stored (past its sender's share of the day, decision
     * 041): resolves once the count is committed, with the same answer's shape as a stored
     * lead's: a fresh id that names no lead, the time, and the reference number 0 of its kind
     * and year (`C-2026-0000`), which no lead ever has.
     */
    async countNotStored(kind: LeadKind): Promise<Created> {
      const at = stamp();
      await writer.write({ kind: 'spam_not_stored', lead_kind: kind, at });
      return {
        id: newId(),
        reference: formatReference(kind, referenceYear(at), 0),
        created_at: at,
      };
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
    ): Promise<{ items: LeadItem<K>[]; total: number; unindexed: number }> {
      const { limit, offset, ...query } = options;
      const page = { limit, offset };
      // A search reads the index as it stands and the leads above it (lead-search-tail.ts), and
      // has the writer catch up now, without waiting for it (decision 030).
      if (query.search !== undefined) writer.settle().catch(() => {});
      const { rowids, total, unindexed } = await search.page({ kind, query, page });
      if (rowids.length === 0) return { items: [], total, unindexed };
      const rowid = sql<number>`${leadTable(kind)}.rowid`;
      // In the page's order (newest first); a lead deleted in between is simply left out.
      const pageOrder = sql.join(
        rowids.map((r, i) => sql`WHEN ${r} THEN ${i}`),
        sql` `,
      );
      const rows = reader
        .select(kind)
        .where(inArray(rowid, rowids))
        .orderBy(sql`CASE ${rowid} ${pageOrder} END`)
        .all();
      return { items: reader.complete(kind, rows), total, unindexed };
    },

    /**
     * All rows the query covers, newest first, for the CSV export, each with the names of its
     * attachments in one text (`attachment_names`, "; " between them) and its visit's fields in
     * columns of their own (`visit_landing_page`...).
     */
    async iterate<K extends LeadKind>(
      kind: K,
      query: LeadQuery = {},
    ): Promise<Iterable<LeadItem<K> & { attachment_names: string } & VisitColumns>> {
      await searchable(query);
      const rows = reader
        .select(kind)
        .where(leadWhere(kind, query))
        .orderBy(newestFirst(kind))
        .all();
      const names = attachments.rows.namesByLead(kind);
      return rows.map((row) => ({
        ...(row as unknown as LeadItem<K>),
        attachment_names: (names.get(row.id) ?? []).join('; '),
        ...visitColumns(row.attribution),
      }));
    },

    /** Writes the given columns of the work on a lead (services/leads/lead-work.ts decides them). */
    update<K extends LeadKind>(kind: K, id: string, changes: LeadChanges): LeadItem<K> | undefined {
      const table = leadTable(kind);
      const changed = db.sqlite.transaction(() => {
        const n = orm
          .update(table)
          .set({ ...changes, updated_at: stamp() })
          .where(eq(table.id, id))
          .run().changes;
        // Spam and closed leads leave the duplicate lookups' indexes; reopened, they return.
        if (n > 0 && (changes.status !== undefined || changes.stage !== undefined)) {
          keepKeysOpenness(kind, id);
        }
        return n;
      })();
      return changed > 0 ? get(kind, id) : undefined;
    },

    /**
     * Deletes the lead with its notifications, notes and attachments (lead-dependents.ts); the
     * attachments' files once the rows are gone.
     */
    remove(kind: LeadKind, id: string): boolean {
      const table = leadTable(kind);
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

    /** Stops the search thread; called on shutdown (the writer is closed by its owner). */
    async close() {
      await search.close();
    },
  };
}

export type LeadsRepository = ReturnType<typeof createLeadsRepository>;
