import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';

// How the built client answers a browser that already holds a file: strong ETags of the bytes
// sent (one per encoding), Last-Modified of the site's files, 304 on a match, Vary on every file
// that has a compressed twin; the icons asked for at fixed addresses; no inline style but the
// build's own (issue 53). On a build as vite.config.ts and scripts/prerender.mjs lay it out.

const STYLE = 'body{margin:0}';
const RENDERED_AT = '2026-11-30T08:00:00.000Z';
const page = (title: string) =>
  `<!doctype html><html><head><title>${title}</title><style>${STYLE}</style></head><body><div id="root">${title}</div></body></html>`;
const sha = (s: string) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`;

let app: TestApp;
let dir: string;
let touchIcon: Buffer;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'client-validators-'));
  mkdirSync(join(dir, 'assets'));
  mkdirSync(join(dir, 'icons'));
  mkdirSync(join(dir, '_data'));
  writeFileSync(join(dir, '__page-template.html'), page('<!--page-head-->'));
  writeFileSync(join(dir, 'index.html'), page('Home'));
  writeFileSync(join(dir, '404.html'), page('Missing'));
  writeFileSync(join(dir, '_data', 'index.json'), '{"path":"/"}');
  writeFileSync(join(dir, 'sitemap.xml'), '<urlset/>');
  writeFileSync(
    join(dir, '__site.json'),
    JSON.stringify({
      renderedAt: RENDERED_AT,
      files: ['index.html', '404.html', '_data/index.json', 'sitemap.xml'],
      pages: { '/': { lastmod: '2026-01-01' } },
    }),
  );
  writeFileSync(join(dir, '__spa-fallback.html'), page('App'));
  writeFileSync(join(dir, 'assets', 'app-abc123.js'), `console.log(${'1,'.repeat(500)}1)`);
  const square = (size: number) =>
    sharp({ create: { width: size, height: size, channels: 4, background: '#22d3ee' } })
      .png()
      .toBuffer();
  touchIcon = await square(180);
  writeFileSync(join(dir, 'icons', 'apple-touch-icon.png'), touchIcon);
  writeFileSync(join(dir, 'icons', 'icon-192.png'), await square(192));
  writeFileSync(join(dir, 'icons', 'icon-512.png'), await square(512));
  writeFileSync(join(dir, 'og-image.jpg'), 'not really a jpeg');
  app = await createTestApp({ clientDir: dir });
});
afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ url, headers });

describe('a page and the site’s files', () => {
  it('carry a strong ETag per encoding and Last-Modified of the render; a match is a 304', async () => {
    for (const url of ['/', '/_data/index.json', '/sitemap.xml']) {
      const plain = await get(url);
      const br = await get(url, { 'accept-encoding': 'br' });
      expect(plain.statusCode, url).toBe(200);
      expect(plain.headers.etag, url).toMatch(/^"[A-Za-z0-9_-]{22}"$/);
      expect(br.headers.etag, url).toMatch(/^"[A-Za-z0-9_-]{22}"$/);
      // Other bytes, another tag: a cache never takes one encoding's bytes for the other's.
      expect(br.headers.etag).not.toBe(plain.headers.etag);
      expect(plain.headers['last-modified']).toBe(new Date(RENDERED_AT).toUTCString());
      expect(plain.headers.vary).toBe('accept-encoding');

      const again = await get(url, {
        'accept-encoding': 'br',
        'if-none-match': String(br.headers.etag),
      });
      expect(again.statusCode, url).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(br.headers.etag);
      expect(again.headers['cache-control']).toBe('no-cache');
      expect(again.headers.vary).toBe('accept-encoding');
      // The br tag does not match the plain bytes.
      const other = await get(url, { 'if-none-match': String(br.headers.etag) });
      expect(other.statusCode).toBe(200);
    }
  });

  it('answers If-Modified-Since with a 304 when nothing changed since, unless If-None-Match says otherwise', async () => {
    const since = new Date(Date.parse(RENDERED_AT) + 60_000).toUTCString();
    expect((await get('/', { 'if-modified-since': since })).statusCode).toBe(304);
    const before = new Date(Date.parse(RENDERED_AT) - 60_000).toUTCString();
    expect((await get('/', { 'if-modified-since': before })).statusCode).toBe(200);
    const both = await get('/', { 'if-modified-since': since, 'if-none-match': '"stale"' });
    expect(both.statusCode).toBe(200);
  });

  it('never makes a 404 a 304', async () => {
    const missing = await get('/no-such-page');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
    expect((await get('/no-such-page', { 'if-none-match': '*' })).statusCode).toBe(404);
  });

  // Found by the browser test: a 304's headers update the cached answer's, and one without the
  // page's CSP got the API's default, which refused the shell's inline scripts.
  it('the app’s shell too: ETag and a 304 that keeps the page’s policy', async () => {
    const shell = await get('/admin');
    expect(shell.headers.etag).toMatch(/^"/);
    const again = await get('/admin/inbox', { 'if-none-match': String(shell.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.headers['content-security-policy']).toBe(shell.headers['content-security-policy']);
  });
});

describe('the build’s own files', () => {
  it('say they vary by Accept-Encoding when compressed twins exist, plain or not', async () => {
    const plain = await get('/assets/app-abc123.js');
    expect(plain.headers.vary).toBe('accept-encoding');
    expect(plain.headers.etag).toBeDefined();
    const gz = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.vary).toBe('accept-encoding');
    expect(gz.headers.etag).toMatch(/^"[A-Za-z0-9_-]{22}"$/);
    const again = await get('/assets/app-abc123.js', {
      'accept-encoding': 'gzip',
      'if-none-match': String(gz.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    // A picture has no compressed twin: nothing varies.
    expect((await get('/og-image.jpg', { 'accept-encoding': 'br' })).headers.vary).toBeUndefined();
  });
});

describe('the icons at fixed addresses', () => {
  it('/apple-touch-icon.png is the home-screen icon the pages link', async () => {
    const res = await get('/apple-touch-icon.png');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.rawPayload.equals(touchIcon)).toBe(true);
    expect(
      (await get('/apple-touch-icon.png', { 'if-none-match': String(res.headers.etag) }))
        .statusCode,
    ).toBe(304);
  });

  it('/favicon.ico is an icon of 16, 32 and 48 px PNGs, not the 404 page', async () => {
    const res = await get('/favicon.ico');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/x-icon');
    const ico = res.rawPayload;
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 3]);
    const sizes = [];
    for (let i = 0; i < 3; i++) {
      const entry = 6 + 16 * i;
      const start = ico.readUInt32LE(entry + 12);
      const png = ico.subarray(start, start + ico.readUInt32LE(entry + 8));
      const { width, height, format } = await sharp(png).metadata();
      expect({ width, height, format }).toEqual({
        width: ico[entry],
        height: ico[entry],
        format: 'png',
      });
      sizes.push(width);
    }
    expect(sizes).toEqual([16, 32, 48]);
  });
});

describe('styles', () => {
  it('pages allow no inline style but the build’s own, by hash', async () => {
    const csp = String((await get('/')).headers['content-security-policy']);
    const styleSrc = csp.split(';').find((d) => d.startsWith('style-src'));
    expect(styleSrc).toBe(`style-src 'self' ${sha(STYLE)}`);
    expect(csp).not.toContain('unsafe-inline');
  });
});
