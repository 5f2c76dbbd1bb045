import { and, asc, eq, ne, sql } from 'drizzle-orm';
import {
  ATTENDANCE,
  HOLDS_SEAT,
  type Attendance,
  type AttendanceCounts,
} from '@shared/schemas/events';
import type { DatabaseHandle } from '../db/connection';
import { eventLinks, eventRegistrations } from '../db/schema';

/** One person on an event's list (spam is not: it waits in the inbox's Spam view). */
export interface AttendeeRow {
  id: string;
  reference: string;
  name: string;
  email: string;
  company: string | null;
  status: Attendance;
  created_at: string;
}

/** A change of one registration's status, and whom the seat it freed went to. */
export interface AttendanceChange {
  before: Attendance;
  after: Attendance;
  /** The waitlisted registrations that took the seats freed, oldest first. */
  movedUp: string[];
}

const r = eventRegistrations;
const notSpam = ne(r.status, 'spam');

/**
 * The registrations of an event as sales work them (shared/schemas/events.ts): the list and the
 * count of each status, a status changed with the waiting list moving up in the same immediate
 * transaction (so a seat freed is never given twice, nor beyond the capacity), the link to join,
 * and the reminders queued as outbox rows. Every read goes through the index by event and status.
 */
export function createEventRegistrationsRepository(db: DatabaseHandle, now: () => number) {
  const { orm, sqlite } = db;
  const stamp = () => new Date(now()).toISOString();
  const queue = sqlite.prepare(
    `INSERT INTO notification_outbox (lead_kind, lead_id, channel, next_attempt_at, created_at) ` +
      `SELECT 'registration', id, 'reminder', ?, ? FROM event_registrations WHERE event_id = ? ` +
      `AND attendance = 'registered' AND status <> 'spam' AND created_at < ? ` +
      `ORDER BY created_at ON CONFLICT DO NOTHING`,
  );

  /** Seats held, counted to `capacity` at most. */
  function held(eventId: number, capacity: number): number {
    const row = sqlite
      .prepare(
        `SELECT count(*) AS n FROM (SELECT 1 FROM event_registrations WHERE event_id = ? AND ` +
          `attendance IN (${HOLDS_SEAT.map(() => '?').join(', ')}) AND status <> 'spam' LIMIT ?)`,
      )
      .get(eventId, ...HOLDS_SEAT, capacity) as { n: number };
    return row.n;
  }

  /**
   * Gives free seats to the waiting list, oldest first; the ids moved up. In a transaction.
   * `except`: one just moved to the waiting list, who does not take back the seat they gave up.
   */
  function fillSeats(eventId: number, capacity: number | null, except?: string): string[] {
    const waiting = and(
      eq(r.event_id, eventId),
      eq(r.attendance, 'waitlisted'),
      notSpam,
      except === undefined ? undefined : ne(r.id, except),
    );
    const free = capacity === null ? Number.MAX_SAFE_INTEGER : capacity - held(eventId, capacity);
    if (free <= 0) return [];
    const ids = orm
      .select({ id: r.id })
      .from(r)
      .where(waiting)
      .orderBy(asc(r.created_at), sql`${r}.rowid`)
      .limit(Math.min(free, 10_000))
      .all()
      .map((row) => row.id);
    for (const id of ids) {
      orm
        .update(r)
        .set({ attendance: 'registered', updated_at: stamp() })
        .where(eq(r.id, id))
        .run();
    }
    return ids;
  }

  return {
    counts(eventId: number): AttendanceCounts {
      const rows = orm
        .select({ status: r.attendance, n: sql<number>`count(*)` })
        .from(r)
        .where(and(eq(r.event_id, eventId), notSpam))
        .groupBy(r.attendance)
        .all();
      const counts = Object.fromEntries(ATTENDANCE.map((s) => [s, 0])) as AttendanceCounts;
      for (const row of rows) if (row.status in counts) counts[row.status as Attendance] = row.n;
      return counts;
    },

    /** Everyone registered for the event, in the order they came. */
    attendees(eventId: number): AttendeeRow[] {
      return orm
        .select({
          id: r.id,
          // Never null since migration 0015 numbered every lead.
          reference: sql<string>`coalesce(${r.reference}, '')`,
          name: r.name,
          email: r.email,
          company: r.company,
          status: sql<Attendance>`${r.attendance}`,
          created_at: r.created_at,
        })
        .from(r)
        .where(and(eq(r.event_id, eventId), notSpam))
        .orderBy(asc(r.created_at), sql`${r}.rowid`)
        .all();
    },

    /** The seats each event holds, to `capacities[id]` at most (publishing checks a capacity). */
    seatsHeld(eventId: number, capacity: number): number {
      return held(eventId, capacity);
    },

    /**
     * Sets one registration's status; a seat it gives up goes to the waiting list at once
     * (`capacity`: the event's now; null gives every waiting person a seat). Undefined when the
     * event has no such registration.
     */
    setAttendance(
      eventId: number,
      id: string,
      status: Attendance,
      capacity: number | null,
      { fill }: { fill: boolean },
    ): AttendanceChange | undefined {
      return sqlite
        .transaction(() => {
          const row = orm
            .select({ attendance: r.attendance })
            .from(r)
            .where(and(eq(r.id, id), eq(r.event_id, eventId), notSpam))
            .get();
          if (!row) return undefined;
          const before = row.attendance as Attendance;
          orm.update(r).set({ attendance: status, updated_at: stamp() }).where(eq(r.id, id)).run();
          const freed = HOLDS_SEAT.includes(before) && !HOLDS_SEAT.includes(status);
          const movedUp = freed && fill ? fillSeats(eventId, capacity, id) : [];
          return { before, after: status, movedUp };
        })
        .immediate();
    },

    /** Seats freed another way (a deletion, more seats published) go to the waiting list. */
    fillSeats(eventId: number, capacity: number | null): string[] {
      return sqlite.transaction(() => fillSeats(eventId, capacity)).immediate();
    },

    link(eventId: number): string | null {
      return (
        orm
          .select({ link: eventLinks.online_link })
          .from(eventLinks)
          .where(eq(eventLinks.event_id, eventId))
          .get()?.link ?? null
      );
    },

    setLink(eventId: number, link: string | null, by: string | null): void {
      if (link === null) {
        orm.delete(eventLinks).where(eq(eventLinks.event_id, eventId)).run();
        return;
      }
      const values = { online_link: link, updated_at: stamp(), updated_by: by };
      orm
        .insert(eventLinks)
        .values({ event_id: eventId, ...values })
        .onConflictDoUpdate({ target: eventLinks.event_id, set: values })
        .run();
    },

    /**
     * Queues the reminder of each person holding a seat who registered before `before` (ISO),
     * once: one outbox row per registration and channel, so a second pass, or one after a
     * restart, adds nothing. The number queued.
     */
    queueReminders(eventId: number, before: string): number {
      const at = stamp();
      return queue.run(at, at, eventId, before).changes;
    },
  };
}

export type EventRegistrationsRepository = ReturnType<typeof createEventRegistrationsRepository>;
