import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LIMITS } from '../../../shared/vocabularies/limits';
import { defaultVisitLimits } from '../../../server/src/services/analytics/visits';
import { CHROME, createSiteApp, navigateTo, openPage, PAGES, rawViews, reportOf } from './site';

describe('what a visitor sends cannot grow or break the analytics', () => {
  let site: Awaited<ReturnType<typeof createSiteApp>>;
  beforeEach(async () => {
    site = await createSiteApp();
  });
  afterEach(() => site.close());

  it('counts an overlong or unknown address as the one "(not found)" page', async () => {
    const { app } = site;
    const res = await openPage(app, `/${'a'.repeat(8000)}`);
    expect(res.statusCode).toBe(404);
    await openPage(app, '/services/no-such-service');
    await navigateTo(app, '/no-such-page');
    await openPage(app, '/%E0%A4%A');
    const views = await rawViews(app);
    expect(views.map((v) => v.path)).toEqual(['(not found)', '(not found)', '(not found)']);
  });

  it('stores no more distinct paths than the site has pages, whatever the flood', async () => {
    const { app, clock } = site;
    for (let i = 0; i < 300; i++) {
      await openPage(app, `/flood/${i}/${Math.random()}`, { ip: `10.1.${i >> 8}.${i & 255}` });
    }
    for (const page of PAGES) await openPage(app, page);
    const report = await reportOf(app);
    expect(report.pages.map((p) => p.path).sort()).toEqual([...PAGES, '(not found)'].sort());
    expect(report.pages.find((p) => p.path === '(not found)')).toMatchObject({ views: 300 });
    clock.advance(24 * 3600_000);
    await app.analytics.upkeep();
    const paths = app.db.sqlite.prepare('SELECT DISTINCT path FROM page_view_days').all();
    expect(paths).toHaveLength(PAGES.length + 1);
  });

  it('stops counting one visitor who asks for more pages a day than a reader could', async () => {
    const { app } = site;
    for (let i = 0; i < 520; i++) await navigateTo(app, PAGES[i % PAGES.length]!);
    expect(await rawViews(app)).toHaveLength(500);
  });

  it('makes no crowd of one address that sends another User-Agent each time', async () => {
    const { app } = site;
    const { maxVisitorsPerAddress } = defaultVisitLimits;
    for (let i = 0; i < 1000; i++) {
      await openPage(app, '/?utm_source=spam&utm_campaign=spam', {
        ip: '2001:db8:5:6::' + (i % 200).toString(16),
        ua: `${CHROME} Flood/${i}`,
      });
    }
    const views = await rawViews(app);
    expect(new Set(views.map((v) => v.visitor)).size).toBe(maxVisitorsPerAddress);
    expect(views).toHaveLength(maxVisitorsPerAddress);
    const spam = (await reportOf(app)).campaigns!.filter((c) => c.campaign === 'spam');
    expect(spam.reduce((n, c) => n + c.visits, 0)).toBe(maxVisitorsPerAddress);
    // Another address is counted as before.
    await openPage(app, '/', { ip: '2001:db8:5:7::1' });
    expect(await rawViews(app)).toHaveLength(maxVisitorsPerAddress + 1);
  });

  it('keeps utm_* values to their limit, without control characters', async () => {
    const { app } = site;
    const long = 'x'.repeat(10 * 1024);
    await openPage(
      app,
      `/?utm_source=${long}&utm_medium=%00%01e%0Dmail%7F&utm_campaign=%20%20spring%09`,
    );
    const [view] = await rawViews(app);
    expect(view!.utm_source).toBe('x'.repeat(LIMITS.utm));
    expect(view!.utm_medium).toBe('e mail');
    expect(view!.utm_campaign).toBe('spring');
  });

  it('keeps only the host of a referrer, and none that is no host name', async () => {
    const { app } = site;
    const referrers = [
      'https://news.example.org:8443/some/path?q=secret#frag',
      'https://user:password@WWW.Search.Example/?q=name',
      'https://evil\u0001example.com/',
      `https://${'a'.repeat(300)}.example/`,
      'javascript:alert(1)',
      'not a url at all',
      'http://localhost/services/wireless',
    ];
    for (const [i, referer] of referrers.entries()) {
      const res = await openPage(app, '/', { ip: `10.2.0.${i}`, headers: { referer } });
      expect(res.statusCode).toBe(200);
    }
    expect((await rawViews(app)).map((v) => v.referrer_host)).toEqual([
      'news.example.org',
      'search.example',
      null,
      null,
      null,
      null,
      null, // this site's own page is no referral
    ]);
  });
});
