import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { campaignPages } from '../../../shared/site-content/collections/custom-pages';
import { defaultSiteData } from '../../../shared/site-content/defaults';
import { pageDataPath } from '../../../shared/site-content/site-paths';
import type { BuildAppOptions } from '../../../server/src/app';
import { createTestApp, manualClock, type TestApp } from '../helpers';

/** The built-in content's campaign page (the live content's until a test publishes). */
export const CAMPAIGN_PAGE = campaignPages(defaultSiteData)[0]!;

/** The pages of the small built site the analytics tests serve. */
export const PAGES = [
  '/',
  '/services/wireless',
  '/quote',
  '/blog/first-post',
  CAMPAIGN_PAGE.path,
] as const;

export const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
export const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

const html = (title: string) =>
  `<!doctype html><html><head><title>${title}</title></head><body><div id="root">${title}</div></body></html>`;

/**
 * A build as scripts/prerender.mjs makes it, reduced to what serving needs: each page's
 * document and data (listed in __site.json), the chat's knowledge, the 404 page, the SPA shell.
 */
function writeSite(dir: string, pages: readonly string[]): void {
  const files: Record<string, string> = {
    '404.html': html('Not found'),
    '_data/chat.json': '{"topics":[]}',
  };
  for (const page of pages) {
    files[page === '/' ? 'index.html' : `${page.slice(1)}/index.html`] = html(page);
    files[pageDataPath(page).slice(1)] = JSON.stringify({ path: page });
  }
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), text);
  }
  writeFileSync(
    join(dir, '__site.json'),
    JSON.stringify({
      files: Object.keys(files),
      pages: Object.fromEntries(pages.map((p) => [p, { lastmod: '2030-01-01' }])),
    }),
  );
  writeFileSync(join(dir, '__spa-fallback.html'), html('App'));
}

/**
 * An app serving that site (with `more` pages), on a clock the test moves (2030-01-01T09:00Z to
 * start).
 */
export async function createSiteApp(
  overrides: Partial<BuildAppOptions> = {},
  more: readonly string[] = [],
) {
  const dir = mkdtempSync(join(tmpdir(), 'analytics-site-'));
  writeSite(dir, [...PAGES, ...more]);
  const clock = manualClock(Date.parse('2030-01-01T09:00:00Z'));
  const app = await createTestApp({ clientDir: dir, now: clock.now, ...overrides });
  return {
    app,
    clock,
    async close() {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Who is asking: a browser at an address, with any other headers it sends. */
export interface Visitor {
  ip?: string;
  ua?: string;
  headers?: Record<string, string>;
}

const who = ({ ip = '203.0.113.10', ua = CHROME, headers = {} }: Visitor = {}) => ({
  remoteAddress: ip,
  headers: { 'user-agent': ua, ...headers },
});

/** A browser navigating to `url` (a page's document). */
export function openPage(app: TestApp, url: string, visitor: Visitor = {}) {
  const { remoteAddress, headers } = who(visitor);
  return app.inject({
    url,
    remoteAddress,
    headers: {
      accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
      'sec-fetch-dest': 'document',
      'sec-fetch-mode': 'navigate',
      ...headers,
    },
  });
}

/** The client navigating to `page` within the site: the request for its data. */
export function navigateTo(app: TestApp, page: string, visitor: Visitor = {}) {
  const { remoteAddress, headers } = who(visitor);
  return app.inject({
    url: pageDataPath(page),
    remoteAddress,
    headers: {
      accept: 'application/json',
      'sec-fetch-dest': 'empty',
      'sec-fetch-mode': 'cors',
      referer: 'http://localhost/',
      ...headers,
    },
  });
}

/** The report of one day, as an owner reads it. */
export function reportOf(app: TestApp, from = '2030-01-01', to = from) {
  return app.analytics.report({ from, to }, { role: 'owner' });
}

/** The raw views in the database. */
export async function rawViews(app: TestApp) {
  await app.analytics.flush();
  return app.db.sqlite.prepare('SELECT * FROM page_views ORDER BY id').all() as {
    day: string;
    path: string;
    visitor: string;
    entry: number;
    referrer_host: string | null;
    utm_source: string | null;
    utm_medium: string | null;
    utm_campaign: string | null;
    device: string;
  }[];
}
