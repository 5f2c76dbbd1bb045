import { sql } from 'drizzle-orm';
import type { LeadKind } from '@shared/lead-kinds';
import type { DatabaseHandle } from '../db/connection';
import { leadTable } from '../db/lead-tables';
import { leadSpamNotStored } from '../db/schema';

export interface SlotCount {
  kind: LeadKind;
  /** Start of a quarter hour (UTC ISO instant). */
  slot: string;
  spam: boolean;
  n: number;
}

/**
 * Lead counts by quarter hour, for the dashboard's chart. SQLite knows no time zones, so the
 * database groups by quarter hour (every time zone's offset is a whole number of quarter hours)
 * and the service sums the quarters into the firm's local days: a few thousand rows at most for
 * 90 days, however many leads there are. The spam counted and not stored (decision 041) is kept
 * by quarter hour already, and counts as spam here.
 */
export function createLeadStatsRepository(db: DatabaseHandle) {
  return {
    /** The counts of the kinds asked for (those the caller sees). */
    countsByQuarterHour(
      kinds: readonly LeadKind[],
      fromIso: string,
      beforeIso: string,
    ): SlotCount[] {
      const rows: SlotCount[] = [];
      for (const kind of kinds) {
        const t = leadTable(kind);
        const slot = sql<string>`substr(${t.created_at}, 1, 14) || printf('%02d', cast(substr(${t.created_at}, 15, 2) as integer) / 15 * 15)`;
        const found = db.orm
          .select({ slot, spam: sql<number>`${t.status} = 'spam'`, n: sql<number>`count(*)` })
          .from(t)
          .where(sql`${t.created_at} >= ${fromIso} and ${t.created_at} < ${beforeIso}`)
          .groupBy(sql`1, 2`)
          .all();
        for (const r of found) {
          rows.push({ kind, slot: `${r.slot}:00.000Z`, spam: r.spam === 1, n: r.n });
        }
        const s = leadSpamNotStored;
        const counted = db.orm
          .select({ slot: s.slot, n: s.count })
          .from(s)
          .where(
            sql`${s.lead_kind} = ${kind} and ${s.slot} >= substr(${fromIso}, 1, 16) and ${s.slot} < substr(${beforeIso}, 1, 16)`,
          )
          .all();
        for (const r of counted) rows.push({ kind, slot: `${r.slot}:00.000Z`, spam: true, n: r.n });
      }
      return rows;
    },
  };
}

export type LeadStatsRepository = ReturnType<typeof createLeadStatsRepository>;
