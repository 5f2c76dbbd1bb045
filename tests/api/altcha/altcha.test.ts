import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultRateLimits } from '../../../server/src/config/app-config';
import { createTestApp, type TestApp } from '../helpers';
import { ALTCHA_KEY, encode, fetchChallenge, solve } from './helpers';

const contact = { name: 'Ada Lovelace', email: 'ada@example.com', message: 'Please call me back.' };
const quote = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  service_interest: 'Other',
  project_details: 'A mast on the roof.',
};

function leadRow(app: TestApp, table: 'contact_submissions' | 'quote_requests', id: string) {
  return app.db.sqlite.prepare(`SELECT status, spam_reason FROM ${table} WHERE id = ?`).get(id) as {
    status: string;
    spam_reason: string | null;
  };
}

async function sendContact(app: TestApp, extra: Record<string, unknown>) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/contact-submissions',
    payload: { ...contact, ...extra },
  });
  // Whatever the challenge says, the sender gets the same 201: a bot learns nothing.
  expect(res.statusCode).toBe(201);
  return leadRow(app, 'contact_submissions', res.json<{ id: string }>().id);
}

describe('ALTCHA on', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ altcha: { hmacKey: ALTCHA_KEY } });
  });
  afterAll(() => app.close());

  it('GET /api/altcha/challenge answers a signed, expiring challenge that no cache keeps', async () => {
    const before = Math.floor(Date.now() / 1000);
    const res = await app.inject({ method: 'GET', url: '/api/altcha/challenge' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { parameters, signature } = res.json();
    expect(parameters).toMatchObject({
      algorithm: 'PBKDF2/SHA-256',
      nonce: expect.stringMatching(/^[0-9a-f]{32}$/),
      salt: expect.stringMatching(/^[0-9a-f]{32}$/),
      keyPrefix: expect.stringMatching(/^[0-9a-f]+$/),
      keySignature: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    // Ten minutes to fill in the form.
    expect(parameters.expiresAt - before).toBeGreaterThanOrEqual(600);
    expect(parameters.expiresAt - before).toBeLessThanOrEqual(601);
    expect(signature).toMatch(/^[0-9a-f]{64}$/);
    // Every challenge is new.
    expect((await fetchChallenge(app)).signature).not.toBe(signature);
  });

  it('files a contact message with a solved challenge as a person’s lead', async () => {
    const altcha = await solve(await fetchChallenge(app));
    expect(await sendContact(app, { altcha })).toEqual({ status: 'new', spam_reason: null });
  });

  it('files a quote request with a solved challenge as a person’s lead', async () => {
    const altcha = await solve(await fetchChallenge(app));
    const res = await app.inject({
      method: 'POST',
      url: '/api/quote-requests',
      payload: { ...quote, altcha },
    });
    expect(res.statusCode).toBe(201);
    expect(leadRow(app, 'quote_requests', res.json().id)).toEqual({
      status: 'new',
      spam_reason: null,
    });
  });

  it('files a message without a solution as spam (challenge_missing)', async () => {
    expect(await sendContact(app, {})).toEqual({
      status: 'spam',
      spam_reason: 'challenge_missing',
    });
    expect(await sendContact(app, { altcha: null })).toMatchObject({
      spam_reason: 'challenge_missing',
    });
  });

  it('files a forged or wrong solution as spam (challenge_failed)', async () => {
    const challenge = await fetchChallenge(app);
    const good = JSON.parse(Buffer.from(await solve(challenge), 'base64').toString());
    const forgeries = [
      // Not a payload at all.
      'AAAA',
      encode({ challenge: null, solution: null, test: true }),
      // The wrong counter and key.
      encode({ ...good, solution: { counter: 1, derivedKey: '00'.repeat(32) } }),
      // An easier challenge the server never signed.
      encode({
        ...good,
        challenge: { ...good.challenge, parameters: { ...good.challenge.parameters, cost: 1 } },
      }),
    ];
    for (const altcha of forgeries) {
      expect(await sendContact(app, { altcha })).toEqual({
        status: 'spam',
        spam_reason: 'challenge_failed',
      });
    }
  });

  it('files a challenge signed with another key as spam (challenge_failed)', async () => {
    const other = await createTestApp({ altcha: { hmacKey: `${ALTCHA_KEY}-other` } });
    const altcha = await solve(await fetchChallenge(other));
    await other.close();
    expect(await sendContact(app, { altcha })).toMatchObject({ spam_reason: 'challenge_failed' });
  });

  it('files a replayed solution as spam (challenge_reused); the first use counts', async () => {
    const altcha = await solve(await fetchChallenge(app));
    expect(await sendContact(app, { altcha })).toEqual({ status: 'new', spam_reason: null });
    expect(await sendContact(app, { altcha })).toEqual({
      status: 'spam',
      spam_reason: 'challenge_reused',
    });
  });

  it('rejects an altcha field that is not base64 or too long with 400', async () => {
    for (const altcha of ['not base64!', 'A'.repeat(4004)]) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/contact-submissions',
        payload: { ...contact, altcha },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().issues).toEqual([{ path: 'altcha', message: expect.any(String) }]);
    }
  });

  it('the honeypot still decides first, without using up the solution', async () => {
    const altcha = await solve(await fetchChallenge(app));
    expect(await sendContact(app, { altcha, website: 'http://spam.example' })).toMatchObject({
      spam_reason: 'honeypot',
    });
    expect(await sendContact(app, { altcha })).toEqual({ status: 'new', spam_reason: null });
  });
});

describe('ALTCHA expiry', () => {
  it('files a solution of an expired challenge as spam (challenge_expired)', async () => {
    let offset = -11 * 60_000;
    const app = await createTestApp({
      altcha: { hmacKey: ALTCHA_KEY },
      now: () => Date.now() + offset,
    });
    // Handed out eleven minutes ago: its ten minutes are over.
    const altcha = await solve(await fetchChallenge(app));
    offset = 0;
    expect(await sendContact(app, { altcha })).toEqual({
      status: 'spam',
      spam_reason: 'challenge_expired',
    });
    await app.close();
  });
});

describe('ALTCHA replay across a restart', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'altcha-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('remembers used solutions in the database', async () => {
    const options = { altcha: { hmacKey: ALTCHA_KEY }, databasePath: join(dir, 'site.db') };
    const first = await createTestApp(options);
    const altcha = await solve(await fetchChallenge(first));
    expect(await sendContact(first, { altcha })).toMatchObject({ status: 'new' });
    await first.close();
    const second = await createTestApp(options);
    expect(await sendContact(second, { altcha })).toMatchObject({
      spam_reason: 'challenge_reused',
    });
    await second.close();
  });
});

describe('ALTCHA off (the default)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('GET /api/altcha/challenge answers 204 without a body, so the forms show no widget', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/altcha/challenge' });
    expect(res.statusCode).toBe(204);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toBe('');
  });

  it('judges submissions as before, with or without an altcha field', async () => {
    expect(await sendContact(app, {})).toEqual({ status: 'new', spam_reason: null });
    expect(await sendContact(app, { altcha: encode({ challenge: null }) })).toEqual({
      status: 'new',
      spam_reason: null,
    });
  });
});

describe('ALTCHA challenge rate limit', () => {
  it('limits challenges per IP with 429', async () => {
    const app = await createTestApp({
      altcha: { hmacKey: ALTCHA_KEY },
      rateLimit: { ...defaultRateLimits, challenge: { max: 2, timeWindow: 60_000 } },
    });
    const get = () => app.inject({ method: 'GET', url: '/api/altcha/challenge' });
    expect((await get()).statusCode).toBe(200);
    expect((await get()).statusCode).toBe(200);
    const res = await get();
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ error: 'rate_limited' });
    await app.close();
  });
});
