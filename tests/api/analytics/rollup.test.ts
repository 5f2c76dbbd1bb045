import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MAX_SOURCE_ROWS_PER_DAY } from '../../../server/src/repositories/page-views-repository';
import type { TestApp } from '../helpers';
import { createSiteApp, IPHONE, navigateTo, openPage, reportOf } from './site';

const count = (app: TestApp, sql: string) => (app.db.sqlite.prepare(sql).get() as { n: number }).n;

describe('raw views are rolled up per day, page and source, and deleted after retention', () => {
  let site: Awaited<ReturnType<typeof createSiteApp>>;
  beforeEach(async () => {
    site = await createSiteApp({ analytics: { enabled: true, retentionDays: 30 } });
  });
  afterEach(() => site.close());

  /** A day of traffic: several visitors, sources, devices, pages within the site. */
  async function aDayOfVisits(app: TestApp) {
    await openPage(app, '/services/wireless?utm_source=linkedin&utm_campaign=launch', {
      ip: '203.0.113.1',
    });
    await navigateTo(app, '/quote', { ip: '203.0.113.1' });
    await openPage(app, '/blog/first-post', {
      ip: '203.0.113.2',
      ua: IPHONE,
      headers: { referer: 'https://duckduckgo.com/' },
    });
    await navigateTo(app, '/', { ip: '203.0.113.2', ua: IPHONE });
    await navigateTo(app, '/services/wireless', { ip: '203.0.113.2', ua: IPHONE });
    await openPage(app, '/', { ip: '203.0.113.3' });
    await openPage(app, '/no-such-page', { ip: '203.0.113.3' });
  }

  it('keeps every figure of a day once its raw views are gone', async () => {
    const { app, clock } = site;
    await aDayOfVisits(app);
    const before = await reportOf(app);
    expect(before).toMatchObject({ visitors: 3, visits: 3, pageviews: 7 });

    // The next morning: the day is rolled up, its raw views kept (still within 30 days).
    clock.advance(18 * 3600_000);
    expect((await app.analytics.upkeep()).rolled).toEqual(['2030-01-01']);
    expect(count(app, 'SELECT count(*) AS n FROM page_views')).toBe(7);
    expect(await reportOf(app)).toEqual(before);

    // 31 days later the raw views are deleted; the rollups answer alone, the same.
    clock.advance(31 * 24 * 3600_000);
    expect(await app.analytics.upkeep()).toEqual({ rolled: [], purged: 7 });
    expect(count(app, 'SELECT count(*) AS n FROM page_views')).toBe(0);
    expect(await reportOf(app)).toEqual(before);
    expect(await reportOf(app, '2029-12-01', '2030-02-01')).toMatchObject({
      visitors: 3,
      visits: 3,
      pageviews: 7,
    });
  });

  it('rolls up no day that is not over, nor one that ended minutes ago', async () => {
    const { app, clock } = site;
    await aDayOfVisits(app);
    expect((await app.analytics.upkeep()).rolled).toEqual([]);
    clock.advance(15 * 3600_000 + 5 * 60_000); // 00:05 the next day
    await openPage(app, '/');
    expect((await app.analytics.upkeep()).rolled).toEqual([]);
    clock.advance(10 * 60_000);
    expect((await app.analytics.upkeep()).rolled).toEqual(['2030-01-01']);
    // Today's view is read from the raw views beside yesterday's rollup.
    const both = await reportOf(app, '2030-01-01', '2030-01-02');
    expect(both.days.map((d) => d.pageviews)).toEqual([7, 1]);
  });

  it('keeps a day’s rollup of sources small however many made-up sources arrive', async () => {
    const { app, clock } = site;
    const flood = MAX_SOURCE_ROWS_PER_DAY + 150;
    for (let i = 0; i < flood; i++) {
      await openPage(app, `/?utm_source=made-up-${i}`, { ip: `10.0.${i >> 8}.${i & 255}` });
    }
    await openPage(app, '/?utm_source=newsletter', { ip: '203.0.113.9' });
    await openPage(app, '/?utm_source=newsletter', { ip: '203.0.113.10' });
    const before = await reportOf(app);
    clock.advance(24 * 3600_000);
    await app.analytics.upkeep();
    const rows = count(app, 'SELECT count(*) AS n FROM visit_source_days');
    expect(rows).toBeLessThanOrEqual(MAX_SOURCE_ROWS_PER_DAY + 1);
    const after = await reportOf(app);
    expect(after.visits).toBe(before.visits);
    // The most frequent source keeps its row; the rest of the flood is one "(other)".
    const row = (source: string) => after.sources!.find((s) => s.source === source);
    expect(row('newsletter')).toMatchObject({ visits: 2 });
    expect(row('(other)')).toMatchObject({ visits: flood + 1 - MAX_SOURCE_ROWS_PER_DAY });
  });
});
