import { and, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/connection';
import { leadAttachments, leadNotes, leadSpamNotStored, notificationOutbox } from '../db/schema';
import { LEAD_KIND_SPECS, LEAD_KINDS, type LeadKind } from '@shared/lead-kinds';
import type { LeadRecords } from '@shared/schemas/data-subject';
import { leadTable } from '../db/lead-tables';
import type { AttachmentFiles } from './attachment-files';
import { deleteLeadDependents } from './lead-dependents';

/** What a deletion took: the leads of each kind (under its records' name), outbox rows, files. */
export type DeletedCounts = Record<LeadRecords, number> & {
  notifications: number;
  attachments: number;
};

/** How many leads of every kind together. */
export function leadsIn(counts: Partial<Record<LeadRecords, number>>): number {
  return LEAD_KINDS.reduce((sum, kind) => sum + (counts[LEAD_KIND_SPECS[kind].records] ?? 0), 0);
}

/**
 * Leads as personal data: deleting them in bulk (retention) and finding or erasing everything
 * stored under one e-mail address (data-subject requests). A lead's outbox rows, notes and
 * attachment rows go with it in the same transaction (lead-dependents.ts), its attachments'
 * files right after the commit; the full-text index follows by trigger.
 */
export function createLeadRecordsRepository(db: DatabaseHandle, files: AttachmentFiles) {
  const { orm } = db;
  const table = leadTable;
  // E-mail addresses are stored as typed: compared without case, as mail systems do.
  const byEmail = (kind: LeadKind, email: string) =>
    sql`lower(${table(kind).email}) = lower(${email})`;

  /** Deletes the leads of `kinds` matching `where`, with their outbox rows; one transaction. */
  function deleteWhere(
    where: (kind: LeadKind) => SQL | undefined,
    kinds: readonly LeadKind[] = LEAD_KINDS,
  ): Partial<DeletedCounts> & Pick<DeletedCounts, 'notifications' | 'attachments'> {
    const gone: string[] = [];
    const counts = db.sqlite.transaction(() => {
      const counts: Partial<DeletedCounts> & Pick<DeletedCounts, 'notifications' | 'attachments'> =
        { notifications: 0, attachments: 0 };
      for (const kind of kinds) {
        const t = table(kind);
        const ids = orm.select({ id: t.id }).from(t).where(where(kind));
        const dependents = deleteLeadDependents(db, kind, ids);
        counts.notifications += dependents.notifications;
        counts.attachments += dependents.attachmentIds.length;
        gone.push(...dependents.attachmentIds);
        counts[LEAD_KIND_SPECS[kind].records] = orm.delete(t).where(where(kind)).run().changes;
      }
      return counts;
    })();
    // The rows are gone: their files follow (a crash here leaves them to the start's sweep).
    files.remove(gone);
    return counts;
  }

  return {
    /** Leads created before the instant (spam only, when asked), with their notifications. */
    deleteCreatedBefore(beforeIso: string, { spamOnly = false } = {}): DeletedCounts {
      // The spam counted and not stored (decision 041) goes with the spam of its quarter hours.
      orm
        .delete(leadSpamNotStored)
        .where(lt(leadSpamNotStored.slot, beforeIso.slice(0, 16)))
        .run();
      return deleteWhere((kind) => {
        const t = table(kind);
        return and(lt(t.created_at, beforeIso), spamOnly ? eq(t.status, 'spam') : undefined);
      }) as DeletedCounts;
    },

    /**
     * Every lead of `kinds` stored under the address, oldest first, under its kind's records'
     * name, and the outbox rows, notes and attachment rows that belong to them.
     */
    findByEmail(email: string, kinds: readonly LeadKind[] = LEAD_KINDS) {
      const found = kinds.map((kind) => ({
        kind,
        rows: orm
          .select()
          .from(table(kind))
          .where(byEmail(kind, email))
          .orderBy(table(kind).created_at)
          .all(),
      }));
      // The rows of a lead-keyed table (no foreign key) that belong to these leads.
      type Dependent = typeof notificationOutbox | typeof leadNotes | typeof leadAttachments;
      const ofLeads = (rows: Dependent) =>
        found.flatMap(({ kind, rows: leads }) =>
          leads.length === 0
            ? []
            : orm
                .select()
                .from(rows as typeof notificationOutbox)
                .where(
                  and(
                    eq((rows as typeof notificationOutbox).lead_kind, kind),
                    inArray(
                      (rows as typeof notificationOutbox).lead_id,
                      leads.map((lead) => lead.id),
                    ),
                  ),
                )
                .all(),
        );
      return {
        leads: Object.fromEntries(
          found.map(({ kind, rows }) => [LEAD_KIND_SPECS[kind].records, rows]),
        ) as Partial<Record<LeadRecords, Record<string, unknown>[]>>,
        notifications: ofLeads(notificationOutbox),
        notes: ofLeads(leadNotes),
        attachments: ofLeads(leadAttachments),
      };
    },

    /** Erases every lead of `kinds` stored under the address, with what belongs to them. */
    eraseByEmail(email: string, kinds: readonly LeadKind[] = LEAD_KINDS) {
      return deleteWhere((kind) => byEmail(kind, email), kinds);
    },
  };
}
export type LeadRecordsRepository = ReturnType<typeof createLeadRecordsRepository>;
