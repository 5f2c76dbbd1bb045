import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';

const homeScript = 'window.__home = 1;';
const fallbackScript = 'window.__spa = 2;';
/** An inline script inside a page's rendered #root: never the build's, so it must never run. */
const smuggledScript = 'window.__smuggled = 3;';
const sha = (s: string) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`;
const page = (title: string, script: string, root = title) =>
  `<!doctype html><html><head><title>${title}</title><script>${script}</script><script type="module" src="/assets/app-abc123.js"></script></head><body><div id="root">${root}</div></body></html>`;

describe('serving the built client', () => {
  let app: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'client-'));
    mkdirSync(join(dir, 'assets'));
    mkdirSync(join(dir, 'services', 'wireless'), { recursive: true });
    // A build as vite.config.ts and scripts/prerender.mjs make it: the page template, the pages
    // rendered from it (listed in __site.json), the SPA shell.
    writeFileSync(
      join(dir, '__page-template.html'),
      page('<!--page-head-->', homeScript, '<!--page-root-->'),
    );
    writeFileSync(
      join(dir, 'index.html'),
      page('Home', homeScript, `Home<script>${smuggledScript}</script>`),
    );
    writeFileSync(join(dir, 'services', 'wireless', 'index.html'), page('Wireless', homeScript));
    writeFileSync(join(dir, '404.html'), page('Missing', homeScript));
    writeFileSync(
      join(dir, '__site.json'),
      JSON.stringify({
        files: ['index.html', 'services/wireless/index.html', '404.html'],
        pages: { '/': { lastmod: '2026-01-01' }, '/services/wireless': { lastmod: '2026-01-01' } },
      }),
    );
    writeFileSync(join(dir, '__spa-fallback.html'), page('App', fallbackScript));
    writeFileSync(join(dir, 'assets', 'app-abc123.js'), 'console.log(1)');
    writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFileSync(join(dir, '.env'), 'JWT_SECRET=leaked');
    mkdirSync(join(dir, '.git'));
    writeFileSync(join(dir, '.git', 'config'), '[core]');
    mkdirSync(join(dir, 'assets', '.cache'));
    writeFileSync(join(dir, 'assets', '.cache', 'x.js'), 'secret');
    mkdirSync(join(dir, '.well-known'));
    // security.txt is the render's (with the site); another well-known file is served as it is.
    writeFileSync(join(dir, '.well-known', 'keybase.txt'), 'proof');
    writeFileSync(join(dir, 'assets', 'old-build-111.js'), 'console.log(0)');
    writeFileSync(join(dir, 'assets', 'old-font-111.woff2'), 'wOF2');
    app = await createTestApp({ clientDir: dir });
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const get = (url: string) => app.inject({ url });

  it('serves / from index.html, not cached, with a CSP allowing the build’s inline scripts', async () => {
    const res = await get('/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<title>Home</title>');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain(`script-src 'self' ${sha(homeScript)} ${sha(fallbackScript)}`);
    for (const directive of [
      "default-src 'self'",
      "frame-ancestors 'none'",
      "object-src 'none'",
      "base-uri 'self'",
      "require-trusted-types-for 'script'",
      "form-action 'self'",
      "img-src 'self' data:",
      "connect-src 'self'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(csp).not.toContain("'unsafe-eval'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  // Found in review: the CSP hashed whatever inline scripts the rendered page had,
  // so a script that content managed to put into a page would have been allowed to run.
  it('hashes only the build’s own inline scripts, never one in a rendered page', async () => {
    const res = await get('/');
    expect(res.body).toContain(smuggledScript);
    expect(String(res.headers['content-security-policy'])).not.toContain(sha(smuggledScript));
  });

  it('never serves the build’s own files (the page template, the manifest)', async () => {
    for (const url of ['/__page-template.html', '/__site.json', '/__spa-fallback.html']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('<!--page-root-->');
    }
  });

  it('serves prerendered paths from <path>/index.html with 200', async () => {
    for (const url of ['/services/wireless', '/services/wireless/']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('Wireless');
    }
  });

  it.each(['/login', '/setup-admin', '/admin', '/admin/leads/123'])(
    'serves the SPA fallback for the app route %s with 200',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<title>App</title>');
      expect(res.headers['content-security-policy']).toContain(sha(fallbackScript));
      expect(res.headers['cache-control']).toBe('no-cache');
    },
  );

  it('lets only this site frame the admin’s preview (an editor previews a page at 390 px)', async () => {
    for (const url of ['/admin/preview', '/admin/preview/about?frame']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'");
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    }
    for (const url of ['/admin', '/admin/previews', '/login', '/services/wireless']) {
      const res = await get(url);
      expect(res.headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
      expect(res.headers['x-frame-options'], url).toBe('DENY');
    }
  });

  it.each(['/no-such-page', '/admins', '/services/unknown', '/..%2f..%2fetc%2fpasswd'])(
    'answers %s with the rendered 404 page and a real 404',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<title>Missing</title>');
    },
  );

  it('answers a malformed URL with a 400, not a 5xx', async () => {
    const res = await get('/%E0%A4%A');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('bad_request');
  });

  it('answers 404, not 500, for a file a new build removed while the server ran', async () => {
    rmSync(join(dir, 'assets', 'old-build-111.js'));
    rmSync(join(dir, 'assets', 'old-font-111.woff2'));
    for (const url of ['/assets/old-build-111.js', '/assets/old-font-111.woff2']) {
      const res = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode, url).toBe(404);
    }
  });

  it('never serves dotfiles or dot-folders (only .well-known)', async () => {
    for (const url of ['/.env', '/.git/config', '/assets/.cache/x.js', '/%2Eenv']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('leaked');
      expect(res.body).not.toContain('secret');
    }
    expect((await get('/.well-known/keybase.txt')).statusCode).toBe(200);
  });

  it('sends Permissions-Policy denying powerful features on pages and their assets', async () => {
    for (const url of ['/', '/assets/app-abc123.js', '/.well-known/keybase.txt']) {
      const res = await get(url);
      expect(res.headers['permissions-policy']).toMatch(
        /camera=\(\).*geolocation=\(\).*microphone=\(\)/,
      );
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    }
  });

  it('sends JSON answers, errors included, the headers that mean something for JSON only', async () => {
    for (const url of ['/healthz', '/api/no-such-thing']) {
      const res = await get(url);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.headers['content-security-policy']).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
      // The document headers govern pages, which a JSON answer is not (security-headers.ts).
      expect(res.headers['permissions-policy']).toBeUndefined();
      expect(res.headers['cross-origin-opener-policy']).toBeUndefined();
    }
  });

  it('serves hashed assets with a one-year immutable cache', async () => {
    const res = await get('/assets/app-abc123.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.body).toBe('console.log(1)');
  });

  it('serves other files without the immutable cache', async () => {
    const res = await get('/favicon.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).not.toContain('immutable');
  });

  it('answers HEAD like GET', async () => {
    const res = await app.inject({ method: 'HEAD', url: '/' });
    expect(res.statusCode).toBe(200);
  });

  it.each([
    ['GET', '/api/nope'],
    ['GET', '/auth/nope'],
    ['POST', '/api/nope'],
    ['DELETE', '/auth/token'],
    ['POST', '/somewhere'],
  ] as const)('%s %s is a JSON 404', async (method, url) => {
    const res = await app.inject({ method, url });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'not_found', message: expect.any(String) });
  });
});
