import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createAdmin, createTestApp, login, type TestApp } from '../helpers';

describe('authenticated answers are never cached', () => {
  let app: TestApp;
  let auth: Record<string, string>;
  beforeAll(async () => {
    app = await createTestApp();
    await createAdmin(app);
    auth = bearer((await login(app)).access_token);
  });
  afterAll(() => app.close());

  it.each([
    ['GET', '/api/contact-submissions'],
    ['GET', '/api/quote-requests'],
    ['GET', '/auth/user'],
    ['PATCH', '/api/contact-submissions/0190a0a0-0000-7000-8000-000000000000'],
    ['DELETE', '/api/quote-requests/0190a0a0-0000-7000-8000-000000000000'],
  ] as const)(
    '%s %s sends Cache-Control: no-store (with a token and without)',
    async (method, url) => {
      const signedIn = await app.inject({
        method,
        url,
        headers: auth,
        payload: method === 'PATCH' ? { status: 'handled' } : undefined,
      });
      expect(signedIn.statusCode).toBeLessThan(500);
      expect(signedIn.headers['cache-control']).toBe('no-store');
      const refused = await app.inject({ method, url });
      expect(refused.statusCode).toBe(401);
      expect(refused.headers['cache-control']).toBe('no-store');
    },
  );
});
