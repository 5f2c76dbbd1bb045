import { ANALYTICS_LABELS } from '@shared/schemas/analytics';

// The aggregations of raw page views, written once: the daily rollup inserts their rows, and a
// report reads them straight from the raw views for the days not rolled up yet (today). Each
// takes a condition on `day` with its own parameters.

/** SQL text of a string literal. */
export const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

/**
 * Where a visit came from: its utm_source, else the referring host, else "(direct)". The same
 * rule for a visit's first view and for a lead's attribution (JSON), so the two meet in a row.
 */
export const sourceOf = (utmSource: string, referrerHost: string) =>
  `coalesce(${utmSource}, ${referrerHost}, ${literal(ANALYTICS_LABELS.direct)})`;

/** Views, visitors and visits started, per day and page. */
export const rawPageDays = (where: string) =>
  `SELECT day, path, count(*) AS views, count(DISTINCT visitor) AS visitors,
      sum(entry) AS entries
    FROM page_views WHERE ${where} GROUP BY day, path`;

/** Visits per day by first page, source, medium and campaign ('' for none). */
export const rawVisitSourceDays = (where: string) =>
  `SELECT day, path AS landing_page, ${sourceOf('utm_source', 'referrer_host')} AS source,
      coalesce(utm_medium, '') AS medium, coalesce(utm_campaign, '') AS campaign,
      count(*) AS visits
    FROM page_views WHERE entry = 1 AND (${where}) GROUP BY 1, 2, 3, 4, 5`;

/** Visitors, visits and views per day and device. */
export const rawVisitorDays = (where: string) =>
  `SELECT day, device, count(DISTINCT visitor) AS visitors, sum(entry) AS visits,
      count(*) AS pageviews
    FROM page_views WHERE ${where} GROUP BY day, device`;

/**
 * The newest day rolled up: every day up to it is read from the rollups, every later one from
 * the raw views. A day with views always leaves rows in visitor_days, so the newest day there
 * is the watermark (days without views have nothing to roll up).
 */
export const ROLLED_THROUGH = `SELECT coalesce(max(day), '') FROM visitor_days`;
