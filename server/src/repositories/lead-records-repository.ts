import { and, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/connection';
import { leadNotes, notificationOutbox } from '../db/schema';
import type { LeadKind } from '@shared/schemas/leads';
import { deleteLeadDependents } from './lead-dependents';
import { leadTables } from './lead-query';

const KINDS = ['contact', 'quote'] as const;

export interface DeletedCounts {
  contact_submissions: number;
  quote_requests: number;
  notifications: number;
}

/**
 * Leads as personal data: deleting them in bulk (retention) and finding or erasing everything
 * stored under one e-mail address (data-subject requests). A lead's outbox rows go with it in
 * the same transaction (the outbox has no foreign key); the full-text index follows by trigger.
 */
export function createLeadRecordsRepository(db: DatabaseHandle) {
  const { orm } = db;
  const table = (kind: LeadKind) => leadTables[kind] as (typeof leadTables)['contact'];
  // E-mail addresses are stored as typed: compared without case, as mail systems do.
  const byEmail = (kind: LeadKind, email: string) =>
    sql`lower(${table(kind).email}) = lower(${email})`;

  /** Deletes the leads matching `where` per kind, with their outbox rows; one transaction. */
  function deleteWhere(where: (kind: LeadKind) => SQL | undefined): DeletedCounts {
    return db.sqlite.transaction(() => {
      const counts: DeletedCounts = { contact_submissions: 0, quote_requests: 0, notifications: 0 };
      for (const kind of KINDS) {
        const t = table(kind);
        const ids = orm.select({ id: t.id }).from(t).where(where(kind));
        counts.notifications += deleteLeadDependents(db, kind, ids).notifications;
        const deleted = orm.delete(t).where(where(kind)).run().changes;
        if (kind === 'contact') counts.contact_submissions = deleted;
        else counts.quote_requests = deleted;
      }
      return counts;
    })();
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
      // The rows of a lead-keyed table (no foreign key) that belong to these leads.
      const ofLeads = <T extends typeof notificationOutbox | typeof leadNotes>(
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
      const contactIds = contact.map((l) => l.id);
      const quoteIds = quote.map((l) => l.id);
      return {
        contact_submissions: contact,
        quote_requests: quote,
        notifications: [
          ...ofLeads(notificationOutbox, 'contact', contactIds),
          ...ofLeads(notificationOutbox, 'quote', quoteIds),
        ],
        notes: [
          ...ofLeads(leadNotes, 'contact', contactIds),
          ...ofLeads(leadNotes, 'quote', quoteIds),
        ],
      };
    },

    eraseByEmail(email: string): DeletedCounts {
      return deleteWhere((kind) => byEmail(kind, email));
    },
  };
}

export type LeadRecordsRepository = ReturnType<typeof createLeadRecordsRepository>;
