import { defaultRateLimits } from '../../../server/src/config/app-config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GRANT_TYPES } from '@shared/schemas/auth';
import { SPENT_CODE_MESSAGE } from '../../../server/src/services/auth/mfa';
import { totpCodeAt } from '../../../server/src/services/auth/totp';
import {
  ADMIN,
  call,
  createAdmin,
  createTestApp,
  login,
  manualClock,
  passwordGrant,
  type TestApp,
} from '../helpers';

/** Enrols an authenticator for the admin; returns its secret and the recovery codes. */
async function enrol(app: TestApp, token: string, clock: ReturnType<typeof manualClock>) {
  const start = await call(app, token, 'POST', '/api/account/mfa/totp', {
    current_password: ADMIN.password,
  });
  expect(start.statusCode).toBe(201);
  const { factor_id, secret, otpauth_uri } = start.json();
  expect(otpauth_uri).toMatch(/^otpauth:\/\/totp\/.*secret=/);
  expect(otpauth_uri).toContain(encodeURIComponent(ADMIN.email));
  const verify = await call(app, token, 'POST', '/api/account/mfa/totp/verify', {
    factor_id,
    code: totpCodeAt(secret, clock.now()),
  });
  expect(verify.statusCode).toBe(200);
  return { secret: secret as string, codes: verify.json().recovery_codes as string[] };
}

function grant(app: TestApp, payload: Record<string, string>) {
  return app.inject({ method: 'POST', url: '/auth/token', payload });
}

describe('TOTP second factor', () => {
  let app: TestApp;
  const clock = manualClock();
  let secret: string;
  let recoveryCodes: string[];

  beforeAll(async () => {
    app = await createTestApp({ now: clock.now });
    await createAdmin(app);
  });
  afterAll(() => app.close());

  it('is not active until a first code verifies it', async () => {
    const { access_token } = await login(app);
    const start = (
      await call(app, access_token, 'POST', '/api/account/mfa/totp', {
        current_password: ADMIN.password,
      })
    ).json();
    const wrong = await call(app, access_token, 'POST', '/api/account/mfa/totp/verify', {
      factor_id: start.factor_id,
      code: '000000' === totpCodeAt(start.secret, clock.now()) ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ error: 'invalid_code' });
    // Still signs in with the password alone.
    expect((await passwordGrant(app, ADMIN.email, ADMIN.password)).statusCode).toBe(200);
  });

  it('verifying returns ten recovery codes, shown once', async () => {
    const { access_token } = await login(app);
    ({ secret, codes: recoveryCodes } = await enrol(app, access_token, clock));
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const status = (await call(app, access_token, 'GET', '/api/account/mfa')).json();
    expect(status).toMatchObject({ totp: true, recovery_codes_left: 10 });
  });

  it('the password grant then answers 403 mfa_required with an mfa_token', async () => {
    const res = await passwordGrant(app, ADMIN.email, ADMIN.password);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      error: 'mfa_required',
      error_description: expect.any(String),
      mfa_token: expect.any(String),
      factors: expect.arrayContaining(['otp', 'recovery-code']),
    });
    expect(res.json()).not.toHaveProperty('access_token');
  });

  it('mfa-otp with the current code gives the tokens; the code cannot be replayed', async () => {
    clock.advance(60_000);
    const code = totpCodeAt(secret, clock.now());
    const first = (await passwordGrant(app, ADMIN.email, ADMIN.password)).json();
    const ok = await grant(app, {
      grant_type: GRANT_TYPES.mfaOtp,
      mfa_token: first.mfa_token,
      otp: code,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ access_token: expect.any(String), token_type: 'bearer' });

    const second = (await passwordGrant(app, ADMIN.email, ADMIN.password)).json();
    const replay = await grant(app, {
      grant_type: GRANT_TYPES.mfaOtp,
      mfa_token: second.mfa_token,
      otp: code,
    });
    expect(replay.statusCode).toBe(400);
    // Still RFC 6749's invalid_grant, but it says why: the app still shows the spent code.
    expect(replay.json()).toMatchObject({
      error: 'invalid_grant',
      error_description: SPENT_CODE_MESSAGE,
      message: SPENT_CODE_MESSAGE,
    });
    // A wrong code keeps the plain answer.
    const third = (await passwordGrant(app, ADMIN.email, ADMIN.password)).json();
    const wrong = await grant(app, {
      grant_type: GRANT_TYPES.mfaOtp,
      mfa_token: third.mfa_token,
      otp: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.json()).toMatchObject({
      error: 'invalid_grant',
      message: 'The code is not valid',
    });
  });

  it('a step-up with a spent code asks for the next one, against the code field', async () => {
    clock.advance(60_000);
    const code = totpCodeAt(secret, clock.now());
    const { mfa_token } = (await passwordGrant(app, ADMIN.email, ADMIN.password)).json();
    const ok = await grant(app, { grant_type: GRANT_TYPES.mfaOtp, mfa_token, otp: code });
    const res = await call(app, ok.json().access_token, 'POST', '/api/account/mfa/recovery-codes', {
      current_password: ADMIN.password,
      code,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      error: 'reauthentication_required',
      message: SPENT_CODE_MESSAGE,
      issues: [{ path: 'code', message: SPENT_CODE_MESSAGE }],
    });
  });

  it('accepts the previous and next 30 s step, not two steps away', async () => {
    clock.advance(120_000);
    const at = clock.now();
    const attempt = async (code: string) => {
      const { mfa_token } = (await passwordGrant(app, ADMIN.email, ADMIN.password)).json();
      return (await grant(app, { grant_type: GRANT_TYPES.mfaOtp, mfa_token, otp: code }))
        .statusCode;
    };
    expect(await attempt(totpCodeAt(secret, at - 60_000))).toBe(400);
    expect(await attempt(totpCodeAt(secret, at - 30_000))).toBe(200);
    expect(await attempt(totpCodeAt(secret, at + 30_000))).toBe(200);
    // A step older than one already used is a replay too.
    expect(await attempt(totpCodeAt(secret, at))).toBe(400);
  });

  it('the mfa_token is single use', async () => {
    clock.advance(60_000);
    const { mfa_token } = (await passwordGrant(app, ADMIN.email, ADMIN.password)).json();
    const ok = await grant(app, {
      grant_type: GRANT_TYPES.mfaOtp,
      mfa_token,
      otp: totpCodeAt(secret, clock.now()),
    });
    expect(ok.statusCode).toBe(200);
    clock.advance(30_000);
    const again = await grant(app, {
      grant_type: GRANT_TYPES.mfaOtp,
      mfa_token,
      otp: totpCodeAt(secret, clock.now()),
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe('invalid_grant');
  });

  it('the mfa_token expires after 5 minutes', async () => {
    const { mfa_token } = (await passwordGrant(app, ADMIN.email, ADMIN.password)).json();
    clock.advance(301_000);
    const res = await grant(app, {
      grant_type: GRANT_TYPES.mfaOtp,
      mfa_token,
      otp: totpCodeAt(secret, clock.now()),
    });
    expect(res.statusCode).toBe(400);
  });

  it('mfa-recovery-code signs in once per code (form-encoded, as OAuth clients send it)', async () => {
    const code = recoveryCodes[0]!;
    const use = async () => {
      const { mfa_token } = (await passwordGrant(app, ADMIN.email, ADMIN.password)).json();
      return app.inject({
        method: 'POST',
        url: '/auth/token',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          grant_type: GRANT_TYPES.mfaRecoveryCode,
          mfa_token,
          recovery_code: code.toUpperCase(),
        }).toString(),
      });
    };
    expect((await use()).statusCode).toBe(200);
    expect((await use()).statusCode).toBe(400);
  });

  it('the security log names the account of every code used or refused at sign-in', async () => {
    const { mfa_token } = (await passwordGrant(app, ADMIN.email, ADMIN.password)).json();
    const signedIn = await grant(app, {
      grant_type: GRANT_TYPES.mfaRecoveryCode,
      mfa_token,
      recovery_code: recoveryCodes[1]!,
    });
    expect(signedIn.statusCode).toBe(200);
    const token = signedIn.json().access_token as string;
    const events = async (type: string) =>
      (await call(app, token, 'GET', `/api/admin/audit-events?type=${type}`)).json().items as {
        actor_email: string | null;
        details: { factor: string };
      }[];
    const used = await events('mfa.used');
    expect(new Set(used.map((e) => e.details.factor))).toEqual(new Set(['otp', 'recovery_code']));
    for (const event of used) expect(event.actor_email).toBe(ADMIN.email);
    const refused = await events('mfa.failed');
    expect(refused.length).toBeGreaterThan(0);
    for (const event of refused) expect(event.actor_email).toBe(ADMIN.email);
  });

  it('asks for the fields each grant needs', async () => {
    const res = await grant(app, { grant_type: GRANT_TYPES.mfaOtp, otp: '123456' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'invalid_request' });
  });
});

describe('wrong codes are throttled like passwords', () => {
  /** The production limits, except the account's: three failures a minute. */
  const rateLimit = {
    ...defaultRateLimits,
    enabled: true,
    forms: { max: 1000, timeWindow: 60_000 },
    challenge: { max: 1000, timeWindow: 60_000 },
    token: { max: 1000, timeWindow: 60_000 },
    setup: { max: 1000, timeWindow: 60_000 },
    accountFailures: { max: 3, timeWindow: 60_000 },
  };

  it('answers 429 with Retry-After after too many wrong codes, even with the right one', async () => {
    const clock = manualClock();
    const app = await createTestApp({
      now: clock.now,
      rateLimit,
    });
    try {
      await createAdmin(app);
      const { secret } = await enrol(app, (await login(app)).access_token, clock);
      clock.advance(60_000);
      const { mfa_token } = (await passwordGrant(app, ADMIN.email, ADMIN.password)).json();
      const right = totpCodeAt(secret, clock.now());
      const wrong = right === '123456' ? '654321' : '123456';
      for (let i = 0; i < 3; i++) {
        const res = await grant(app, { grant_type: GRANT_TYPES.mfaOtp, mfa_token, otp: wrong });
        expect(res.statusCode).toBe(400);
      }
      const blocked = await grant(app, { grant_type: GRANT_TYPES.mfaOtp, mfa_token, otp: right });
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await app.close();
    }
  });

  it('a spent code counts like a wrong one: repeating it cannot outlast the throttle', async () => {
    const clock = manualClock();
    const app = await createTestApp({
      now: clock.now,
      rateLimit,
    });
    try {
      await createAdmin(app);
      const { secret } = await enrol(app, (await login(app)).access_token, clock);
      clock.advance(60_000);
      const spent = totpCodeAt(secret, clock.now());
      const first = (await passwordGrant(app, ADMIN.email, ADMIN.password)).json();
      const ok = await grant(app, {
        grant_type: GRANT_TYPES.mfaOtp,
        mfa_token: first.mfa_token,
        otp: spent,
      });
      expect(ok.statusCode).toBe(200);
      const { mfa_token } = (await passwordGrant(app, ADMIN.email, ADMIN.password)).json();
      for (let i = 0; i < 3; i++) {
        const res = await grant(app, { grant_type: GRANT_TYPES.mfaOtp, mfa_token, otp: spent });
        expect(res.json()).toMatchObject({ error: 'invalid_grant', message: SPENT_CODE_MESSAGE });
      }
      clock.advance(30_000);
      const next = totpCodeAt(secret, clock.now());
      const blocked = await grant(app, { grant_type: GRANT_TYPES.mfaOtp, mfa_token, otp: next });
      expect(blocked.statusCode).toBe(429);
    } finally {
      await app.close();
    }
  });
});
