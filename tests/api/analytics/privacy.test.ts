import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { legal } from '../../../shared/site-content/globals/legal';
import { configDefaults } from '../../../server/src/config/app-config';
import { createSiteApp, navigateTo, openPage } from './site';

/** A browser whose every byte of address and User-Agent is its own. */
const IP = '198.51.100.173';
const IPV6 = '2001:db8:77:42::1f';
const UA =
  'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0 Kestrel-7f3a9c/4.2';

describe('the database holds no address and no User-Agent of a visitor', () => {
  const dir = mkdtempSync(join(tmpdir(), 'analytics-privacy-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('after views, a lead with its visit and the day’s rollup, searched byte for byte', async () => {
    const databasePath = join(dir, 'site.db');
    const site = await createSiteApp({ databasePath, attachmentsDir: join(dir, 'files') });
    const { app, clock } = site;
    for (const ip of [IP, IPV6]) {
      await openPage(app, '/services/wireless?utm_source=newsletter', {
        ip,
        ua: UA,
        headers: { referer: 'https://mail.example.net/' },
      });
      await navigateTo(app, '/quote', { ip, ua: UA });
      const res = await app.inject({
        method: 'POST',
        url: '/api/quote-requests',
        remoteAddress: ip,
        headers: { 'user-agent': UA },
        payload: {
          name: 'Kestrel Visitor',
          email: 'kestrel@example.com',
          service_interest: 'Other',
          project_details: 'Mast survey.',
        },
      });
      expect(res.statusCode).toBe(201);
    }
    await app.analytics.flush();
    const stored = app.db.sqlite.prepare('SELECT count(*) AS n FROM page_views').get() as {
      n: number;
    };
    expect(stored.n).toBe(4);
    clock.advance(24 * 3600_000);
    expect((await app.analytics.upkeep()).rolled).toEqual(['2030-01-01']);
    // The rolled-up day's views keep no visitor key: a lead's visit no longer joins its pages.
    const keyed = app.db.sqlite
      .prepare("SELECT count(*) AS n FROM page_views WHERE visitor <> ''")
      .get() as { n: number };
    expect(keyed.n).toBe(0);
    await site.close();

    const files = ['site.db', 'site.db-wal'].map((f) => join(dir, f)).filter(existsSync);
    const bytes = Buffer.concat(files.map((f) => readFileSync(f)));
    // The lead and the visit are there...
    expect(bytes.includes('Kestrel Visitor')).toBe(true);
    expect(bytes.includes('mail.example.net')).toBe(true);
    // ...but not the address, whole or in part, nor the User-Agent or its rarest token.
    for (const needle of [
      IP,
      '198.51.100',
      IPV6,
      '2001:db8:77:42',
      UA,
      'Kestrel-7f3a9c',
      'Firefox/128',
    ]) {
      expect(bytes.includes(needle), needle).toBe(false);
      expect(bytes.includes(Buffer.from(needle, 'utf16le')), `${needle} (UTF-16)`).toBe(false);
    }
  });
});

describe('the default privacy policy', () => {
  const text = legal.defaults.privacyPolicy.body;

  it('tells visitors how their page views are counted, and what is kept how long', () => {
    expect(text).toContain('## Counting page views, without cookies or scripts');
    for (const promise of [
      'no cookie, no script, nothing stored in your browser and no third party',
      'a random value that changes every day',
      'kept on our server for that day only',
      'replaced by a new one the next day',
      'Your IP address and your browser’s identification are not stored',
      'Do Not Track or Global Privacy Control',
      'the first page of the visit, where it came from, how many pages you viewed',
    ]) {
      expect(text).toContain(promise);
    }
    // The days it names are those the raw views are kept by default (ANALYTICS_RETENTION_DAYS).
    expect(text).toContain(
      `Individual page views are kept for ${configDefaults.analytics.retentionDays} days`,
    );
  });
});
