import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  bearer,
  call,
  createAdmin,
  createTestApp,
  refresh,
  type TestApp,
  type Tokens,
} from '../helpers';

describe('GET / DELETE /api/account/sessions', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
    await createAdmin(app);
  });
  afterAll(() => app.close());

  async function signIn(userAgent: string): Promise<Tokens> {
    const res = await app.inject({
      method: 'POST',
      url: '/auth/token?grant_type=password',
      payload: ADMIN,
      headers: { 'user-agent': userAgent },
      remoteAddress: '203.0.113.7',
    });
    return res.json<Tokens>();
  }
  const isSignedIn = async (t: Tokens) =>
    (await app.inject({ url: '/auth/user', headers: bearer(t.access_token) })).statusCode === 200;

  it('lists the live sessions with IP, user agent and which one is current', async () => {
    const laptop = await signIn('Laptop browser');
    const phone = await signIn('Phone browser');
    const res = await call(app, laptop.access_token, 'GET', '/api/account/sessions');
    expect(res.statusCode).toBe(200);
    const items = res.json().items as Record<string, unknown>[];
    expect(items.length).toBeGreaterThanOrEqual(2);
    const current = items.find((s) => s.current)!;
    expect(current).toMatchObject({ user_agent: 'Laptop browser', ip: '203.0.113.7' });
    expect(current.created_at).toEqual(expect.any(String));
    expect(items.filter((s) => s.current)).toHaveLength(1);
    expect(items.some((s) => s.user_agent === 'Phone browser')).toBe(true);
    expect(await isSignedIn(phone)).toBe(true);
  });

  it("names each session's browser, system and device for a person, beside the raw header", async () => {
    const chrome =
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
    const tokens = await signIn(chrome);
    const items = (await call(app, tokens.access_token, 'GET', '/api/account/sessions')).json()
      .items as Record<string, unknown>[];
    expect(items.find((s) => s.current)).toMatchObject({
      user_agent: chrome,
      client: 'Chrome on Linux',
    });
  });

  it('DELETE /{id} ends that session: its access and refresh tokens are refused at once', async () => {
    const mine = await signIn('Mine');
    const stolen = await signIn('Stolen');
    const list = (await call(app, mine.access_token, 'GET', '/api/account/sessions')).json();
    const target = list.items.find((s: { user_agent: string }) => s.user_agent === 'Stolen');
    const res = await call(app, mine.access_token, 'DELETE', `/api/account/sessions/${target.id}`);
    expect(res.statusCode).toBe(204);
    expect(await isSignedIn(stolen)).toBe(false);
    expect((await refresh(app, stolen.refresh_token)).statusCode).toBe(400);
    expect(await isSignedIn(mine)).toBe(true);
    const again = await call(
      app,
      mine.access_token,
      'DELETE',
      `/api/account/sessions/${target.id}`,
    );
    expect(again.statusCode).toBe(404);
  });

  it('DELETE /api/account/sessions signs out everywhere else', async () => {
    const a = await signIn('A');
    const b = await signIn('B');
    const mine = await signIn('Mine');
    expect((await call(app, mine.access_token, 'DELETE', '/api/account/sessions')).statusCode).toBe(
      204,
    );
    expect(await isSignedIn(a)).toBe(false);
    expect(await isSignedIn(b)).toBe(false);
    expect(await isSignedIn(mine)).toBe(true);
    const items = (await call(app, mine.access_token, 'GET', '/api/account/sessions')).json().items;
    expect(items).toHaveLength(1);
  });
});
