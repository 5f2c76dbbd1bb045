import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';

// The API document and Swagger UI are sent compressed, with a strong ETag and a cache policy,
// and a revisit that holds them gets a 304 (issue 53: 236 KB and 1.7 MB sent plain every time).

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ url, headers });

describe('the API document and its docs page', () => {
  it.each([
    ['/api/openapi.json', 'no-cache'],
    ['/api/docs', 'no-cache'],
    ['/api/docs/static/swagger-ui-bundle.js', 'public, max-age=3600'],
    ['/api/docs/static/swagger-ui.css', 'public, max-age=3600'],
  ])('%s: compressed, tagged, cached as %s, the same bytes every time', async (url, cache) => {
    // The first answer is what the route made; later ones come from memory: both alike.
    for (let round = 0; round < 2; round++) {
      const plain = await get(url);
      expect(plain.statusCode, url).toBe(200);
      const br = await get(url, { 'accept-encoding': 'br, gzip' });
      const gz = await get(url, { 'accept-encoding': 'gzip' });
      expect(br.headers['content-encoding']).toBe('br');
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(brotliDecompressSync(br.rawPayload).equals(plain.rawPayload)).toBe(true);
      expect(gunzipSync(gz.rawPayload).equals(plain.rawPayload)).toBe(true);
      expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
      for (const res of [plain, br, gz]) {
        expect(res.headers.vary).toBe('accept-encoding');
        expect(res.headers['cache-control']).toBe(cache);
        expect(res.headers.etag).toMatch(/^"[A-Za-z0-9_-]{22}"$/);
        expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
      }
      expect(new Set([plain.headers.etag, br.headers.etag, gz.headers.etag]).size).toBe(3);
      const again = await get(url, {
        'accept-encoding': 'br',
        'if-none-match': String(br.headers.etag),
      });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
    }
  });

  it('the docs page keeps Swagger UI’s own policy when it comes from memory', async () => {
    const first = await get('/api/docs');
    const second = await get('/api/docs');
    expect(second.headers['content-type']).toBe(first.headers['content-type']);
    expect(second.headers['content-security-policy']).toBe(
      first.headers['content-security-policy'],
    );
    expect(String(second.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    expect((await get('/api/openapi.json')).json().openapi).toBe('3.1.0');
  });
});
