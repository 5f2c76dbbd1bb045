import { generateKeyPairSync } from 'node:crypto';
import { calculateJwkThumbprint, type JWK } from 'jose';
import { afterEach, describe, expect, it } from 'vitest';
import { ROLES } from '@shared/vocabularies/roles';
import { NO_PASSWORD } from '../../../../server/src/lib/password';
import { ADMIN, bearer, createAdmin, createTestApp, login, passwordGrant } from '../../helpers';
import {
  auditOf,
  oidcTestSetup,
  refreshWithCookie,
  signInAs,
  startLogin,
  type OidcTestSetup,
} from './oidc-helpers';

// Signing in through the firm's identity provider, against a real OpenID provider:
// the authorization request, the first sign-in that links an account, invitations, allowed
// domains with the role from the groups, and that the end is a password sign-in's.

let setup: OidcTestSetup;
afterEach(async () => setup?.close());

const byRole = Object.fromEntries(ROLES.map((role) => [`site-${role}`, role]));
const roleMapping = {
  claim: 'groups',
  entries: Object.entries(byRole).map(([group, role]) => ({ group, role })),
};

describe('GET /auth/oidc/login', () => {
  it('redirects to the provider with PKCE (S256), state, nonce and the exact redirect URI', async () => {
    setup = await oidcTestSetup();
    const res = await setup.app.inject({ method: 'GET', url: '/auth/oidc/login' });
    expect(res.statusCode).toBe(302);
    const location = new URL(res.headers.location as string);
    expect(location.origin).toBe(setup.provider.issuer);
    const params = Object.fromEntries(location.searchParams);
    expect(params).toMatchObject({
      response_type: 'code',
      client_id: 'site',
      redirect_uri: 'https://site.test/auth/oidc/callback',
      scope: 'openid email profile',
      code_challenge_method: 'S256',
    });
    expect(params.code_challenge).toMatch(/^[\w-]{43}$/);
    expect(params.state).toMatch(/^[\w-]{20,}$/);
    expect(params.nonce).toMatch(/^[\w-]{20,}$/);
    // The secrets stay on the server; the browser holds a handle only the callback sees.
    const cookie = res.cookies.find((c) => c.name === 'oidc_login')!;
    expect(cookie).toMatchObject({
      httpOnly: true,
      secure: true,
      sameSite: 'Lax',
      path: '/auth/oidc/callback',
    });
    expect(res.body).not.toContain(params.state);
    const again = await startLogin(setup.app);
    expect(again.location.searchParams.get('state')).not.toBe(params.state);
  });

  it('tells the login page which provider to offer, and answers 404 when there is none', async () => {
    setup = await oidcTestSetup();
    const offered = await setup.app.inject({ method: 'GET', url: '/api/auth/providers' });
    expect(offered.json()).toEqual({ oidc: { display_name: 'Contoso' } });

    const plain = await createTestApp();
    try {
      expect((await plain.inject({ method: 'GET', url: '/api/auth/providers' })).json()).toEqual({
        oidc: null,
      });
      for (const url of ['/auth/oidc/login', '/auth/oidc/callback?code=x&state=y']) {
        const res = await plain.inject({ method: 'GET', url });
        expect(res.statusCode).toBe(404);
        expect(res.json().error).toBe('oidc_not_configured');
      }
    } finally {
      await plain.close();
    }
  });
});

describe('the client’s authentication at the provider', () => {
  it('signs its assertions with a private key (private_key_jwt) instead of a secret', async () => {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const publicJwk = publicKey.export({ format: 'jwk' });
    setup = await oidcTestSetup({
      clientKey: { ...publicJwk, kid: await calculateJwkThumbprint(publicJwk as JWK) },
      oidc: {
        clientAuth: {
          privateKeyPem: privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
          alg: 'ES256',
          certificatePem: null,
        },
      },
    });
    await createAdmin(setup.app);
    const signedIn = await signInAs(setup, { sub: 'k', email: ADMIN.email });
    expect(signedIn.outcome?.status).toBe('signed_in');
    expect(setup.provider.grants.authorization_code).toBe(1);
  });
});

describe('the first sign-in', () => {
  it('links an existing account by its verified address and ends like a password sign-in', async () => {
    setup = await oidcTestSetup();
    const { app } = setup;
    await createAdmin(app);
    const signedIn = await signInAs(setup, { sub: 'ada-1', email: ADMIN.email });
    expect(signedIn.res.statusCode).toBe(302);
    expect(signedIn.res.headers.location).toBe('/login');
    expect(signedIn.outcome).toEqual({ status: 'signed_in', return_to: null });
    const refreshCookie = signedIn.res.cookies.find((c) => c.name === 'admin_refresh_token')!;
    expect(refreshCookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/auth' });

    // The login page then gets its access token from the refresh cookie, as after a password.
    const refreshed = await refreshWithCookie(app, refreshCookie.value);
    expect(refreshed.statusCode).toBe(200);
    const session = refreshed.json<{ access_token: string; user: { email: string } }>();
    expect(session.user.email).toBe(ADMIN.email);
    const sessions = await app.inject({
      method: 'GET',
      url: '/api/account/sessions',
      headers: bearer(session.access_token),
    });
    expect(sessions.json().items).toHaveLength(1);
    expect(auditOf(app, 'oidc.linked').map((e) => e.details)).toEqual([
      { via: 'existing_account', subject: 'ada-1' },
    ]);
    expect(auditOf(app, 'sign_in.succeeded').at(-1)?.details).toEqual({ method: 'oidc' });

    // The next sign-in finds the link by the provider's subject, even with another address.
    const again = await signInAs(setup, { sub: 'ada-1', email: 'ada.renamed@firm.example' });
    expect(again.outcome?.status).toBe('signed_in');
    expect(auditOf(app, 'oidc.linked')).toHaveLength(1);
    // The password still works for an account that had one (SSO_REQUIRED is off).
    expect((await login(app)).user.email).toBe(ADMIN.email);
  });

  it('makes the account of an open invitation, with its role and without a password', async () => {
    setup = await oidcTestSetup();
    const { app } = setup;
    await createAdmin(app);
    const owner = await login(app);
    const invited = await app.inject({
      method: 'POST',
      url: '/api/admin/invitations',
      headers: { ...bearer(owner.access_token), origin: 'https://site.test' },
      payload: { email: 'grace@partner.example', role: 'sales' },
    });
    expect(invited.statusCode).toBe(201);

    const signedIn = await signInAs(setup, { sub: 'grace', email: 'Grace@Partner.example' });
    expect(signedIn.outcome?.status).toBe('signed_in');
    const user = app.repos.users.findByEmail('grace@partner.example')!;
    expect(user).toMatchObject({ role: 'sales', password_hash: NO_PASSWORD });
    expect(app.repos.invitations.listOpen()).toEqual([]);
    expect(auditOf(app, 'oidc.linked').map((e) => e.details?.via)).toEqual(['invitation']);
    expect(auditOf(app, 'invitation.accepted').at(-1)?.details).toMatchObject({ via: 'provider' });
    // No password to guess: it answers as an unknown account does.
    const guess = await passwordGrant(app, 'grace@partner.example', '!');
    expect(guess.statusCode).toBe(400);
    expect(guess.json().error).toBe('invalid_grant');
  });

  it('gives an allowed domain accounts with the role from the groups, for every role', async () => {
    setup = await oidcTestSetup({ oidc: { allowedDomains: ['firm.example'], roleMapping } });
    for (const role of ROLES) {
      const email = `${role}@firm.example`;
      const signedIn = await signInAs(setup, { sub: `s-${role}`, email, groups: [`site-${role}`] });
      expect(signedIn.outcome?.status).toBe('signed_in');
      expect(setup.app.repos.users.findByEmail(email)?.role).toBe(role);
    }
    expect(auditOf(setup.app, 'oidc.linked').map((e) => e.details?.via)).toEqual(
      ROLES.map(() => 'allowed_domain'),
    );
  });

  it('refuses, and names whom to ask, a person in no mapped group or outside the domains', async () => {
    setup = await oidcTestSetup({ oidc: { allowedDomains: ['firm.example'], roleMapping } });
    const { app } = setup;
    await createAdmin(app);
    const before = app.repos.users.list().length;

    const noGroup = await signInAs(setup, { sub: 'n', email: 'new@firm.example', groups: ['x'] });
    expect(noGroup.outcome).toMatchObject({ status: 'refused', reason: 'no_role' });
    // One of the firm's people (an allowed domain) is told who the owners are.
    expect(noGroup.outcome?.status === 'refused' && noGroup.outcome.message).toContain(ADMIN.email);
    expect(noGroup.refreshCookie).toBeUndefined();

    const stranger = await signInAs(setup, {
      sub: 'st',
      email: 'someone@elsewhere.example',
      groups: ['site-owner'],
    });
    expect(stranger.outcome).toMatchObject({ status: 'refused', reason: 'not_invited' });
    // A stranger learns no addresses.
    expect(stranger.outcome?.status === 'refused' && stranger.outcome.message).not.toContain(
      ADMIN.email,
    );
    expect(app.repos.users.list()).toHaveLength(before);
    expect(auditOf(app, 'oidc.refused').map((e) => [e.details?.reason, e.actor_email])).toEqual([
      ['no_role', 'new@firm.example'],
      ['not_invited', 'someone@elsewhere.example'],
    ]);
  });

  it('names OIDC_ACCESS_CONTACT when it is set', async () => {
    setup = await oidcTestSetup({
      oidc: { roleMapping, accessContact: 'the IT service desk (it@firm.example)' },
    });
    await createAdmin(setup.app);
    const refused = await signInAs(setup, { sub: 'a', email: ADMIN.email, groups: [] });
    expect(refused.outcome).toEqual({
      status: 'refused',
      reason: 'no_role',
      message:
        'Your account at Contoso is in no group that has access here. Ask the IT service desk ' +
        '(it@firm.example) to add you to one, then sign in again.',
    });
  });

  it('takes the role from the provider at every sign-in', async () => {
    setup = await oidcTestSetup({ oidc: { allowedDomains: ['firm.example'], roleMapping } });
    const { app } = setup;
    await createAdmin(app); // another owner, so the one below may stop being one
    await signInAs(setup, { sub: 'p', email: 'pat@firm.example', groups: ['site-owner'] });
    const again = await signInAs(setup, {
      sub: 'p',
      email: 'pat@firm.example',
      groups: ['site-sales'],
    });
    expect(again.outcome?.status).toBe('signed_in');
    expect(app.repos.users.findByEmail('pat@firm.example')?.role).toBe('sales');
    expect(auditOf(app, 'user.role_changed').map((e) => e.details)).toEqual([
      { email: 'pat@firm.example', from: 'owner', to: 'sales', source: 'provider' },
    ]);
  });

  it('keeps the last active owner: the provider cannot demote them, the sign-in is refused', async () => {
    setup = await oidcTestSetup({ oidc: { allowedDomains: ['firm.example'], roleMapping } });
    const { app } = setup;
    await signInAs(setup, { sub: 'o', email: 'only@firm.example', groups: ['site-owner'] });
    const demoted = await signInAs(setup, {
      sub: 'o',
      email: 'only@firm.example',
      groups: ['site-sales'],
    });
    expect(demoted.outcome).toMatchObject({ status: 'refused', reason: 'last_active_owner' });
    expect(app.repos.users.findByEmail('only@firm.example')?.role).toBe('owner');
  });

  it('refuses a disabled account here, and a directory account linked elsewhere', async () => {
    setup = await oidcTestSetup();
    const { app } = setup;
    await createAdmin(app);
    await signInAs(setup, { sub: 'first', email: ADMIN.email });
    // Another directory account with the same address cannot take over the linked account.
    const other = await signInAs(setup, { sub: 'second', email: ADMIN.email });
    expect(other.outcome).toMatchObject({ status: 'refused', reason: 'identity_mismatch' });

    const colleague = app.repos.users.create('cole@firm.example', NO_PASSWORD, 'editor');
    app.repos.users.disable(colleague.id);
    const disabled = await signInAs(setup, { sub: 'cole', email: 'cole@firm.example' });
    expect(disabled.outcome).toMatchObject({ status: 'refused', reason: 'account_disabled' });
  });
});
