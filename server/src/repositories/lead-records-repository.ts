import { and, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/connection';
import { leadAttachments, leadNotes, notificationOutbox } from '../db/schema';
import { LEAD_KINDS, type LeadKind } from '@shared/schemas/leads';
import type { AttachmentFiles } from './attachment-files';
import { deleteLeadDependents } from './lead-dependents';
import { leadTables } from './lead-query';

export interface DeletedCounts {
  contact_submissions: number;
  quote_requests: number;
  job_applications: number;
  notifications: number;
  attachments: number;
}

/** The count of each kind's table in DeletedCounts. */
const COUNTED = {
  contact: 'contact_submissions',
  quote: 'quote_requests',
  application: 'job_applications',
} as const satisfies Record<LeadKind, keyof DeletedCounts>;

/**
 * Leads as personal data: deleting them in bulk (retention) and finding or erasing everything
 * stored under one e-mail address (data-subject requests). A lead's outbox rows, notes and
 * attachment rows go with it in the same transaction (lead-dependents.ts), its attachments'
 * files right after the commit; the full-text index follows by trigger.
 */
export function createLeadRecordsRepository(db: DatabaseHandle, files: AttachmentFiles) {
  const { orm } = db;
  const table = (kind: LeadKind) => leadTables[kind] as (typeof leadTables)['contact'];
  // E-mail addresses are stored as typed: compared without case, as mail systems do.
  const byEmail = (kind: LeadKind, email: string) =>
    sql`lower(${table(kind).email}) = lower(${email})`;

  /** Deletes the leads matching `where` per kind, with their outbox rows; one transaction. */
  function deleteWhere(where: (kind: LeadKind) => SQL | undefined): DeletedCounts {
    const gone: string[] = [];
    const counts = db.sqlite.transaction(() => {
      const counts: DeletedCounts = {
        contact_submissions: 0,
        quote_requests: 0,
        job_applications: 0,
        notifications: 0,
        attachments: 0,
      };
      for (const kind of LEAD_KINDS) {
        const t = table(kind);
        const ids = orm.select({ id: t.id }).from(t).where(where(kind));
        const dependents = deleteLeadDependents(db, kind, ids);
        counts.notifications += dependents.notifications;
        counts.attachments += dependents.attachmentIds.length;
        gone.push(...dependents.attachmentIds);
        counts[COUNTED[kind]] = orm.delete(t).where(where(kind)).run().changes;
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
      return deleteWhere((kind) => {
        const t = table(kind);
        return and(lt(t.created_at, beforeIso), spamOnly ? eq(t.status, 'spam') : undefined);
      });
    },

    /** Every lead and outbox row stored under the address, oldest first. */
    findByEmail(email: string) {
      const leads = (kind: LeadKind) =>
        orm
          .select()
          .from(table(kind))
          .where(byEmail(kind, email))
          .orderBy(table(kind).created_at)
          .all();
      const contact = leads('contact');
      const quote = leads('quote');
      const application = leads('application');
      // The rows of a lead-keyed table (no foreign key) that belong to these leads.
      const ofLeads = <
        T extends typeof notificationOutbox | typeof leadNotes | typeof leadAttachments,
      >(
        rows: T,
        kind: LeadKind,
        ids: string[],
      ) =>
        ids.length === 0
          ? []
          : orm
              .select()
              .from(rows as typeof notificationOutbox)
              .where(
                and(
                  eq((rows as typeof notificationOutbox).lead_kind, kind),
                  inArray((rows as typeof notificationOutbox).lead_id, ids),
                ),
              )
              .all();
      const ids = {
        contact: contact.map((l) => l.id),
        quote: quote.map((l) => l.id),
        application: application.map((l) => l.id),
      };
      const ofAll = <
        T extends typeof notificationOutbox | typeof leadNotes | typeof leadAttachments,
      >(
        rows: T,
      ) => LEAD_KINDS.flatMap((kind) => ofLeads(rows, kind, ids[kind]));
      return {
        contact_submissions: contact,
        quote_requests: quote,
        job_applications: application,
        notifications: ofAll(notificationOutbox),
        notes: ofAll(leadNotes),
        attachments: ofAll(leadAttachments),
      };
    },

    eraseByEmail(email: string): DeletedCounts {
      return deleteWhere((kind) => byEmail(kind, email));
    },
  };
}

export type LeadRecordsRepository = ReturnType<typeof createLeadRecordsRepository>;
