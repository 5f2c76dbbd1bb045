import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  bearer,
  createAdmin,
  createTestApp,
  login,
  manualClock,
  refresh,
  type TestApp,
} from '../helpers';

const DAY = 86_400_000;

describe('POST /auth/token grant_type=refresh_token', () => {
  let app: TestApp;
  let clock: ReturnType<typeof manualClock>;
  beforeEach(async () => {
    clock = manualClock(Date.now());
    app = await createTestApp({ now: clock.now });
    await createAdmin(app);
  });
  afterEach(() => app.close());

  const userCall = (access: string) => app.inject({ url: '/auth/user', headers: bearer(access) });

  it('rotates: answers a new pair, and the new refresh token works', async () => {
    const first = await login(app);
    const res = await refresh(app, first.refresh_token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const second = res.json();
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect((await userCall(second.access_token)).statusCode).toBe(200);
    expect((await refresh(app, second.refresh_token)).statusCode).toBe(200);
  });

  it('a refresh in the same second as sign-in still gives a distinct access token', async () => {
    // The manual clock stands still, so both tokens share sub, sid, iat and exp.
    const first = await login(app);
    const second = (await refresh(app, first.refresh_token)).json();
    expect(second.access_token).not.toBe(first.access_token);
    expect(second.expires_at).toBe(first.expires_at);
  });

  it('accepts a form-encoded refresh', async () => {
    const first = await login(app);
    const res = await app.inject({
      method: 'POST',
      url: '/auth/token',
      payload: `grant_type=refresh_token&refresh_token=${first.refresh_token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode).toBe(200);
  });

  it('stores only a SHA-256 hash of refresh tokens', async () => {
    const { refresh_token } = await login(app);
    const rows = app.db.sqlite.prepare('SELECT token_hash FROM refresh_tokens').all() as {
      token_hash: string;
    }[];
    expect(rows.some((r) => r.token_hash === refresh_token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.token_hash))).toBe(true);
  });

  it('400 invalid_grant for an unknown refresh token', async () => {
    const res = await refresh(app, 'not-a-real-token');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: 'invalid_grant',
      error_description: expect.any(String),
    });
  });

  it('re-use of a rotated token after the grace window revokes the whole session', async () => {
    const first = await login(app);
    const second = (await refresh(app, first.refresh_token)).json();
    const third = (await refresh(app, second.refresh_token)).json();
    clock.advance(11_000);

    const reuse = await refresh(app, first.refresh_token);
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().error).toBe('invalid_grant');
    // Every token of the session is dead, and so is its access token.
    expect((await refresh(app, third.refresh_token)).statusCode).toBe(400);
    expect((await userCall(third.access_token)).statusCode).toBe(401);
  });

  it('re-use of a grandparent is re-use even inside the grace window', async () => {
    const first = await login(app);
    const second = (await refresh(app, first.refresh_token)).json();
    const third = (await refresh(app, second.refresh_token)).json();
    expect((await refresh(app, first.refresh_token)).statusCode).toBe(400);
    expect((await refresh(app, third.refresh_token)).statusCode).toBe(400);
  });

  it('grace window: a replay of the parent gets the same successor, never a second live token (two tabs)', async () => {
    const first = await login(app);
    const tabA = (await refresh(app, first.refresh_token)).json();
    const replays = [];
    for (let i = 0; i < 3; i++) {
      clock.advance(1_000);
      const res = await refresh(app, first.refresh_token);
      expect(res.statusCode).toBe(200);
      replays.push(res.json().refresh_token);
    }
    expect(new Set([tabA.refresh_token, ...replays]).size).toBe(1);
    const live = app.db.sqlite
      .prepare('SELECT count(*) FROM refresh_tokens WHERE rotated_at IS NULL')
      .pluck()
      .get();
    expect(live).toBe(1);
    // The family goes on from that one token.
    expect((await refresh(app, tabA.refresh_token)).statusCode).toBe(200);
  });

  it('the grace window is a few seconds', async () => {
    const first = await login(app);
    await refresh(app, first.refresh_token);
    clock.advance(6_000);
    expect((await refresh(app, first.refresh_token)).statusCode).toBe(400);
  });

  it('the parent is re-use once the grace window has passed', async () => {
    const first = await login(app);
    const second = (await refresh(app, first.refresh_token)).json();
    clock.advance(5_001);
    expect((await refresh(app, first.refresh_token)).statusCode).toBe(400);
    expect((await refresh(app, second.refresh_token)).statusCode).toBe(400);
  });

  it('a session unused for longer than the idle limit (7 days by default) ends', async () => {
    const first = await login(app);
    clock.advance(7 * DAY + 1000);
    expect((await refresh(app, first.refresh_token)).statusCode).toBe(400);
  });

  it('a session ends at its absolute limit (30 days by default) however often it is refreshed', async () => {
    let tokens = await login(app);
    for (let step = 0; step < 4; step++) {
      clock.advance(6 * DAY);
      const res = await refresh(app, tokens.refresh_token);
      expect(res.statusCode).toBe(200);
      tokens = res.json();
    }
    clock.advance(6 * DAY + 1000);
    expect((await refresh(app, tokens.refresh_token)).statusCode).toBe(400);
  });
});
