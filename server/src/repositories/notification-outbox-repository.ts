import { and, asc, eq, gte, inArray, lte, min } from 'drizzle-orm';
import { LEAD_KINDS } from '@shared/lead-kinds';
import type { DatabaseHandle } from '../db/connection';
import { leadTable } from '../db/lead-tables';
import { notificationOutbox } from '../db/schema';

export type OutboxEntry = typeof notificationOutbox.$inferSelect;
type Channel = OutboxEntry['channel'];

/**
 * The worker's side of the notification outbox (one row per lead and channel, and the staff
 * mails). Lead rows are inserted by the leads repository's write batch (with their lead); here they are read when due and their
 * delivery recorded, and an admin may queue one again (`requeue`). Each update is its own small transaction: after a crash
 * the row is simply retried.
 */
export function createNotificationOutboxRepository(db: DatabaseHandle, now: () => number) {
  const { orm } = db;
  const stamp = () => new Date(now()).toISOString();
  const byId = (id: number) => eq(notificationOutbox.id, id);

  return {
    /**
     * The addresses acknowledged (queued, whatever became of it) since `since` (ISO), each with
     * when: the acknowledgement limit per recipient starts from them after a restart.
     */
    acknowledgedSince(since: string): { email: string; at: string }[] {
      return LEAD_KINDS.flatMap((kind) => {
        const table = leadTable(kind);
        return orm
          .select({ email: table.email, at: notificationOutbox.created_at })
          .from(notificationOutbox)
          .innerJoin(table, eq(table.id, notificationOutbox.lead_id))
          .where(
            and(
              eq(notificationOutbox.channel, 'acknowledgement'),
              eq(notificationOutbox.lead_kind, kind),
              gte(notificationOutbox.created_at, since),
            ),
          )
          .all();
      });
    },

    /** Pending rows of the given channels whose time has come, oldest first. */
    due(limit: number, channels: readonly Channel[]): OutboxEntry[] {
      return orm
        .select()
        .from(notificationOutbox)
        .where(
          and(
            eq(notificationOutbox.status, 'pending'),
            lte(notificationOutbox.next_attempt_at, stamp()),
            inArray(notificationOutbox.channel, [...channels]),
          ),
        )
        .orderBy(asc(notificationOutbox.next_attempt_at), asc(notificationOutbox.id))
        .limit(limit)
        .all();
    },

    /** When the earliest pending row of the channels becomes due (ms since epoch), or null. */
    nextDueAt(channels: readonly Channel[]): number | null {
      const row = orm
        .select({ at: min(notificationOutbox.next_attempt_at) })
        .from(notificationOutbox)
        .where(
          and(
            eq(notificationOutbox.status, 'pending'),
            inArray(notificationOutbox.channel, [...channels]),
          ),
        )
        .get();
      const at = row?.at ? Date.parse(row.at) : NaN;
      return Number.isFinite(at) ? at : null;
    },

    markSent(id: number, attempts: number): void {
      orm
        .update(notificationOutbox)
        .set({ status: 'sent', attempts, sent_at: stamp(), last_error: null })
        .where(byId(id))
        .run();
    },

    /** A failed attempt: try again at `retryAt`, or give up (status failed) when it is null. */
    markAttemptFailed(id: number, attempts: number, error: string, retryAt: number | null): void {
      orm
        .update(notificationOutbox)
        .set(
          retryAt === null
            ? { status: 'failed', attempts, last_error: error }
            : { attempts, last_error: error, next_attempt_at: new Date(retryAt).toISOString() },
        )
        .where(byId(id))
        .run();
    },

    /**
     * Queues the lead's notification on `channel` again, due now with a fresh retry budget: after
     * it failed for good, or to send it once more. Creates the row for a lead that arrived while
     * the channel was off.
     */
    requeue(leadKind: OutboxEntry['lead_kind'], leadId: string, channel: Channel): void {
      const at = stamp();
      const again = {
        status: 'pending',
        attempts: 0,
        next_attempt_at: at,
        last_error: null,
        sent_at: null,
      } as const;
      orm
        .insert(notificationOutbox)
        .values({ lead_kind: leadKind, lead_id: leadId, channel, created_at: at, ...again })
        .onConflictDoUpdate({
          target: [
            notificationOutbox.lead_kind,
            notificationOutbox.lead_id,
            notificationOutbox.channel,
          ],
          set: again,
        })
        .run();
    },

    /**
     * Queues mails to people of the firm (channel `staff`: a review asked for or answered), due
     * now, in one transaction; the worker sends them with the leads' retries.
     */
    queueStaff(mails: readonly { to: string; subject: string; text: string }[]): void {
      if (mails.length === 0) return;
      const at = stamp();
      orm
        .insert(notificationOutbox)
        .values(
          mails.map((mail) => ({
            channel: 'staff' as const,
            recipient: mail.to,
            subject: mail.subject,
            body: mail.text,
            next_attempt_at: at,
            created_at: at,
          })),
        )
        .run();
    },

    /** For a row whose lead was deleted meanwhile: nothing left to send. */
    remove(id: number): void {
      orm.delete(notificationOutbox).where(byId(id)).run();
    },
  };
}

export type NotificationOutboxRepository = ReturnType<typeof createNotificationOutboxRepository>;
