import { generateKeyPair, SignJWT, type JWTPayload } from 'jose';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OidcRefusal } from '@shared/schemas/oidc';
import { createAdmin } from '../../helpers';
import {
  auditOf,
  callback,
  forgeIdTokenOf,
  oidcTestSetup,
  signedByProvider,
  signInAs,
  startLogin,
  type OidcTestSetup,
} from './oidc-helpers';

// Bad input and attacks: each is refused with an audit event and a clear
// message on the login page, and never makes an account or a session. The provider is real; an
// attacker's part is played by changing what reaches the site.

let setup: OidcTestSetup;
const newcomer = { sub: 'mallory', email: 'mallory@firm.example' };

beforeEach(async () => {
  // An allowed domain: without the checks, each of these would make an account.
  setup = await oidcTestSetup({
    oidc: {
      allowedDomains: ['firm.example'],
      roleMapping: { claim: 'groups', entries: [{ group: 'staff', role: 'sales' }] },
    },
  });
  await createAdmin(setup.app);
  setup.provider.directory.set(newcomer.sub, { ...newcomer, groups: ['staff'] });
  setup.provider.loginAs(newcomer.sub);
});
afterEach(async () => {
  vi.restoreAllMocks();
  await setup.close();
});

/** Starts a sign-in and lets the provider answer; the callback URL and the handle cookie. */
async function providerAnswer() {
  const { location, loginCookie } = await startLogin(setup.app);
  return { url: await setup.provider.authorize(location.href), loginCookie };
}

/** The refusal, its audit event (with the check that failed), and that nothing was made. */
function expectRefused(
  result: Awaited<ReturnType<typeof callback>>,
  reason: OidcRefusal,
  why?: RegExp,
) {
  expect(result.res.statusCode).toBe(302);
  expect(result.res.headers.location).toBe('/login');
  expect(result.outcome).toMatchObject({ status: 'refused', reason, message: expect.any(String) });
  expect(result.refreshCookie).toBeUndefined();
  expect(setup.app.repos.users.findByEmail(newcomer.email)).toBeUndefined();
  const details = auditOf(setup.app, 'oidc.refused').at(-1)?.details;
  // A callback nobody started is counted per minute (anyone can send one), the rest one by one.
  if (reason === 'login_expired') expect(details).toMatchObject({ reasons: { [reason]: 1 } });
  else expect(details).toMatchObject({ reason });
  if (why) expect(details?.detail).toMatch(why);
}

const forgeIdToken = (forge: (claims: JWTPayload) => Promise<string>) =>
  forgeIdTokenOf(setup, forge);
const signWithProviderKey = (claims: JWTPayload) => signedByProvider(setup, claims);

describe('a sign-in through the provider refuses', () => {
  it('a wrong state', async () => {
    const { url, loginCookie } = await providerAnswer();
    url.searchParams.set('state', 'not-the-state-this-browser-was-given');
    expectRefused(await callback(setup.app, url, loginCookie), 'state_mismatch', /"state"/);
  });

  it('a callback without the browser’s handle (started elsewhere: login CSRF)', async () => {
    const { url } = await providerAnswer();
    expectRefused(await callback(setup.app, url, undefined), 'login_expired');
  });

  it('a replayed callback, and a replayed code under a new state', async () => {
    const first = await providerAnswer();
    expect((await callback(setup.app, first.url, first.loginCookie)).outcome?.status).toBe(
      'signed_in',
    );
    setup.app.repos.users.disable(setup.app.repos.users.findByEmail(newcomer.email)!.id);
    const users = setup.app.repos.users.list().length;

    const again = await callback(setup.app, first.url, first.loginCookie);
    expect(again.outcome).toMatchObject({ status: 'refused', reason: 'login_expired' });

    // The old code with the state of a new sign-in: the provider refuses the code.
    const { location, loginCookie } = await startLogin(setup.app);
    const replayed = new URL(first.url);
    replayed.searchParams.set('state', location.searchParams.get('state')!);
    const result = await callback(setup.app, replayed, loginCookie);
    expect(result.outcome).toMatchObject({ status: 'refused', reason: 'code_rejected' });
    expect(result.refreshCookie).toBeUndefined();
    expect(setup.app.repos.users.list()).toHaveLength(users);
  });

  it('an ID token for another audience', async () => {
    forgeIdToken((claims) => signWithProviderKey({ ...claims, aud: 'another-app' }));
    const { url, loginCookie } = await providerAnswer();
    expectRefused(await callback(setup.app, url, loginCookie), 'id_token_invalid', /"aud"/);
  });

  it('an expired ID token', async () => {
    const past = Math.floor(Date.now() / 1000) - 3600;
    forgeIdToken((claims) => signWithProviderKey({ ...claims, iat: past - 60, exp: past }));
    const { url, loginCookie } = await providerAnswer();
    expectRefused(await callback(setup.app, url, loginCookie), 'id_token_invalid', /"exp"/);
  });

  it('an unsigned ID token (alg: none)', async () => {
    forgeIdToken(async (claims) => {
      const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
      return `${part({ alg: 'none', typ: 'JWT' })}.${part(claims)}.`;
    });
    const { url, loginCookie } = await providerAnswer();
    expectRefused(await callback(setup.app, url, loginCookie), 'id_token_invalid', /"alg"/);
  });

  it('an ID token signed by a key that is not the provider’s', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    forgeIdToken((claims) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'RS256', kid: setup.provider.signingKey.kid })
        .sign(privateKey),
    );
    const { url, loginCookie } = await providerAnswer();
    expectRefused(await callback(setup.app, url, loginCookie), 'id_token_invalid', /signature/);
  });

  it('another issuer: in the authorization response (mix-up) or in the ID token', async () => {
    const { url, loginCookie } = await providerAnswer();
    expect(url.searchParams.get('iss')).toBe(setup.provider.issuer);
    url.searchParams.set('iss', 'https://attacker.example');
    expectRefused(await callback(setup.app, url, loginCookie), 'issuer_mismatch');

    forgeIdToken((claims) => signWithProviderKey({ ...claims, iss: 'https://attacker.example' }));
    const second = await providerAnswer();
    expectRefused(await callback(setup.app, second.url, second.loginCookie), 'issuer_mismatch');
  });

  it('an e-mail address the provider has not verified', async () => {
    const result = await signInAs(setup, { ...newcomer, email_verified: false, groups: ['staff'] });
    expectRefused(result, 'email_not_verified');
  });

  it('an error from the provider, without showing its description', async () => {
    const { location, loginCookie } = await startLogin(setup.app);
    const url = new URL('https://site.test/auth/oidc/callback');
    url.searchParams.set('error', 'access_denied');
    url.searchParams.set('error_description', 'Call +1 555 0100 to unlock your account');
    url.searchParams.set('state', location.searchParams.get('state')!);
    url.searchParams.set('iss', setup.provider.issuer);
    const result = await callback(setup.app, url, loginCookie);
    expectRefused(result, 'provider_error');
    expect(JSON.stringify(result.outcome)).toContain('access_denied');
    expect(JSON.stringify(result.outcome)).not.toContain('555');
  });
});
