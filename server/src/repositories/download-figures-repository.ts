import { getTableName } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/connection';
import { leadTable } from '../db/lead-tables';
import { rawPageDays, ROLLED_THROUGH } from './analytics-sql';

/** Days of a report (local, both included), and the same range as instants for the leads. */
interface Range {
  from: string;
  to: string;
}
interface Instants {
  fromIso: string;
  beforeIso: string;
}

export interface ByDocument {
  document: number;
  count: number;
}
export interface DownloadSource {
  source: string;
  medium: string;
  campaign: string;
  downloads: number;
}

const MAX_SOURCES = 100;

/**
 * The figures of the downloads (docs/decisions/050): views of their pages (the rollups up to the
 * newest day rolled up, the raw views after it, as the analytics report reads them), downloads
 * of their files (download_days), requests for them and the quote requests that followed.
 */
export function createDownloadFiguresRepository(db: DatabaseHandle) {
  const { sqlite } = db;
  const downloads = getTableName(leadTable('download'));
  const quotes = getTableName(leadTable('quote'));

  const views = sqlite.prepare<Range & { prefix: string }, { path: string; views: number }>(
    `SELECT path, sum(views) AS views FROM (
        SELECT path, views FROM page_view_days
          WHERE day BETWEEN :from AND :to AND day <= (${ROLLED_THROUGH})
        UNION ALL
        SELECT path, views FROM (${rawPageDays(
          `day BETWEEN :from AND :to AND day > (${ROLLED_THROUGH})`,
        )})
      ) WHERE substr(path, 1, length(:prefix)) = :prefix GROUP BY path`,
  );
  const fetched = sqlite.prepare<Range, ByDocument>(
    `SELECT document, sum(downloads) AS count FROM download_days
      WHERE day BETWEEN :from AND :to GROUP BY document`,
  );
  const sources = sqlite.prepare<Range, DownloadSource>(
    `SELECT source, medium, campaign, sum(downloads) AS downloads FROM download_days
      WHERE day BETWEEN :from AND :to AND document <> 0
      GROUP BY 1, 2, 3 ORDER BY 4 DESC, 1, 2, 3 LIMIT ${MAX_SOURCES}`,
  );
  const requests = sqlite.prepare<Instants, ByDocument>(
    `SELECT download_id AS document, count(*) AS count FROM "${downloads}"
      WHERE created_at >= :fromIso AND created_at < :beforeIso AND status <> 'spam'
      GROUP BY download_id`,
  );
  // The quote requests by the address of a request, within the window after it: through the
  // duplicate linker's keys (lower-cased addresses, indexed by kind, address and time).
  const influenced = sqlite.prepare<Instants & { window: string }, ByDocument>(
    `SELECT d.download_id AS document, count(DISTINCT k.lead_id) AS count
      FROM "${downloads}" d
      JOIN lead_match_keys k ON k.lead_kind = 'quote' AND k.email = lower(trim(d.email))
        AND k.created_at >= d.created_at
        AND k.created_at <= strftime('%Y-%m-%dT%H:%M:%fZ', d.created_at, :window)
      JOIN "${quotes}" q ON q.id = k.lead_id AND q.status <> 'spam'
      WHERE d.created_at >= :fromIso AND d.created_at < :beforeIso AND d.status <> 'spam'
      GROUP BY d.download_id`,
  );

  return {
    /** Views of each page under `prefix` (/downloads/) in the range, by path. */
    views: (range: Range, prefix: string) => views.all({ ...range, prefix }),
    /** Downloads of each document's file in the range (0: files of no document). */
    downloads: (range: Range) => fetched.all(range),
    /** Downloads of the documents by the source of their visits. */
    sources: (range: Range) => sources.all(range),
    /** Requests for each document sent in the range. */
    requests: (instants: Instants) => requests.all(instants),
    /** Quote requests within `days` after a request sent in the range, by document. */
    influenced: (instants: Instants, days: number) =>
      influenced.all({ ...instants, window: `+${Math.trunc(days)} days` }),
  };
}

export type DownloadFiguresRepository = ReturnType<typeof createDownloadFiguresRepository>;
