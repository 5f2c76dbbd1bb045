import { defaultRateLimits } from '../../../server/src/config/app-config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GRANT_TYPES } from '@shared/schemas/auth';
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
import { startSmtpServer, type SmtpTestServer } from '../notifications/smtp-test-server';
import { softAuthenticator } from './soft-authenticator';

// Step-up for factor changes (ASVS V7.5.1): adding, replacing or removing the app or a
// passkey and new recovery codes need the current password and, once the account has a second
// factor, a current code or a passkey assertion. An access token alone (one XSS, an unlocked
// laptop) must not become a passkey that signs in for good.

const ORIGIN = 'http://localhost';
const password = { current_password: ADMIN.password };

function expectStepUpRefused(res: { statusCode: number; json(): unknown }, field: string) {
  expect(res.statusCode).toBe(403);
  expect(res.json()).toMatchObject({
    error: 'reauthentication_required',
    message: expect.any(String),
    issues: [{ path: field }],
  });
}

describe('step-up for factor changes', () => {
  let app: TestApp;
  let smtp: SmtpTestServer;
  let token: string;
  let secret: string;
  let recovery: string[];
  const clock = manualClock();
  const key = softAuthenticator(ORIGIN);
  const mailsAbout = (pattern: RegExp) => smtp.mails.filter((m) => pattern.test(m.text));

  beforeAll(async () => {
    smtp = await startSmtpServer();
    app = await createTestApp({
      now: clock.now,
      publicOrigin: ORIGIN,
      smtpUrl: smtp.url,
      smtpRequireTls: false,
      notifyFrom: 'site@firm.example',
    });
    await createAdmin(app);
    token = (await login(app)).access_token;
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  it('an account without a second factor gives its password to set up the app', async () => {
    expectStepUpRefused(
      await call(app, token, 'POST', '/api/account/mfa/totp'),
      'current_password',
    );
    expectStepUpRefused(
      await call(app, token, 'POST', '/api/account/mfa/totp', { current_password: 'wrong one' }),
      'current_password',
    );
    const start = await call(app, token, 'POST', '/api/account/mfa/totp', password);
    expect(start.statusCode).toBe(201);
    ({ secret } = start.json());
    const verify = await call(app, token, 'POST', '/api/account/mfa/totp/verify', {
      factor_id: start.json().factor_id,
      code: totpCodeAt(secret, clock.now()),
    });
    expect(verify.statusCode).toBe(200);
    recovery = verify.json().recovery_codes;
  });

  it('with the app on, the password alone is not enough to add a passkey; a current code is', async () => {
    clock.advance(30_000);
    const options = (body?: object) =>
      call(app, token, 'POST', '/api/account/passkeys/options', body);
    expectStepUpRefused(await options(), 'current_password');
    expectStepUpRefused(await options(password), 'code');
    const right = totpCodeAt(secret, clock.now());
    expectStepUpRefused(
      await options({ ...password, code: right === '000000' ? '111111' : '000000' }),
      'code',
    );
    const ok = await options({ ...password, code: right });
    expect(ok.statusCode).toBe(200);
    // A code is used once: the same one cannot confirm a second change.
    expectStepUpRefused(await options({ ...password, code: right }), 'code');

    const registered = await call(app, token, 'POST', '/api/account/passkeys', {
      auth_session: ok.json().auth_session,
      name: 'Soft key',
      response: key.register(ok.json().authn_params_public_key),
    });
    expect(registered.statusCode).toBe(201);
    expect(registered.json()).toMatchObject({ id: key.id, name: 'Soft key' });
  });

  it('a passkey assertion stands in for the code', async () => {
    const start = await call(app, token, 'POST', '/api/account/reauthenticate/passkey');
    expect(start.statusCode).toBe(200);
    const { auth_session, authn_params_public_key } = start.json();
    const passkey = { auth_session, response: key.assert(authn_params_public_key) };
    const codes = await call(app, token, 'POST', '/api/account/mfa/recovery-codes', {
      ...password,
      passkey,
    });
    expect(codes.statusCode).toBe(200);
    recovery = codes.json().recovery_codes;
    // Single use, and never a sign-in: the step-up challenge is no passkey_login challenge.
    expectStepUpRefused(
      await call(app, token, 'POST', '/api/account/mfa/recovery-codes', { ...password, passkey }),
      'passkey',
    );
    const signIn = await app.inject({
      method: 'POST',
      url: '/auth/token',
      payload: {
        grant_type: GRANT_TYPES.webauthn,
        auth_session,
        authn_response: JSON.stringify(key.assert(authn_params_public_key)),
      },
    });
    expect(signIn.statusCode).toBe(400);
  });

  it('removing the app or a passkey needs the step-up; a recovery code is one', async () => {
    expectStepUpRefused(
      await call(app, token, 'DELETE', '/api/account/mfa/totp'),
      'current_password',
    );
    expectStepUpRefused(
      await call(app, token, 'DELETE', `/api/account/passkeys/${key.id}`, password),
      'code',
    );
    const removed = await call(app, token, 'DELETE', '/api/account/mfa/totp', {
      ...password,
      code: recovery[0],
    });
    expect(removed.statusCode).toBe(204);
    const gone = await call(app, token, 'DELETE', `/api/account/passkeys/${key.id}`, {
      ...password,
      code: recovery[1],
    });
    expect(gone.statusCode).toBe(204);
    expect((await call(app, token, 'GET', '/api/account/mfa')).json()).toMatchObject({
      totp: false,
      passkeys: [],
    });
  });

  it('every factor change is in the security log, with how it was confirmed', async () => {
    const trail = (await call(app, token, 'GET', '/api/admin/audit-events?limit=100')).json()
      .items as { type: string; details: Record<string, unknown> | null }[];
    const changes = trail
      .filter((e) => /^(mfa\.(enrolled|removed)|passkey\.)/.test(e.type))
      .map((e) => [e.type, e.details?.factor ?? e.details?.name, e.details?.step_up ?? null]);
    expect(changes).toEqual([
      ['passkey.removed', 'Soft key', 'password+recovery_code'],
      ['mfa.removed', 'totp', 'password+recovery_code'],
      ['mfa.enrolled', 'recovery_codes', 'password+passkey'],
      ['passkey.registered', 'Soft key', null],
      ['mfa.enrolled', 'totp', null],
    ]);
    const refusals = trail.filter((e) => e.type === 'reauthentication.failed');
    expect(refusals.map((e) => e.details?.reason)).toEqual(
      expect.arrayContaining(['missing_password', 'wrong_password', 'missing_code']),
    );
  });

  it('and with SMTP, an e-mail to the account for each change', async () => {
    await app.accountNotices.drain();
    expect(smtp.mails.every((m) => m.envelopeTo[0] === ADMIN.email)).toBe(true);
    expect(mailsAbout(/authenticator app was set up/)).toHaveLength(1);
    expect(mailsAbout(/passkey \("Soft key"\) was added/)).toHaveLength(1);
    expect(mailsAbout(/New recovery codes were made/)).toHaveLength(1);
    expect(mailsAbout(/authenticator app was removed/)).toHaveLength(1);
    expect(mailsAbout(/passkey "Soft key" was removed/)).toHaveLength(1);
    expect(smtp.mails[0]!.headers.subject).toBe(
      'Security notice: the sign-in of your account changed',
    );
    expect(smtp.mails[0]!.text).toMatch(/From: 127\.0\.0\.1/);
  });

  it('a pending authenticator must be activated within 15 minutes of its secret', async () => {
    const start = await call(app, token, 'POST', '/api/account/mfa/totp', password);
    clock.advance(16 * 60_000);
    const late = await call(app, token, 'POST', '/api/account/mfa/totp/verify', {
      factor_id: start.json().factor_id,
      code: totpCodeAt(start.json().secret, clock.now()),
    });
    expect(late.statusCode).toBe(404);
  });
});

describe('repeated wrong codes', () => {
  it('after three wrong codes in a row the account is told: an audit event and an e-mail', async () => {
    const smtp = await startSmtpServer();
    const clock = manualClock();
    const app = await createTestApp({
      now: clock.now,
      smtpUrl: smtp.url,
      smtpRequireTls: false,
      notifyFrom: 'site@firm.example',
    });
    try {
      await createAdmin(app);
      const token = (await login(app)).access_token;
      const start = (await call(app, token, 'POST', '/api/account/mfa/totp', password)).json();
      await call(app, token, 'POST', '/api/account/mfa/totp/verify', {
        factor_id: start.factor_id,
        code: totpCodeAt(start.secret, clock.now()),
      });
      clock.advance(60_000);
      const right = totpCodeAt(start.secret, clock.now());
      const wrong = right === '123456' ? '654321' : '123456';
      for (let i = 0; i < 4; i++) {
        const { mfa_token } = (await passwordGrant(app, ADMIN.email, ADMIN.password)).json();
        const res = await app.inject({
          method: 'POST',
          url: '/auth/token',
          payload: { grant_type: GRANT_TYPES.mfaOtp, mfa_token, otp: wrong },
        });
        expect(res.statusCode).toBe(400);
      }
      const notified = await call(
        app,
        token,
        'GET',
        '/api/admin/audit-events?type=mfa.failures_notified',
      );
      expect(notified.json().items).toEqual([
        expect.objectContaining({ actor_email: ADMIN.email, details: { wrong_codes: 3 } }),
      ]);
      await app.accountNotices.drain();
      const notices = smtp.mails.filter((m) => /wrong sign-in codes/.test(m.headers.subject ?? ''));
      expect(notices).toHaveLength(1); // once per run of failures, not per code
      expect(notices[0]!.text).toContain('then 3 wrong codes of the second step in a row');
    } finally {
      await app.close();
      await smtp.close();
    }
  });
});

describe('wrong passwords of a step-up or a password change count like failed sign-ins', () => {
  const rateLimit = {
    ...defaultRateLimits,
    enabled: true,
    forms: { max: 1000, timeWindow: 60_000 },
    challenge: { max: 1000, timeWindow: 60_000 },
    token: { max: 1000, timeWindow: 60_000 },
    setup: { max: 1000, timeWindow: 60_000 },
    accountFailures: { max: 3, timeWindow: 60_000 },
  };

  it('POST /api/account/password answers 429 with Retry-After once the account is throttled', async () => {
    const app = await createTestApp({ rateLimit });
    try {
      await createAdmin(app);
      const token = (await login(app)).access_token;
      const change = (current: string) =>
        call(app, token, 'POST', '/api/account/password', {
          current_password: current,
          new_password: 'violet harbour engine quietly',
        });
      for (let i = 0; i < 3; i++) expect((await change('not my password')).statusCode).toBe(400);
      const blocked = await change(ADMIN.password);
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      // The same account throttle as the sign-in: no second oracle beside it.
      expect((await passwordGrant(app, ADMIN.email, ADMIN.password)).statusCode).toBe(429);
    } finally {
      await app.close();
    }
  });

  it('an enrolment-only session (REQUIRE_ADMIN_MFA) confirms with its password, throttled the same way', async () => {
    const app = await createTestApp({ rateLimit, requireAdminMfa: ['owner', 'editor', 'sales'] });
    try {
      await createAdmin(app);
      const tokens = await login(app);
      expect(tokens).toMatchObject({ mfa_enrolment_required: true });
      const start = (current_password: string) =>
        call(app, tokens.access_token, 'POST', '/api/account/mfa/totp', { current_password });
      for (let i = 0; i < 3; i++)
        expectStepUpRefused(await start('not my password'), 'current_password');
      const blocked = await start(ADMIN.password);
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await app.close();
    }
  });
});
