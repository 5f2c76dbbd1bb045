import type Database from 'better-sqlite3';
import { LEAD_KIND_SPECS, type LeadKind } from '@shared/lead-kinds';

/**
 * A lead's human reference: its kind's letter, the year it arrived (UTC, the year of its
 * created_at) and its number in that kind and year, at least four digits: `Q-2026-0001`. The
 * letter is the kind's (shared/lead-kinds: `letter`).
 * Migration 0015 gave the leads stored before it theirs the same way.
 */
export function formatReference(kind: LeadKind, year: string, n: number): string {
  return `${LEAD_KIND_SPECS[kind].letter}-${year}-${String(n).padStart(4, '0')}`;
}

/** The year of a reference, from the lead's ISO created_at. */
export const referenceYear = (createdAt: string) => createdAt.slice(0, 4);

/**
 * Numbers the leads of one batch, inside the batch's transaction (db/lead-write-batch.ts): for
 * each kind and year in the batch, ONE upsert adds the batch's count to the counter and returns
 * the new last number, and the batch's leads take the numbers before it in their order. The
 * counter commits or rolls back with the leads (a batch retried one lead at a time numbers each
 * in its own savepoint), so numbers have no gaps and no repeats, and no lead costs a query of its
 * own.
 */
export function createReferenceNumbering(sqlite: Database.Database) {
  const take = sqlite
    .prepare(
      'INSERT INTO "lead_reference_counters" ("lead_kind", "year", "last") VALUES (?, ?, ?) ' +
        'ON CONFLICT ("lead_kind", "year") DO UPDATE SET "last" = "last" + excluded."last" ' +
        'RETURNING "last"',
    )
    .pluck();

  /** `references[i]` is given to the i-th lead; every lead here is of `kind`. */
  return function number(kind: LeadKind, createdAts: readonly string[]): string[] {
    const references = new Array<string>(createdAts.length);
    // Nearly always one year per batch; a batch across New Year has two.
    const years = new Map<string, number[]>();
    createdAts.forEach((at, i) => {
      const year = referenceYear(at);
      const positions = years.get(year);
      if (positions) positions.push(i);
      else years.set(year, [i]);
    });
    for (const [year, positions] of years) {
      const last = take.get(kind, year, positions.length) as number;
      let n = last - positions.length;
      for (const i of positions) references[i] = formatReference(kind, year, ++n);
    }
    return references;
  };
}
