import { decodeJwt } from 'jose';
import { afterEach, describe, expect, it } from 'vitest';
import { GRANT_TYPES } from '@shared/schemas/auth';
import { ROLES, type Role } from '@shared/vocabularies/roles';
import { hashPassword } from '../../../../server/src/lib/password';
import { totpCodeAt } from '../../../../server/src/services/auth/totp';
import { softAuthenticator } from '../../account/soft-authenticator';
import {
  ADMIN,
  bearer,
  call,
  createAdmin,
  login,
  passwordGrant,
  type TestApp,
} from '../../helpers';
import {
  auditOf,
  oidcTestSetup,
  refreshWithCookie,
  signInAs,
  SITE,
  startLogin,
  type OidcTestSetup,
} from './oidc-helpers';

// The second factor from the provider: an `amr` that shows one satisfies
// REQUIRE_ADMIN_MFA for that session, otherwise this site's own factor is asked as after a
// password; SSO_REQUIRED refuses passwords for its roles while an owner's passkey stays.

let setup: OidcTestSetup;
afterEach(async () => setup?.close());

const ada = { sub: 'ada', email: ADMIN.email };

/** Turns on the authenticator app of the signed-in account; its secret. */
async function enrolTotp(app: TestApp, token: string): Promise<string> {
  const start = await call(app, token, 'POST', '/api/account/mfa/totp', {
    current_password: ADMIN.password,
  });
  const { secret, factor_id } = start.json<{ secret: string; factor_id: string }>();
  const verified = await call(app, token, 'POST', '/api/account/mfa/totp/verify', {
    factor_id,
    code: totpCodeAt(secret, Date.now()),
  });
  expect(verified.statusCode).toBe(200);
  return secret;
}

describe('a second factor at the provider (amr)', () => {
  it('satisfies REQUIRE_ADMIN_MFA for that session; a password alone there does not', async () => {
    setup = await oidcTestSetup({ app: { requireAdminMfa: ROLES } });
    const { app } = setup;
    await createAdmin(app);

    const strong = await signInAs(setup, { ...ada, amr: ['pwd', 'otp'] });
    const session = (await refreshWithCookie(app, strong.refreshCookie!)).json();
    expect(session.mfa_enrolment_required).toBeUndefined();
    const leads = await call(app, session.access_token, 'GET', '/api/contact-submissions');
    expect(leads.statusCode).toBe(200);
    expect(auditOf(app, 'sign_in.succeeded').at(-1)?.details).toEqual({
      method: 'oidc',
      provider_mfa: true,
    });

    const weak = await signInAs(setup, { ...ada, amr: ['pwd'] });
    const enrolOnly = (await refreshWithCookie(app, weak.refreshCookie!)).json();
    expect(enrolOnly.mfa_enrolment_required).toBe(true);
    const refused = await call(app, enrolOnly.access_token, 'GET', '/api/contact-submissions');
    expect(refused.json().error).toBe('mfa_enrolment_required');
  });

  it('asks this site’s own factor when the provider showed none, and the session is still the provider’s', async () => {
    setup = await oidcTestSetup();
    const { app, provider } = setup;
    await createAdmin(app);
    const secret = await enrolTotp(app, (await login(app)).access_token);

    const asked = await signInAs(setup, { ...ada, amr: ['pwd'] });
    expect(asked.refreshCookie).toBeUndefined();
    if (asked.outcome?.status !== 'mfa_required') throw new Error('expected mfa_required');
    expect(asked.outcome.challenge.factors).toEqual(['otp', 'recovery-code']);
    const grant = await app.inject({
      method: 'POST',
      url: '/auth/token',
      payload: {
        grant_type: GRANT_TYPES.mfaOtp,
        mfa_token: asked.outcome.challenge.mfa_token,
        otp: totpCodeAt(secret, Date.now() + 30_000),
      },
    });
    expect(grant.statusCode).toBe(200);
    expect(auditOf(app, 'sign_in.succeeded').at(-1)?.details).toEqual({ method: 'oidc+otp' });
    // A provider session: its back-channel logout ends it.
    const sessionId = decodeJwt(grant.json().access_token).sid as string;
    const sid = app.repos.providerIdentities.session(sessionId)!.session.provider_sid!;
    await provider.backchannelLogout('ada', sid);
    const after = await app.inject({
      method: 'GET',
      url: '/auth/user',
      headers: bearer(grant.json().access_token),
    });
    expect(after.statusCode).toBe(401);

    // With a second factor shown at the provider, the site's own is not asked again.
    const strong = await signInAs(setup, { ...ada, amr: ['pwd', 'mfa'] });
    expect(strong.outcome?.status).toBe('signed_in');
  });
});

describe('SSO_REQUIRED', () => {
  async function withAccount(app: TestApp, role: Role) {
    const email = `${role}@firm.example`;
    app.repos.users.create(email, await hashPassword(ADMIN.password), role);
    return email;
  }

  it('refuses the password of its roles, after the password was right, and only theirs', async () => {
    setup = await oidcTestSetup({ app: { ssoRequired: ['editor', 'sales'] } });
    const { app } = setup;
    await createAdmin(app);
    for (const role of ['editor', 'sales'] as const) {
      const email = await withAccount(app, role);
      const wrong = await passwordGrant(app, email, 'not the password');
      expect(wrong.json().error).toBe('invalid_grant');
      const right = await passwordGrant(app, email, ADMIN.password);
      expect(right.statusCode).toBe(403);
      expect(right.json()).toMatchObject({
        error: 'sso_required',
        message: 'Your role signs in with Contoso: use “Sign in with Contoso”.',
      });
    }
    expect((await passwordGrant(app, ADMIN.email, ADMIN.password)).statusCode).toBe(200);
    expect(
      auditOf(app, 'sign_in.failed').filter((e) => e.details?.reason === 'sso_required'),
    ).toHaveLength(2);
    // The provider still signs them in.
    const sales = await signInAs(setup, { sub: 's', email: 'sales@firm.example' });
    expect(sales.outcome?.status).toBe('signed_in');
  });

  it('keeps an owner’s passkey as the way in when the provider is down; not another role’s', async () => {
    setup = await oidcTestSetup({ app: { ssoRequired: ROLES } });
    const { app } = setup;
    await createAdmin(app);
    const editorEmail = await withAccount(app, 'editor');
    const keys = new Map<string, ReturnType<typeof softAuthenticator>>();
    for (const [sub, email] of [
      ['o', ADMIN.email],
      ['e', editorEmail],
    ] as const) {
      // Signed in through the provider; adding a passkey still asks for the account's password.
      const signedIn = await signInAs(setup, { sub, email });
      const token = (await refreshWithCookie(app, signedIn.refreshCookie!)).json().access_token;
      const options = await call(app, token, 'POST', '/api/account/passkeys/options', {
        current_password: ADMIN.password,
      });
      const key = softAuthenticator(SITE);
      const added = await call(app, token, 'POST', '/api/account/passkeys', {
        auth_session: options.json().auth_session,
        name: 'Key',
        response: key.register(options.json().authn_params_public_key),
      });
      expect(added.statusCode).toBe(201);
      keys.set(email, key);
    }
    async function passkeyAlone(email: string) {
      const challenge = await app.inject({
        method: 'POST',
        url: '/auth/passkey/challenge',
        payload: {},
      });
      const { auth_session, authn_params_public_key } = challenge.json();
      return app.inject({
        method: 'POST',
        url: '/auth/token',
        payload: {
          grant_type: GRANT_TYPES.webauthn,
          auth_session,
          authn_response: keys.get(email)!.assert(authn_params_public_key),
        },
      });
    }
    expect((await passkeyAlone(ADMIN.email)).statusCode).toBe(200);
    const editor = await passkeyAlone(editorEmail);
    expect(editor.statusCode).toBe(403);
    expect(editor.json().error).toBe('sso_required');
    expect((await passwordGrant(app, ADMIN.email, ADMIN.password)).json().error).toBe(
      'sso_required',
    );
    // The Users page says how each can sign in now (a factor shown at the provider: no passkey
    // asked again).
    const owner = await signInAs(setup, { sub: 'o', email: ADMIN.email, amr: ['pwd', 'mfa'] });
    const { access_token } = (await refreshWithCookie(app, owner.refreshCookie!)).json();
    const users = await call(app, access_token, 'GET', '/api/admin/users');
    expect(
      Object.fromEntries(
        users.json().items.map((u: { email: string; sign_in: string[] }) => [u.email, u.sign_in]),
      ),
    ).toEqual({ [ADMIN.email]: ['provider', 'passkey'], [editorEmail]: ['provider'] });
  });
});

describe('step-up of an account without a password', () => {
  it('is a sign-in at the provider within the last 10 minutes', async () => {
    setup = await oidcTestSetup({
      oidc: {
        allowedDomains: ['firm.example'],
        roleMapping: { claim: 'groups', entries: [{ group: 'owners', role: 'owner' }] },
      },
    });
    const { app } = setup;
    const signedIn = await signInAs(setup, {
      sub: 'n',
      email: 'nia@firm.example',
      groups: ['owners'],
    });
    const token = (await refreshWithCookie(app, signedIn.refreshCookie!)).json().access_token;
    const status = await call(app, token, 'GET', '/api/account/mfa');
    expect(status.json()).toMatchObject({ password: false });
    // Its sign-in just happened at the provider: that confirms adding a passkey.
    const options = await call(app, token, 'POST', '/api/account/passkeys/options', {});
    expect(options.statusCode).toBe(200);

    // A sign-in that reused an older session at the provider does not.
    const reused = await signInAs(setup, {
      sub: 'n',
      email: 'nia@firm.example',
      groups: ['owners'],
      authTime: Math.floor(Date.now() / 1000) - 11 * 60,
    });
    const stale = (await refreshWithCookie(app, reused.refreshCookie!)).json().access_token;
    const refused = await call(app, stale, 'POST', '/api/account/passkeys/options', {});
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      error: 'reauthentication_required',
      issues: [{ path: 'provider' }],
    });
    expect(auditOf(app, 'reauthentication.failed').at(-1)?.details).toMatchObject({
      reason: 'provider_sign_in_not_recent',
    });

    // A reauthentication asks the provider for the credentials again (max_age=0).
    const { location } = await startLogin(app, '?reauthenticate=1&return_to=/admin/account');
    expect(location.searchParams.get('max_age')).toBe('0');
    // The provider asks for the credentials: its auth_time is now, as max_age=0 requires.
    const again = await signInAs(
      setup,
      { sub: 'n', email: 'nia@firm.example', groups: ['owners'], authTime: undefined },
      '?reauthenticate=1&return_to=/admin/account',
    );
    expect(again.outcome).toEqual({ status: 'signed_in', return_to: '/admin/account' });
  });
});
