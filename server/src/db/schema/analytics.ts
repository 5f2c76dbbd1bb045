// The site's own analytics (docs/decisions/036-first-party-analytics.md): page views as the
// server counted them, kept ANALYTICS_RETENTION_DAYS, and their daily rollups, kept for good.
import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { DEVICES } from '../../../../shared/schemas/analytics';

/**
 * One page served to a person: a document or a client-side navigation's data request. No
 * address, no User-Agent: `visitor` is a hash of both with a salt of the day that only the
 * server's memory ever held. The referring host and the utm_* values are those of a visit's
 * first page (`entry`), null on the pages after it.
 */
export const pageViews = sqliteTable(
  'page_views',
  {
    id: integer('id').primaryKey(),
    /** The local day (SITE_TIME_ZONE) the view belongs to; the visitor key is that day's. */
    day: text('day').notNull(),
    at: text('at').notNull(),
    /** A page of the site, or "(not found)". */
    path: text('path').notNull(),
    visitor: text('visitor').notNull(),
    /** 1 for the first page of a visit. */
    entry: integer('entry').notNull(),
    referrer_host: text('referrer_host'),
    utm_source: text('utm_source'),
    utm_medium: text('utm_medium'),
    utm_campaign: text('utm_campaign'),
    device: text('device', { enum: DEVICES }).notNull(),
  },
  (t) => [index('page_views_day_idx').on(t.day)],
);

/** Views of a page on a day: every day with raw views up to the newest one here is rolled up. */
export const pageViewDays = sqliteTable(
  'page_view_days',
  {
    day: text('day').notNull(),
    path: text('path').notNull(),
    views: integer('views').notNull(),
    visitors: integer('visitors').notNull(),
    /** Visits that started on the page. */
    entries: integer('entries').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.path] })],
);

/** Visits of a day by their first page and where they came from ('' for no medium, campaign). */
export const visitSourceDays = sqliteTable(
  'visit_source_days',
  {
    day: text('day').notNull(),
    landing_page: text('landing_page').notNull(),
    source: text('source').notNull(),
    medium: text('medium').notNull(),
    campaign: text('campaign').notNull(),
    visits: integer('visits').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.landing_page, t.source, t.medium, t.campaign] })],
);

/**
 * A day's totals by device. The visitor key includes the User-Agent, from which the device is
 * read, so a visitor has one device a day and the rows add up to the day's visitors.
 */
export const visitorDays = sqliteTable(
  'visitor_days',
  {
    day: text('day').notNull(),
    device: text('device', { enum: DEVICES }).notNull(),
    visitors: integer('visitors').notNull(),
    visits: integer('visits').notNull(),
    pageviews: integer('pageviews').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.device] })],
);

/**
 * Downloads of the content's files per day (docs/decisions/050): a file served whole to a person,
 * by the document of the downloads it is the file of (0: another file field's, a certificate) and
 * where the visit it was fetched in came from. Counted straight into these totals, no raw row: a
 * download names no visitor. A day's sources beyond the most frequent are "(other)".
 */
export const downloadDays = sqliteTable(
  'download_days',
  {
    day: text('day').notNull(),
    /** The stored file (`<hash>.<ext>`). */
    file: text('file').notNull(),
    document: integer('document').notNull(),
    source: text('source').notNull(),
    medium: text('medium').notNull(),
    campaign: text('campaign').notNull(),
    downloads: integer('downloads').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.file, t.document, t.source, t.medium, t.campaign] })],
);
