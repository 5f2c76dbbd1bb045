import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createAdmin, createTestApp, type TestApp } from '../helpers';

/** The Set-Cookie header of the refresh cookie, and its value. */
function refreshCookie(headers: Record<string, unknown>) {
  const all = ([] as string[]).concat((headers['set-cookie'] as string | string[]) ?? []);
  const header = all.find((c) => c.startsWith('admin_refresh_token='));
  return { header, value: header?.split(';')[0]?.split('=')[1] ?? '' };
}

describe('refresh token in an HttpOnly cookie (browser client)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
    await createAdmin(app);
  });
  afterAll(() => app.close());

  const signIn = () =>
    app.inject({
      method: 'POST',
      url: '/auth/token?grant_type=password',
      payload: { ...ADMIN, refresh_token_transport: 'cookie' },
    });
  const refreshWithCookie = (value: string) =>
    app.inject({
      method: 'POST',
      url: '/auth/token?grant_type=refresh_token',
      payload: {},
      cookies: { admin_refresh_token: value },
    });

  it('sets HttpOnly; Secure; SameSite=Strict; Path=/auth and leaves it out of the body', async () => {
    const res = await signIn();
    expect(res.statusCode).toBe(200);
    expect(res.json()).not.toHaveProperty('refresh_token');
    expect(res.json().access_token).toEqual(expect.any(String));
    const { header, value } = refreshCookie(res.headers);
    expect(value.length).toBeGreaterThan(30);
    expect(header).toMatch(/; HttpOnly/);
    expect(header).toMatch(/; Secure/);
    expect(header).toMatch(/; SameSite=Strict/);
    expect(header).toMatch(/; Path=\/auth(;|$)/);
    expect(header).toMatch(/; Max-Age=\d+/);
  });

  it('the refresh grant reads the cookie and rotates it; the old cookie is then re-use', async () => {
    const first = refreshCookie((await signIn()).headers).value;
    const res = await refreshWithCookie(first);
    expect(res.statusCode).toBe(200);
    expect(res.json()).not.toHaveProperty('refresh_token');
    const second = refreshCookie(res.headers).value;
    expect(second).not.toBe(first);
    expect((await refreshWithCookie(second)).statusCode).toBe(200);
  });

  it('a refused cookie is cleared', async () => {
    const res = await refreshWithCookie('not-a-token');
    expect(res.statusCode).toBe(400);
    expect(refreshCookie(res.headers).header).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/);
  });

  it('logout clears the cookie and ends the session', async () => {
    const login = await signIn();
    const cookie = refreshCookie(login.headers).value;
    const res = await app.inject({
      method: 'POST',
      url: '/auth/logout',
      headers: { authorization: `Bearer ${login.json().access_token}` },
      cookies: { admin_refresh_token: cookie },
    });
    expect(res.statusCode).toBe(204);
    expect(refreshCookie(res.headers).header).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/);
    expect((await refreshWithCookie(cookie)).statusCode).toBe(400);
  });

  it('the cookie is refused to a request another site made (Sec-Fetch-Site), and kept for ours', async () => {
    const cookie = refreshCookie((await signIn()).headers).value;
    const from = (site: string | undefined, value = cookie) =>
      app.inject({
        method: 'POST',
        url: '/auth/token?grant_type=refresh_token',
        payload: {},
        cookies: { admin_refresh_token: value },
        headers: site ? { 'sec-fetch-site': site } : {},
      });
    for (const site of ['cross-site', 'same-site']) {
      const res = await from(site);
      expect(res.statusCode, site).toBe(400);
      expect(res.json(), site).toMatchObject({ error: 'invalid_request' });
      // Neither rotated nor cleared: another site can neither use nor end the session.
      expect(refreshCookie(res.headers).header, site).toBeUndefined();
    }
    const ours = await from('same-origin');
    expect(ours.statusCode).toBe(200);
    // No header (an older browser, a script outside a browser): SameSite=Strict still holds.
    expect((await from(undefined, refreshCookie(ours.headers).value)).statusCode).toBe(200);
  });

  it('a refresh_token in the body (API clients) does not depend on Sec-Fetch-Site', async () => {
    const tokens = (
      await app.inject({ method: 'POST', url: '/auth/token?grant_type=password', payload: ADMIN })
    ).json();
    const res = await app.inject({
      method: 'POST',
      url: '/auth/token?grant_type=refresh_token',
      payload: { refresh_token: tokens.refresh_token },
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(res.statusCode).toBe(200);
  });

  it('API clients keep the JSON refresh_token (RFC 6749)', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/auth/token?grant_type=password',
      payload: ADMIN,
    });
    expect(res.json().refresh_token).toEqual(expect.any(String));
    expect(refreshCookie(res.headers).header).toBeUndefined();
  });
});
