import type Database from 'better-sqlite3';
import { HOLDS_SEAT, type Attendance } from '@shared/schemas/events';

/** A new registration as the lead writer holds it (lead-write-batch.ts), as far as seats go. */
interface RegistrationJob {
  values: { status: string; event_id: number; event_capacity: number | null; attendance: string };
  /** What its 201 says: registered or waitlisted. */
  outcome?: string;
}

/**
 * Where each new registration stands: a seat while its event has one free, else the waiting
 * list (shared/lead-kinds/registration.ts). Decided in the lead writer's batch transaction, which
 * is BEGIN IMMEDIATE: no other write comes between the count and the insert, whether from this
 * process or another on the same file, so two people can never both take the last seat. The seats
 * held are counted through event_registrations_event_idx, at most `capacity` rows, and a batch's
 * own registrations are added as they are decided. Spam holds no seat (it is stored waitlisted)
 * but is answered as a person would be, so a bot learns nothing from the answer.
 */
export function createSeatRule(sqlite: Database.Database) {
  const statuses = HOLDS_SEAT.map(() => '?').join(', ');
  const held = sqlite
    .prepare(
      `SELECT count(*) FROM (SELECT 1 FROM "event_registrations" WHERE "event_id" = ? ` +
        `AND "attendance" IN (${statuses}) AND "status" <> 'spam' LIMIT ?)`,
    )
    .pluck();

  return function decideSeats(jobs: readonly RegistrationJob[]): void {
    const taken = new Map<number, number>();
    for (const job of jobs) {
      const { values } = job;
      const capacity = values.event_capacity;
      let outcome: Attendance = 'registered';
      if (capacity !== null) {
        const seats =
          taken.get(values.event_id) ??
          (held.get(values.event_id, ...HOLDS_SEAT, capacity) as number);
        const free = seats < capacity;
        if (!free) outcome = 'waitlisted';
        taken.set(values.event_id, free && values.status !== 'spam' ? seats + 1 : seats);
      }
      job.outcome = outcome;
      values.attendance = values.status === 'spam' ? 'waitlisted' : outcome;
    }
  };
}
