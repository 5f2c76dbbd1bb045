import { setImmediate as nextTurn } from 'node:timers/promises';
import { ANALYTICS_LABELS } from '@shared/schemas/analytics';
import type { DatabaseHandle } from '../db/connection';
import type { DownloadCountValues, PageViewValues } from '../db/page-view-batch';
import {
  literal,
  rawPageDays,
  rawVisitorDays,
  rawVisitSourceDays,
  ROLLED_THROUGH,
} from './analytics-sql';
import type { LeadWriter } from './lead-writer';

/** How long a view waits in memory before the writer gets it, and how many wait at most. */
const FLUSH_MS = 1000;
const MAX_WAITING = 2000;
/**
 * A day's rollup keeps its most frequent sources (by first page, source, medium and campaign);
 * the rest is one "(other)" row per first page. Made-up referrers or utm_* values cannot grow
 * the rollups, which are kept for good, faster than this per day.
 */
export const MAX_SOURCE_ROWS_PER_DAY = 500;
/** Raw views deleted per transaction: a day of a busy site goes in short steps. */
const PURGE_STEP = 5000;

/**
 * The page views: gathered in memory and handed to the lead writer once a second (or every
 * MAX_WAITING views) as one job, which it commits in its next batch (db/page-view-batch.ts):
 * never a write per request. A view not yet written when the process dies is lost, as counting
 * may; nothing else waits on it. Then the daily rollup of the days that are over, and the
 * deletion of raw views after their retention (services/analytics/analytics-upkeep.ts).
 */
export function createPageViewsRepository(
  db: DatabaseHandle,
  writer: LeadWriter,
  onError: (error: unknown) => void,
) {
  const { sqlite } = db;
  let waiting: PageViewValues[] = [];
  /** Downloads counted since the last write, by their row's key. */
  let downloads = new Map<string, DownloadCountValues>();
  let timer: NodeJS.Timeout | undefined;
  const inFlight = new Set<Promise<void>>();

  function write(): Promise<void> {
    clearTimeout(timer);
    timer = undefined;
    if (waiting.length === 0 && downloads.size === 0) return Promise.resolve();
    const views = waiting;
    const counted = [...downloads.values()];
    waiting = [];
    downloads = new Map();
    const job = { kind: 'page_views' as const, views, downloads: counted };
    const done = writer.write(job).then(
      () => undefined,
      (error: unknown) => onError(error),
    );
    inFlight.add(done);
    void done.finally(() => inFlight.delete(done));
    return done;
  }

  const rolledThrough = sqlite.prepare<[], string>(ROLLED_THROUGH).pluck();
  const daysToRoll = sqlite
    .prepare<[string, string], string>(
      'SELECT DISTINCT day FROM page_views WHERE day > ? AND day < ? ORDER BY day',
    )
    .pluck();
  const rollPages = sqlite.prepare(
    `INSERT INTO page_view_days (day, path, views, visitors, entries) ${rawPageDays('day = ?')}`,
  );
  const rollVisitors = sqlite.prepare(
    `INSERT INTO visitor_days (day, device, visitors, visits, pageviews)
      ${rawVisitorDays('day = ?')}`,
  );
  const kept = (column: string, otherwise: string) =>
    `CASE WHEN rank <= ${MAX_SOURCE_ROWS_PER_DAY} THEN ${column} ELSE ${otherwise} END`;
  const rollSources = sqlite.prepare(
    `INSERT INTO visit_source_days (day, landing_page, source, medium, campaign, visits)
      SELECT day, landing_page, ${kept('source', literal(ANALYTICS_LABELS.other))},
        ${kept('medium', "''")}, ${kept('campaign', "''")}, sum(visits)
      FROM (SELECT *, row_number() OVER (
          ORDER BY visits DESC, source, medium, campaign, landing_page) AS rank
        FROM (${rawVisitSourceDays('day = ?')}))
      GROUP BY 1, 2, 3, 4, 5`,
  );
  const rollDay = sqlite.transaction((day: string) => {
    rollPages.run(day);
    rollVisitors.run(day);
    rollSources.run(day);
  });
  // A rolled-up day's rows keep no visitor key: nothing reads it after the rollup, and with it a
  // lead's visit (its landing page and time) would join back to that person's every page.
  const keyedIds = sqlite
    .prepare<[string, number, number], number>(
      "SELECT id FROM page_views WHERE day = ? AND id > ? AND visitor <> '' ORDER BY id LIMIT ?",
    )
    .pluck();
  const forgetStep = sqlite.prepare<[string, number, number]>(
    "UPDATE page_views SET visitor = '' WHERE day = ? AND id BETWEEN ? AND ?",
  );
  const purgeStep = sqlite.prepare<[string, number]>(
    `DELETE FROM page_views WHERE id IN (SELECT id FROM page_views
      WHERE day < ? AND day <= (${ROLLED_THROUGH}) LIMIT ?)`,
  );

  return {
    /** Keeps a view for the next write. */
    record(view: PageViewValues): void {
      waiting.push(view);
      if (waiting.length >= MAX_WAITING) void write();
      else if (!timer) {
        timer = setTimeout(() => void write(), FLUSH_MS);
        timer.unref();
      }
    },

    /**
     * Counts a download for the next write: `row` without its count (services/analytics). Rows
     * of one key are added up here, so a burst costs the writer one statement per key.
     */
    countDownload(row: DownloadCountValues): void {
      const key = JSON.stringify(row.slice(0, 6));
      const known = downloads.get(key);
      if (known) known[6] += row[6];
      else downloads.set(key, row);
      if (!timer) {
        timer = setTimeout(() => void write(), FLUSH_MS);
        timer.unref();
      }
    },

    /** Writes every view kept so far; resolves once they are committed (or failed). */
    async flush(): Promise<void> {
      void write();
      await Promise.all(inFlight);
    },

    /**
     * Rolls up each day with raw views after the newest day rolled up and before `before`
     * (YYYY-MM-DD), oldest first, each in one transaction; the days rolled up.
     */
    rollUp(before: string): string[] {
      const days = daysToRoll.all(rolledThrough.get()!, before);
      for (const day of days) rollDay(day);
      return days;
    },

    /** Drops the visitor keys of the raw views of `days` (rolled up), in short steps; how many. */
    async forgetVisitors(days: readonly string[]): Promise<number> {
      let forgotten = 0;
      for (const day of days) {
        for (let after = 0; ;) {
          const ids = keyedIds.all(day, after, PURGE_STEP);
          if (ids.length === 0) break;
          after = ids[ids.length - 1]!;
          forgotten += forgetStep.run(day, ids[0]!, after).changes;
          await nextTurn(); // the event loop serves requests between two steps
        }
      }
      return forgotten;
    },

    /** Deletes the raw views of days before `before` that are rolled up; how many. */
    async purge(before: string): Promise<number> {
      let deleted = 0;
      for (;;) {
        const { changes } = purgeStep.run(before, PURGE_STEP);
        deleted += changes;
        if (changes < PURGE_STEP) return deleted;
        await nextTurn(); // the event loop serves requests between two steps
      }
    },
  };
}

export type PageViewsRepository = ReturnType<typeof createPageViewsRepository>;
