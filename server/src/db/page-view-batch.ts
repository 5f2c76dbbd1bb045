import type Database from 'better-sqlite3';
import type { Device } from '@shared/schemas/analytics';
import { multiRowInsert, type Columns } from './lead-write-batch';
import { pageViews } from './schema';

/**
 * A page view as the writer stores it: a tuple, not an object, since a second's worth of them
 * crosses to the writer's thread in one message (structured clone copies every key of an object).
 */
export type PageViewValues = [
  day: string,
  /** Epoch ms: made an ISO time here, on the writer's thread, not on every page served. */
  at: number,
  path: string,
  visitor: string,
  entry: 0 | 1,
  referrer_host: string | null,
  utm_source: string | null,
  utm_medium: string | null,
  utm_campaign: string | null,
  device: Device,
];

/**
 * The views the main thread gathered since its last flush (repositories/page-views-repository.ts),
 * written as ONE job of the lead writer: in the same batches and transactions as the leads, on
 * its thread, never a write per request (docs/decisions/036).
 */
export interface PageViewsJob {
  kind: 'page_views';
  views: PageViewValues[];
  /** The downloads counted meanwhile, added to their day's totals. */
  downloads?: DownloadCountValues[];
}

/** Downloads of a file on a day from one source, as the writer adds them to download_days. */
export type DownloadCountValues = [
  day: string,
  file: string,
  document: number,
  source: string,
  medium: string,
  campaign: string,
  downloads: number,
];

const COLUMNS: Columns<typeof pageViews, PageViewValues> = {
  day: (v) => v[0],
  at: (v) => new Date(v[1]).toISOString(),
  path: (v) => v[2],
  visitor: (v) => v[3],
  entry: (v) => v[4],
  referrer_host: (v) => v[5],
  utm_source: (v) => v[6],
  utm_medium: (v) => v[7],
  utm_campaign: (v) => v[8],
  device: (v) => v[9],
};

/**
 * Inserts page views inside the writer's batch transaction (multi-row INSERTs) and adds the
 * downloads to their totals.
 */
export function createPageViewInsert(sqlite: Database.Database): (job: PageViewsJob) => void {
  const insert = multiRowInsert(sqlite, pageViews, COLUMNS);
  const addDownloads = sqlite.prepare<DownloadCountValues>(
    `INSERT INTO download_days (day, file, document, source, medium, campaign, downloads)
      VALUES (?, ?, ?, ?, ?, ?, ?)
      ON CONFLICT (day, file, document, source, medium, campaign)
      DO UPDATE SET downloads = downloads + excluded.downloads`,
  );
  return (job) => {
    insert(job.views);
    for (const row of job.downloads ?? []) addDownloads.run(...row);
  };
}
