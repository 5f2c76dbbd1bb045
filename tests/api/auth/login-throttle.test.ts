import { afterEach, describe, expect, it } from 'vitest';
import { defaultRateLimits } from '../../../server/src/config/app-config';
import { createLoginThrottle } from '../../../server/src/services/auth/login-throttle';
import { ADMIN, createAdmin, createTestApp, manualClock, type TestApp } from '../helpers';

const rules = (accountFailures: { max: number; timeWindow: number }) => ({
  ...defaultRateLimits,
  enabled: true,
  // The per-IP limit of the endpoint is not under test here.
  token: { max: 10_000, timeWindow: 60_000 },
  forms: { max: 1, timeWindow: 60_000 },
  accountFailures,
});

describe('failed sign-ins per account', () => {
  let app: TestApp;
  afterEach(() => app.close());

  const attempt = (password: string, ip: string) =>
    app.inject({
      method: 'POST',
      url: '/auth/token?grant_type=password',
      payload: { email: ADMIN.email, password },
      remoteAddress: ip,
    });

  it('the owner still gets in from another address after a guesser is stopped', async () => {
    const clock = manualClock();
    app = await createTestApp({
      now: clock.now,
      rateLimit: rules({ max: 10, timeWindow: 15 * 60_000 }),
    });
    await createAdmin(app);
    for (let i = 0; i < 10; i++)
      expect((await attempt(`wrong ${i}`, '198.51.100.66')).statusCode).toBe(400);
    // The guessing address is refused for the rest of the window...
    const refused = await attempt(ADMIN.password, '198.51.100.66');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(60);
    // ...the owner, elsewhere, waits seconds at most, never the whole window.
    let owner = await attempt(ADMIN.password, '203.0.113.10');
    if (owner.statusCode === 429) {
      expect(Number(owner.headers['retry-after'])).toBeLessThanOrEqual(60);
      clock.advance(Number(owner.headers['retry-after']) * 1000);
      owner = await attempt(ADMIN.password, '203.0.113.10');
    }
    expect(owner.statusCode).toBe(200);
  });

  it('a guess spread over many addresses is slowed down, not turned into a lock-out', async () => {
    const clock = manualClock();
    app = await createTestApp({
      now: clock.now,
      rateLimit: rules({ max: 5, timeWindow: 15 * 60_000 }),
    });
    await createAdmin(app);
    let verified = 0;
    let maxWait = 0;
    for (let i = 0; i < 60; i++) {
      const res = await attempt(`wrong ${i}`, `198.51.${i}.1`);
      if (res.statusCode === 400) verified += 1;
      else {
        expect(res.statusCode).toBe(429);
        maxWait = Math.max(maxWait, Number(res.headers['retry-after']));
      }
      clock.advance(1000);
    }
    // 60 s of guessing from 60 addresses: the free 5, then a few with growing delays.
    expect(verified).toBeLessThan(12);
    expect(maxWait).toBeLessThanOrEqual(60);
    clock.advance(60_000);
    expect((await attempt(ADMIN.password, '203.0.113.10')).statusCode).toBe(200);
  });

  it('20 concurrent wrong guesses: only the limit (10) are checked, the rest get 429', async () => {
    app = await createTestApp({ rateLimit: rules({ max: 10, timeWindow: 15 * 60_000 }) });
    await createAdmin(app);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => attempt(`wrong ${i}`, '198.51.100.77')),
    );
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 400)).toHaveLength(10);
    expect(codes.filter((c) => c === 429)).toHaveLength(10);
  });

  it('counts an IPv6 client by its /64: new addresses in the same prefix do not help', async () => {
    const clock = manualClock();
    app = await createTestApp({
      now: clock.now,
      rateLimit: rules({ max: 3, timeWindow: 15 * 60_000 }),
    });
    await createAdmin(app);
    for (const host of ['a', 'b', 'c']) {
      expect((await attempt('wrong', `2001:db8:0:1::${host}`)).statusCode).toBe(400);
      clock.advance(10_000);
    }
    const samePrefix = await attempt(ADMIN.password, '2001:db8:0:1::d');
    expect(samePrefix.statusCode).toBe(429);
    expect(Number(samePrefix.headers['retry-after'])).toBeGreaterThan(60);
    const otherPrefix = await attempt(ADMIN.password, '2001:db8:0:2::1');
    expect(otherPrefix.statusCode).toBe(200);
  });
});

describe('login throttle memory', () => {
  it('a spray of made-up e-mails never evicts a real account from the throttle', () => {
    const throttle = createLoginThrottle({ max: 3, timeWindow: 60_000 }, () => 1_000_000);
    for (let i = 0; i < 3; i++) {
      const r = throttle.reserve('admin@firm.example', '198.51.100.1', { knownAccount: true });
      expect(r.ok).toBe(true);
    }
    for (let i = 0; i < 25_000; i++) {
      throttle.reserve(`x${i}@spam.example`, `10.0.${i % 250}.1`, { knownAccount: false });
    }
    const after = throttle.reserve('admin@firm.example', '198.51.100.1', { knownAccount: true });
    expect(after.ok).toBe(false);
  });

  it('the same address and account is refused until the window ends', () => {
    let t = 0;
    const throttle = createLoginThrottle({ max: 2, timeWindow: 60_000 }, () => t);
    const reserve = () => throttle.reserve('a@b.co', '198.51.100.1', { knownAccount: true });
    reserve();
    reserve();
    t += 30_000;
    const refused = reserve();
    expect(refused).toMatchObject({ ok: false, scope: 'address', retryAfter: 30 });
    t += 30_000;
    expect(reserve().ok).toBe(true);
  });
});
