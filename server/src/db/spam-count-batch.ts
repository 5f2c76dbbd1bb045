import type Database from 'better-sqlite3';
import { getTableName } from 'drizzle-orm';
import type { LeadKind } from '@shared/lead-kinds';
import { leadSpamNotStored } from './schema';

/**
 * A spam submission counted and not stored (decision 041): its kind and when it came. A job of
 * the lead writer, committed in the batch its 201 waits for, like a lead.
 */
export interface SpamCountJob {
  kind: 'spam_not_stored';
  lead_kind: LeadKind;
  /** ISO instant. */
  at: string;
}

/**
 * The quarter hour an ISO instant falls in, as `2026-12-07T10:15`: every time zone's offset is a
 * whole number of quarter hours, so the dashboard sums these into the firm's days as it sums the
 * leads (repositories/lead-stats-repository.ts).
 */
export function quarterHourOf(at: string): string {
  const minute = Math.floor(Number(at.slice(14, 16)) / 15) * 15;
  return `${at.slice(0, 14)}${String(minute).padStart(2, '0')}`;
}

/** Adds a batch's counted submissions: one upsert per kind and quarter hour in the batch. */
export function createSpamCount(
  sqlite: Database.Database,
): (jobs: readonly SpamCountJob[]) => void {
  const add = sqlite.prepare(
    `INSERT INTO "${getTableName(leadSpamNotStored)}" (lead_kind, slot, count) VALUES (?, ?, ?)
     ON CONFLICT (lead_kind, slot) DO UPDATE SET count = count + excluded.count`,
  );
  return (jobs) => {
    const counts = new Map<string, { kind: LeadKind; slot: string; n: number }>();
    for (const job of jobs) {
      const slot = quarterHourOf(job.at);
      const key = `${job.lead_kind} ${slot}`;
      const entry = counts.get(key);
      if (entry) entry.n += 1;
      else counts.set(key, { kind: job.lead_kind, slot, n: 1 });
    }
    for (const { kind, slot, n } of counts.values()) add.run(kind, slot, n);
  };
}
