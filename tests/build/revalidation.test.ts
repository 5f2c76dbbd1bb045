import { readdirSync, readFileSync } from 'node:fs';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultSiteData } from '@shared/site-content/defaults';
import type { SiteData } from '@shared/site-content/schema';
import { bearer, createAdmin, createTestApp, login, type TestApp } from '../api/helpers';
import { builtSiteOptions } from './built-site-app';
import { requireBuild, root } from './require-build';

// Every file of the production build, as a careful operator expects it answered (issue 53):
// a validator and a 304 for a revisit that holds it, Vary on every file that has a compressed
// twin, the site's rendered files with a strong ETag per encoding and Last-Modified from the
// version that made them; a publish changes the tags of exactly the files it changed. Then what
// the rendered pages say of the firm: one theme colour, security.txt, the structured data.

const ORIGIN = 'https://www.firm.example';
const clientDir = join(root, 'build', 'client');
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|webmanifest|txt|xml|html)$/;

let dataDir: string;
let app: TestApp;
let auth: { authorization: string };
let ahead = 0;
let manifest: { files: string[]; pages: Record<string, unknown>; renderedAt: string };

beforeAll(async () => {
  requireBuild('build/client/__site.json', 'build/ssr/render-page.js');
  manifest = JSON.parse(readFileSync(join(clientDir, '__site.json'), 'utf8'));
  dataDir = mkdtempSync(join(tmpdir(), 'site-validators-'));
  // The server's clock runs ahead when a test says so: two publishes within one second would
  // otherwise renew security.txt's Expires (whole seconds) to the same time.
  app = await createTestApp({ ...builtSiteOptions(dataDir, ORIGIN), now: () => Date.now() + ahead });
  await createAdmin(app);
  auth = bearer((await login(app)).access_token);
}, 120_000);
afterAll(async () => {
  await app?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ url, headers });

/** Every address of the build: its own files (not __...), and every file its render made. */
function everyAddress(): string[] {
  const own = readdirSync(clientDir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => relative(clientDir, join(e.parentPath, e.name)).split(sep).join('/'))
    .filter((file) => !/(^|\/)__/.test(file) && !manifest.files.includes(file));
  const rendered = manifest.files
    .filter((file) => file !== '404.html')
    .map((file) => file.replace(/(^|\/)index\.html$/, ''));
  return [...own, ...rendered, 'favicon.ico', 'apple-touch-icon.png'].map((f) => `/${f}`);
}

describe('every file of the built site', { timeout: 300_000 }, () => {
  it('has a validator, a 304 for a revisit that holds it, and Vary where a twin exists', async () => {
    const addresses = everyAddress();
    expect(addresses.length).toBeGreaterThan(40);
    for (const url of addresses) {
      const compressible = COMPRESSIBLE.test(url) || !/\.[a-z0-9]+$/.test(url);
      const plain = await get(url);
      expect(plain.statusCode, url).toBe(200);
      expect(plain.headers.etag, url).toBeDefined();
      expect(plain.headers['cache-control'], url).toBeDefined();
      if (compressible) expect(plain.headers.vary, url).toBe('accept-encoding');
      else expect(plain.headers.vary, url).toBeUndefined();
      const held = await get(url, { 'if-none-match': String(plain.headers.etag) });
      expect(held.statusCode, url).toBe(304);
      expect(held.rawPayload.length, url).toBe(0);
      if (!compressible) continue;
      const br = await get(url, { 'accept-encoding': 'br, gzip' });
      expect(br.headers['content-encoding'], url).toBe('br');
      expect(br.headers.vary, url).toBe('accept-encoding');
      expect(br.headers.etag, url).toMatch(/^"[A-Za-z0-9_-]{22}"$/);
      expect(br.headers.etag, url).not.toBe(plain.headers.etag);
      const heldBr = await get(url, {
        'accept-encoding': 'br, gzip',
        'if-none-match': String(br.headers.etag),
      });
      expect(heldBr.statusCode, url).toBe(304);
    }
  });

  it('the site’s rendered files: strong tags, Last-Modified of their render, If-Modified-Since', async () => {
    // Rendered by the build, or again at start for this PUBLIC_ORIGIN (the files that changed).
    for (const file of manifest.files.filter((f) => f !== '404.html')) {
      const url = `/${file.replace(/(^|\/)index\.html$/, '')}`;
      const res = await get(url);
      expect(res.headers.etag, url).toMatch(/^"[A-Za-z0-9_-]{22}"$/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      const modified = String(res.headers['last-modified']);
      expect(Date.parse(modified), url).toBeLessThanOrEqual(Date.now());
      expect((await get(url, { 'if-modified-since': modified })).statusCode, url).toBe(304);
      const earlier = new Date(Date.parse(modified) - 1000).toUTCString();
      expect((await get(url, { 'if-modified-since': earlier })).statusCode, url).toBe(200);
    }
  });
});

describe('a publish', { timeout: 300_000 }, () => {
  it('changes the tags of exactly the files it changed, and their Last-Modified', async () => {
    const files = manifest.files.filter((f) => f !== '404.html');
    const urls = files.map((f) => `/${f.replace(/(^|\/)index\.html$/, '')}`);
    const snapshot = async () =>
      new Map(
        await Promise.all(
          urls.map(async (url) => {
            const res = await get(url, { 'accept-encoding': 'gzip' });
            const plain = await get(url);
            return [url, { tag: String(plain.headers.etag), gz: String(res.headers.etag), body: plain.body, modified: String(plain.headers['last-modified']) }] as const;
          }),
        ),
      );
    // The first publish draws the firm's pictures and dates the openings: many files change.
    const first = await app.inject({
      method: 'PUT',
      url: '/api/site-content',
      headers: auth,
      payload: { content: { ...defaultSiteData, settings: { ...defaultSiteData.settings, phone: '+1 555 0199' } }, base_version: 0 },
    });
    expect(first.statusCode, first.body).toBe(201);
    const before = await snapshot();
    // One post gets a sentence deep in its body: its page, its data, the feed, the sitemap.
    const post = defaultSiteData.blogPosts[0]!;
    const live = (await get('/api/site-content')).json().content as SiteData;
    const content: SiteData = {
      ...live,
      blogPosts: [
        { ...post, content: `${post.content}\n\nA correction at the end.` },
        ...live.blogPosts.slice(1),
      ],
    };
    ahead += 5_000; // the second publish is seconds after the first, as a person's would be
    const published = await app.inject({
      method: 'PUT',
      url: '/api/site-content',
      headers: auth,
      payload: { content, base_version: 1 },
    });
    expect(published.statusCode, published.body).toBe(201);
    const at = new Date(published.json().published_at).toUTCString();
    const after = await snapshot();
    const changed: string[] = [];
    for (const url of urls) {
      const [was, now] = [before.get(url)!, after.get(url)!];
      const same = was.body === now.body;
      expect(now.tag === was.tag, url).toBe(same);
      expect(now.gz === was.gz, url).toBe(same);
      expect(now.modified, url).toBe(same ? was.modified : at);
      if (!same) changed.push(url);
    }
    expect(changed).toContain(`/blog/${post.slug}`);
    expect(changed).toContain(`/_data/blog/${post.slug}.json`);
    // The post's page and data, the blog's feed and sitemap (its lastmod), security.txt (renewed).
    expect(changed.sort()).toEqual(
      [
        `/blog/${post.slug}`,
        `/_data/blog/${post.slug}.json`,
        '/blog/rss.xml',
        '/sitemap.xml',
        '/.well-known/security.txt',
      ].sort(),
    );
    // A revisit of an unchanged page still holds it; of the changed one, not any more.
    const home = before.get('/')!;
    expect((await get('/', { 'if-none-match': home.tag })).statusCode).toBe(after.get('/')!.tag === home.tag ? 304 : 200);
    const changedPage = before.get(`/blog/${post.slug}`)!;
    expect((await get(`/blog/${post.slug}`, { 'if-none-match': changedPage.tag })).statusCode).toBe(200);
  });
});

describe('what the built pages say', () => {
  it('one theme colour: the manifest’s is the pages’', async () => {
    const home = (await get('/')).body;
    const color = /<meta name="theme-color" content="([^"]+)"/.exec(home)![1];
    expect((await get('/manifest.webmanifest')).json().theme_color).toBe(color);
  });

  it('security.txt (RFC 9116): contact, expiry within a year, language, canonical', async () => {
    const res = await get('/.well-known/security.txt');
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const fields = Object.fromEntries(
      res.body.trim().split('\n').map((line) => line.split(/: (.*)/s).slice(0, 2)),
    );
    expect(fields.Contact).toBe(`mailto:${defaultSiteData.identity.privacyEmail}`);
    expect(fields['Preferred-Languages']).toBe('en');
    expect(fields.Canonical).toBe(`${ORIGIN}/.well-known/security.txt`);
    const expires = Date.parse(fields.Expires!);
    expect(expires).toBeGreaterThan(Date.now());
    expect(expires - Date.now()).toBeLessThanOrEqual(365 * 86_400_000);
  });
});

describe('the structured data after the publishes', () => {
  const jsonLd = (html: string) =>
    [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1]!) as Record<string, unknown>,
    );

  it('the address is a PostalAddress; a changed post has dateModified; openings close', async () => {
    const live = (await get('/api/site-content')).json();
    expect(live.version).toBe(2);
    const [firm] = jsonLd((await get('/')).body);
    expect(firm!.address).toEqual({
      '@type': 'PostalAddress',
      streetAddress: '350 Fifth Avenue, Suite 4100',
      addressLocality: 'New York',
      addressRegion: 'NY',
      postalCode: '10118',
      addressCountry: 'US',
    });
    const [edited, unchanged] = live.content.blogPosts as { slug: string; date: string }[];
    const [editedLd] = jsonLd((await get(`/blog/${edited!.slug}`)).body);
    expect(editedLd!.dateModified).toBe(live.published_at);
    const [unchangedLd] = jsonLd((await get(`/blog/${unchanged!.slug}`)).body);
    expect(unchangedLd!.dateModified).toBe(unchanged!.date);
    // Opened at the first publish: closing 90 days after it, as the content says.
    const opening = live.content.openings[0] as { slug: string; validThrough: string };
    const [job] = jsonLd((await get(`/careers/${opening.slug}/apply`)).body);
    expect(job!.validThrough).toBe(opening.validThrough);
    const days = (Date.parse(opening.validThrough) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(88);
    expect(days).toBeLessThanOrEqual(90);
  });
});
