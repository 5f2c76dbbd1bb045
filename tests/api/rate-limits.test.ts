import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultRateLimits } from '../../server/src/config/app-config';
import { ADMIN, createTestApp, SETUP_TOKEN, type TestApp } from './helpers';

const tight = { max: 2, timeWindow: 60_000 };

describe('rate limits (429 rate_limited with Retry-After)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({
      rateLimit: {
        ...defaultRateLimits,
        enabled: true,
        forms: tight,
        token: { max: 6, timeWindow: 60_000 },
        setup: tight,
        accountFailures: tight,
      },
    });
  });
  afterAll(() => app.close());

  const expect429 = (res: {
    statusCode: number;
    headers: Record<string, unknown>;
    json: () => unknown;
  }) => {
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.json()).toMatchObject({ error: 'rate_limited', message: expect.any(String) });
  };

  it('limits the public forms per IP', async () => {
    const payload = { name: 'A', email: 'a@b.co', message: 'm' };
    const send = (ip: string) =>
      app.inject({ method: 'POST', url: '/api/contact-submissions', payload, remoteAddress: ip });
    expect((await send('10.0.0.1')).statusCode).toBe(201);
    expect((await send('10.0.0.1')).statusCode).toBe(201);
    expect429(await send('10.0.0.1'));
    // Another client is not affected.
    expect((await send('10.0.0.2')).statusCode).toBe(201);
  });

  it('counts an IPv6 client by its /64, like sign-in: a new address in it is no new allowance', async () => {
    const payload = { name: 'A', email: 'a@b.co', message: 'm' };
    const send = (ip: string) =>
      app.inject({ method: 'POST', url: '/api/contact-submissions', payload, remoteAddress: ip });
    expect((await send('2001:db8:1:2::1')).statusCode).toBe(201);
    expect((await send('2001:db8:1:2::2')).statusCode).toBe(201);
    expect429(await send('2001:db8:1:2:ffff:ffff:ffff:fffe'));
    // The next /64 is another client.
    expect((await send('2001:db8:1:3::1')).statusCode).toBe(201);
  });

  it('limits setup attempts per IP', async () => {
    const send = () =>
      app.inject({
        method: 'POST',
        url: '/api/setup',
        payload: { setup_token: 'wrong', ...ADMIN },
        remoteAddress: '10.0.1.1',
      });
    expect((await send()).statusCode).toBe(401);
    expect((await send()).statusCode).toBe(401);
    expect429(await send());
  });

  it('limits invitation status checks per IP, like accepting one', async () => {
    const send = () =>
      app.inject({
        method: 'POST',
        url: '/api/invitations/status',
        payload: { token: 'guessed-token' },
        remoteAddress: '10.0.1.9',
      });
    expect((await send()).statusCode).toBe(200);
    expect((await send()).statusCode).toBe(200);
    expect429(await send());
  });

  it('throttles failed sign-ins per account, even from different IPs, in the RFC shape', async () => {
    // The right setup token, from a fresh IP.
    const res = await app.inject({
      method: 'POST',
      url: '/api/setup',
      payload: { setup_token: SETUP_TOKEN, ...ADMIN },
      remoteAddress: '10.0.2.1',
    });
    expect(res.statusCode).toBe(201);
    const attempt = (password: string, ip: string) =>
      app.inject({
        method: 'POST',
        url: '/auth/token?grant_type=password',
        payload: { email: ADMIN.email, password },
        remoteAddress: ip,
      });
    expect((await attempt('wrong password 1', '10.0.3.1')).statusCode).toBe(400);
    expect((await attempt('wrong password 2', '10.0.3.2')).statusCode).toBe(400);
    const blocked = await attempt(ADMIN.password, '10.0.3.3');
    expect429(blocked);
    expect(blocked.json()).toMatchObject({ error_description: expect.any(String) });
    expect(blocked.headers['cache-control']).toBe('no-store');
  });

  it('limits the token endpoint per IP', async () => {
    // A different account each time, so only the per-IP limit can trigger.
    const attempt = (i: number) =>
      app.inject({
        method: 'POST',
        url: '/auth/token?grant_type=password',
        payload: { email: `x${i}@firm.example`, password: 'y' },
        remoteAddress: '10.0.4.1',
      });
    for (let i = 0; i < 6; i++) expect((await attempt(i)).statusCode).toBe(400);
    const res = await attempt(6);
    expect429(res);
    expect(res.json()).toMatchObject({ error_description: expect.any(String) });
  });

  it('does not count refresh grants (a page load each), so a busy admin stays signed in', async () => {
    const attempt = () =>
      app.inject({
        method: 'POST',
        url: '/auth/token?grant_type=refresh_token',
        payload: { refresh_token: 'unknown' },
        remoteAddress: '10.0.4.2',
      });
    for (let i = 0; i < 10; i++) expect((await attempt()).statusCode).toBe(400);
  });

  it('counts refresh grants in a looser bucket of their own: unknown tokens are not free', async () => {
    const app = await createTestApp({
      rateLimit: { ...defaultRateLimits, enabled: true, refresh: { max: 3, timeWindow: 60_000 } },
    });
    const refreshWith = () =>
      app.inject({
        method: 'POST',
        url: '/auth/token?grant_type=refresh_token',
        payload: { refresh_token: 'unknown' },
        remoteAddress: '10.0.4.3',
      });
    for (let i = 0; i < 3; i++) expect((await refreshWith()).statusCode).toBe(400);
    expect429(await refreshWith());
    // The password grant of the same address still has its own allowance.
    const password = await app.inject({
      method: 'POST',
      url: '/auth/token?grant_type=password',
      payload: { email: 'x@firm.example', password: 'y' },
      remoteAddress: '10.0.4.3',
    });
    expect(password.statusCode).toBe(400);
    await app.close();
  });
});

describe('RATE_LIMIT=off', () => {
  it('never answers 429', async () => {
    const app = await createTestApp({
      rateLimit: { ...defaultRateLimits, enabled: false, forms: { max: 1, timeWindow: 60_000 } },
    });
    for (let i = 0; i < 3; i++) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/contact-submissions',
        payload: { name: 'A', email: 'a@b.co', message: 'm' },
      });
      expect(res.statusCode).toBe(201);
    }
    await app.close();
  });
});

describe('TRUST_PROXY: one rate-limit bucket per visitor, never per proxy', () => {
  const formsLimitedTo1 = {
    ...defaultRateLimits,
    enabled: true,
    forms: { max: 1, timeWindow: 60_000 },
  };
  // inject() connects from 127.0.0.1, like a reverse proxy on the same machine.
  const send = (app: TestApp, forwardedFor?: string, remoteAddress = '127.0.0.1') =>
    app.inject({
      method: 'POST',
      url: '/api/contact-submissions',
      payload: { name: 'A', email: 'a@b.co', message: 'm' },
      remoteAddress,
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    });

  for (const [name, trustProxy] of [
    ['the proxy address', ['127.0.0.1']],
    ['loopback', ['loopback']],
    ['a hop count of 1', { hops: 1 }],
  ] as const) {
    it(`behind a trusted proxy (${name}), each visitor has its own bucket`, async () => {
      const app = await createTestApp({
        trustProxy: trustProxy as never,
        rateLimit: formsLimitedTo1,
      });
      expect((await send(app, '203.0.113.1')).statusCode).toBe(201);
      expect((await send(app, '203.0.113.2')).statusCode).toBe(201);
      // nginx appends the peer to what the visitor sent: the visitor's own entry is ignored.
      expect((await send(app, '198.51.100.7, 203.0.113.3')).statusCode).toBe(201);
      expect((await send(app, '203.0.113.1')).statusCode).toBe(429);
      await app.close();
    });
  }

  it('a spoofed X-Forwarded-For changes nothing when no proxy is trusted', async () => {
    const app = await createTestApp({ trustProxy: false, rateLimit: formsLimitedTo1 });
    expect((await send(app, '203.0.113.1', '10.9.9.9')).statusCode).toBe(201);
    expect((await send(app, '203.0.113.2', '10.9.9.9')).statusCode).toBe(429);
    await app.close();
  });

  it('a spoofed X-Forwarded-For from a peer that is not the trusted proxy changes nothing', async () => {
    const app = await createTestApp({ trustProxy: ['127.0.0.1'], rateLimit: formsLimitedTo1 });
    expect((await send(app, '203.0.113.1', '10.9.9.9')).statusCode).toBe(201);
    expect((await send(app, '203.0.113.2', '10.9.9.9')).statusCode).toBe(429);
    await app.close();
  });
});
