import type Database from 'better-sqlite3';
import type { LeadKind } from '@shared/lead-kinds';
import { createSeatRule } from './event-seats';

/** A job of the lead writer, as a rule reads and decides it. */
interface RuledJob {
  values: never;
  /** What the rule decided, for its 201 (`status`). */
  outcome?: string;
}

/**
 * What a kind decides about its new leads where they are written, inside the batch's
 * transaction, from what is already stored (before their rows are inserted): an event
 * registration's seat. Most kinds decide nothing.
 */
export const LEAD_WRITE_RULES: Partial<
  Record<LeadKind, (sqlite: Database.Database) => (jobs: readonly RuledJob[]) => void>
> = {
  registration: createSeatRule as never,
};
