import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultRateLimits } from '../../server/src/config/app-config';
import { createTestApp, type TestApp } from './helpers';

// Every route someone without an account can call has a rate limit (issue 47, item 4): read
// from the route table (every route registered, the hidden ones too: pages, media, previews,
// the API documentation), so a new anonymous route without one fails here. A signed-in route
// declares its roles instead (tests/api/roles/role-matrix.test.ts).

describe('the route table', () => {
  let dir: string;
  let app: TestApp;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'every-route-'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Home</title>');
    app = await createTestApp({
      clientDir: dir,
      rateLimit: { ...defaultRateLimits, enabled: true },
    });
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const anonymous = () => app.routeTable.filter((route) => !route.signedIn);

  it('has a rate limit on every route without an account', () => {
    // The catch-all of the built client, the documentation and the back-channel logout are in it.
    const urls = anonymous().map((route) => route.url);
    for (const url of ['/*', '/api/docs', '/auth/oidc/backchannel-logout', '/media/:name']) {
      expect(urls).toContain(url);
    }
    const unlimited = anonymous()
      .filter((route) => !route.limited)
      .map((route) => `${String(route.method)} ${route.url}`);
    expect(unlimited).toEqual([]);
  });

  it('names each of them, with its bound, in decision 042', () => {
    const record = readFileSync(
      join(import.meta.dirname, '../../docs/decisions/042-bounded-cost-of-anonymous-input.md'),
      'utf8',
    );
    const named = [...record.matchAll(/`(?:GET |POST )?(\/[^`\s]*)`/g)].map((m) => m[1]!);
    const missing = anonymous()
      .map((route) => route.url)
      .filter((url) => !named.some((n) => url === n || (n !== '/' && url.startsWith(`${n}/`))));
    expect([...new Set(missing)]).toEqual([]);
  });

  it('answers each of them with the limit it counts against', async () => {
    for (const route of anonymous()) {
      const method = [route.method].flat().find((m) => m !== 'HEAD') ?? 'HEAD';
      const url = route.url.replace(/:\w+/g, 'x').replace('*', 'x');
      const res = await app.inject({ method, url, remoteAddress: '192.0.2.9' });
      expect(
        { route: `${method} ${route.url}`, limit: res.headers['x-ratelimit-limit'] },
        `${method} ${url} answered ${res.statusCode}`,
      ).toEqual({ route: `${method} ${route.url}`, limit: expect.any(String) });
    }
  });
});
