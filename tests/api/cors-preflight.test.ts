import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';

// What a browser on another site is told before a cross-origin POST: nothing that lets it through,
// unless CORS_ORIGINS lists that site.
const preflight = (app: TestApp, origin: string) =>
  app.inject({
    method: 'OPTIONS',
    url: '/api/contact-submissions',
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'content-type',
    },
  });

describe('a CORS preflight', () => {
  let plain: TestApp;
  let withPartner: TestApp;
  beforeAll(async () => {
    plain = await createTestApp();
    withPartner = await createTestApp({ corsOrigins: ['https://partner.example'] });
  });
  afterAll(async () => {
    await plain.close();
    await withPartner.close();
  });

  it('by default: refused like an unknown route, with no CORS header', async () => {
    const res = await preflight(plain, 'https://partner.example');
    expect(res.statusCode).toBe(404);
    expect(Object.keys(res.headers).filter((h) => h.startsWith('access-control-'))).toEqual([]);
  });

  it('from a CORS_ORIGINS origin: allowed, with the methods and headers the API takes', async () => {
    const res = await preflight(withPartner, 'https://partner.example');
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('https://partner.example');
    expect(res.headers['access-control-allow-methods']).toBe('GET, POST, PATCH, DELETE');
    expect(res.headers['access-control-allow-headers']).toBe('Content-Type, Authorization');
    expect(res.headers['access-control-max-age']).toBe('600');
  });

  it('from another origin while CORS_ORIGINS lists one: not allowed (no allowed origin)', async () => {
    const res = await preflight(withPartner, 'https://evil.example');
    // The browser lets the request through only if this names its origin.
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});
