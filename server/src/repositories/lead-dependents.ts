import { and, eq, inArray, type SQLWrapper } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { LeadKind } from '@shared/schemas/leads';
import type { DatabaseHandle } from '../db/connection';
import { leadAttachments, leadMatchKeys, leadNotes, notificationOutbox } from '../db/schema';

/**
 * The rows that belong to a lead without a foreign key (a lead lives in one of several tables):
 * its notification outbox rows, its notes, its duplicate-check keys and its attachments' rows.
 * Every way a lead is deleted (one lead, retention, a data-subject erasure) deletes them here,
 * inside the caller's transaction; a new kind of dependent row is added to this one list. The
 * attachments' files are deleted by the caller once that transaction committed
 * (attachment-files.ts), with the ids this returns.
 */
const dependents = [
  { table: notificationOutbox, kind: notificationOutbox.lead_kind, id: notificationOutbox.lead_id },
  { table: leadNotes, kind: leadNotes.lead_kind, id: leadNotes.lead_id },
  { table: leadMatchKeys, kind: leadMatchKeys.lead_kind, id: leadMatchKeys.lead_id },
  { table: leadAttachments, kind: leadAttachments.lead_kind, id: leadAttachments.lead_id },
] as const;

/**
 * Deletes the dependent rows of the leads of `kind` whose ids are `ids` (one id, or a subquery
 * selecting them). Returns how many outbox rows went (the retention counts report them) and
 * the ids of the attachments whose files are to be deleted after the commit.
 */
export function deleteLeadDependents(
  db: DatabaseHandle,
  kind: LeadKind,
  ids: string | SQLWrapper,
): { notifications: number; attachmentIds: string[] } {
  let notifications = 0;
  let attachmentIds: string[] = [];
  for (const { table, kind: kindColumn, id } of dependents) {
    const matches =
      typeof ids === 'string' ? eq(id as SQLiteColumn, ids) : inArray(id as SQLiteColumn, ids);
    const where = and(eq(kindColumn as SQLiteColumn, kind), matches);
    if (table === leadAttachments) {
      attachmentIds = db.orm
        .delete(leadAttachments)
        .where(where)
        .returning({ id: leadAttachments.id })
        .all()
        .map((row) => row.id);
      continue;
    }
    const deleted = db.orm.delete(table).where(where).run().changes;
    if (table === notificationOutbox) notifications = deleted;
  }
  return { notifications, attachmentIds };
}
