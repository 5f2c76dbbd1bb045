import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CHROME, createSiteApp, IPHONE, navigateTo, openPage, rawViews, reportOf } from './site';

type Site = Awaited<ReturnType<typeof createSiteApp>>;

describe('a page view is counted when a person is served a page', () => {
  let site: Site;
  beforeEach(async () => {
    site = await createSiteApp();
  });
  afterEach(() => site.close());

  it('counts the document and the client navigation once each, in one visit', async () => {
    const { app } = site;
    expect((await openPage(app, '/services/wireless')).statusCode).toBe(200);
    expect((await navigateTo(app, '/quote')).statusCode).toBe(200);

    const report = await reportOf(app);
    expect(report).toMatchObject({ visitors: 1, visits: 1, pageviews: 2 });
    expect(report.pages).toEqual([
      { path: '/quote', views: 1, visitors: 1, entries: 0 },
      { path: '/services/wireless', views: 1, visitors: 1, entries: 1 },
    ]);
    expect(report.days).toEqual([{ date: '2030-01-01', visitors: 1, visits: 1, pageviews: 2 }]);
    expect(report.devices).toEqual([{ device: 'desktop', visitors: 1, visits: 1, pageviews: 2 }]);
  });

  it('counts a trailing slash and the home page under the page’s own path', async () => {
    const { app } = site;
    await openPage(app, '/services/wireless/');
    await openPage(app, '/');
    await navigateTo(app, '/');
    const paths = (await rawViews(app)).map((v) => v.path);
    expect(paths).toEqual(['/services/wireless', '/', '/']);
  });

  it('does not count a prefetch or a prerender, of a document or of data', async () => {
    const { app } = site;
    const prefetches: Record<string, string>[] = [
      { 'sec-purpose': 'prefetch' },
      { 'sec-purpose': 'prefetch;prerender' },
      { purpose: 'prefetch' },
      { 'x-moz': 'prefetch' },
      { 'x-purpose': 'preview' },
    ];
    for (const headers of prefetches) {
      expect((await openPage(app, '/quote', { headers })).statusCode).toBe(200);
      expect((await navigateTo(app, '/quote', { headers })).statusCode).toBe(200);
    }
    expect(await rawViews(app)).toEqual([]);
  });

  it('does not count bots, scripts, or a browser without a User-Agent', async () => {
    const { app } = site;
    const agents = [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
      'curl/8.5.0',
      'python-requests/2.32.3',
      'UptimeRobot/2.0',
      '',
    ];
    for (const ua of agents) {
      await openPage(app, '/', { ua });
      await navigateTo(app, '/quote', { ua });
    }
    expect(await rawViews(app)).toEqual([]);
  });

  it('does not count a person who sends Do Not Track or Global Privacy Control', async () => {
    const { app } = site;
    for (const headers of [{ dnt: '1' }, { 'sec-gpc': '1' }] as Record<string, string>[]) {
      await openPage(app, '/', { headers });
      await navigateTo(app, '/quote', { headers });
    }
    expect(await rawViews(app)).toEqual([]);
    // DNT: 0 is no request not to be followed.
    await openPage(app, '/', { headers: { dnt: '0' } });
    expect(await rawViews(app)).toHaveLength(1);
  });

  it('counts no HEAD request, no image or script fetch, no asset, no app screen', async () => {
    const { app } = site;
    await app.inject({ method: 'HEAD', url: '/', headers: { 'user-agent': CHROME } });
    // A browser asking for a missing icon gets the 404 page: not a page view.
    await openPage(app, '/favicon.ico', {
      headers: { accept: 'image/avif,image/webp,*/*', 'sec-fetch-dest': 'image' },
    });
    await openPage(app, '/_data/chat.json', { headers: { 'sec-fetch-dest': 'empty' } });
    await openPage(app, '/admin');
    await openPage(app, '/login');
    expect(await rawViews(app)).toEqual([]);
  });

  it('counts the same visitor once a day, and anew the next day under another key', async () => {
    const { app, clock } = site;
    await openPage(app, '/');
    clock.advance(3 * 3600_000); // a second visit the same day
    await openPage(app, '/quote');
    clock.advance(24 * 3600_000);
    await openPage(app, '/');

    const report = await reportOf(app, '2030-01-01', '2030-01-02');
    expect(report.days).toEqual([
      { date: '2030-01-01', visitors: 1, visits: 2, pageviews: 2 },
      { date: '2030-01-02', visitors: 1, visits: 1, pageviews: 1 },
    ]);
    const [first, second, nextDay] = await rawViews(app);
    expect(first!.visitor).toBe(second!.visitor);
    // The salt of the first day is gone: nothing links the two days' keys.
    expect(nextDay!.visitor).not.toBe(first!.visitor);
  });

  it('tells visitors apart by address and by browser, and classes their device', async () => {
    const { app } = site;
    await openPage(app, '/', { ip: '203.0.113.10' });
    await openPage(app, '/', { ip: '203.0.113.11' });
    await openPage(app, '/', { ip: '203.0.113.10', ua: IPHONE });
    // One IPv6 device rotating through its /64 is one visitor.
    await openPage(app, '/', { ip: '2001:db8:1:2::10' });
    await openPage(app, '/', { ip: '2001:db8:1:2:aaaa::77' });
    const report = await reportOf(app);
    expect(report.visitors).toBe(4);
    expect(report.devices).toEqual([
      { device: 'desktop', visitors: 3, visits: 3, pageviews: 4 },
      { device: 'mobile', visitors: 1, visits: 1, pageviews: 1 },
    ]);
  });

  it('starts a new visit after 30 minutes without a page, or from another site’s link', async () => {
    const { app, clock } = site;
    await openPage(app, '/');
    clock.advance(29 * 60_000);
    await navigateTo(app, '/quote');
    clock.advance(31 * 60_000);
    await navigateTo(app, '/services/wireless');
    clock.advance(60_000);
    await openPage(app, '/', { headers: { referer: 'https://news.example.org/item?id=1' } });
    expect((await rawViews(app)).map((v) => [v.path, v.entry, v.referrer_host])).toEqual([
      ['/', 1, null],
      ['/quote', 0, null],
      ['/services/wireless', 1, null],
      ['/', 1, 'news.example.org'],
    ]);
  });

  it('counts nothing with ANALYTICS=off', async () => {
    await site.close();
    site = await createSiteApp({ analytics: { enabled: false, retentionDays: 30 } });
    await openPage(site.app, '/');
    await navigateTo(site.app, '/quote');
    expect(await rawViews(site.app)).toEqual([]);
    expect(await reportOf(site.app)).toMatchObject({ visitors: 0, visits: 0, pageviews: 0 });
  });
});
