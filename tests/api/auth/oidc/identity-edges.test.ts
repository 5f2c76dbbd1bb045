import { decodeJwt } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROLES } from '@shared/vocabularies/roles';
import { hashPassword } from '../../../../server/src/lib/password';
import { ADMIN, call, createAdmin } from '../../helpers';
import {
  auditOf,
  forgeIdTokenOf,
  oidcTestSetup,
  postLogoutToken,
  refreshWithCookie,
  signedByProvider,
  signInAs,
  type OidcTestSetup,
} from './oidc-helpers';

// The edges of who a person at the provider is here (issue 47, finding 7): addresses compared
// in ASCII only, a link made only by a sign-in that succeeds, logout events that are objects,
// and a step-up that needs the provider's auth_time.

let setup: OidcTestSetup;
afterEach(async () => {
  vi.restoreAllMocks();
  await setup?.close();
});

const roleMapping = {
  claim: 'groups',
  entries: ROLES.map((role) => ({ group: `site-${role}`, role })),
};
const LOGOUT_EVENT = 'http://schemas.openid.net/event/backchannel-logout';

describe('who the provider’s person is here', () => {
  it('never takes the Kelvin sign for a k: \\u212Aate@ is not kate@', async () => {
    setup = await oidcTestSetup();
    const { app } = setup;
    await createAdmin(app);
    const kate = app.repos.users.create(
      'kate@firm.example',
      await hashPassword(ADMIN.password),
      'sales',
    );
    const result = await signInAs(setup, { sub: 'mallory', email: '\u212Aate@firm.example' });
    expect(result.outcome).toMatchObject({ status: 'refused', reason: 'email_not_ascii' });
    expect(result.refreshCookie).toBeUndefined();
    expect(app.repos.providerIdentities.forUser(kate.id, setup.provider.issuer)).toBeUndefined();
    expect(app.repos.sessions.listActive(kate.id)).toEqual([]);
  });

  it('links an account only with a sign-in that succeeds', async () => {
    setup = await oidcTestSetup({ oidc: { roleMapping } });
    const { app } = setup;
    await createAdmin(app);
    const owner = app.repos.users.findByEmail(ADMIN.email)!;
    // The provider would make the last active owner a salesperson: refused, and not linked.
    const refused = await signInAs(setup, {
      sub: 'ada',
      email: ADMIN.email,
      groups: ['site-sales'],
    });
    expect(refused.outcome).toMatchObject({ status: 'refused', reason: 'last_active_owner' });
    expect(app.repos.providerIdentities.forUser(owner.id, setup.provider.issuer)).toBeUndefined();
    expect(auditOf(app, 'oidc.linked')).toEqual([]);

    const admitted = await signInAs(setup, {
      sub: 'ada',
      email: ADMIN.email,
      groups: ['site-owner'],
    });
    expect(admitted.outcome?.status).toBe('signed_in');
    expect(app.repos.providerIdentities.forUser(owner.id, setup.provider.issuer)).toBeDefined();
  });
});

describe('a logout token’s events', () => {
  it('must be objects: null, an array or a string ends nothing', async () => {
    setup = await oidcTestSetup({ oidc: { allowedDomains: ['firm.example'], roleMapping } });
    const { app } = setup;
    await createAdmin(app);
    const pat = { sub: 'pat', email: 'pat@firm.example', groups: ['site-sales'] };
    const signedIn = await signInAs(setup, pat);
    const session = (await refreshWithCookie(app, signedIn.refreshCookie!)).json();
    const sid = app.repos.providerIdentities.session(decodeJwt(session.access_token).sid as string)!
      .session.provider_sid!;
    const now = Math.floor(Date.now() / 1000);
    for (const [i, events] of [
      { [LOGOUT_EVENT]: null },
      { [LOGOUT_EVENT]: [] },
      { [LOGOUT_EVENT]: 'yes' },
      [{ [LOGOUT_EVENT]: {} }],
    ].entries()) {
      const token = await signedByProvider(setup, {
        iss: setup.provider.issuer,
        aud: setup.provider.clientId,
        iat: now,
        jti: `events-${i}`,
        sub: 'pat',
        sid,
        events: events as never,
      });
      const res = await postLogoutToken(app, token);
      expect(res.statusCode).toBe(400);
    }
    expect((await call(app, session.access_token, 'GET', '/auth/user')).statusCode).toBe(200);
  });
});

describe('the step-up of an account without a password', () => {
  const nia = { sub: 'n', email: 'nia@firm.example', groups: ['site-owner'] };
  const withoutAuthTime = () =>
    forgeIdTokenOf(setup, (claims) => {
      const { auth_time: _dropped, ...rest } = claims;
      return signedByProvider(setup, rest);
    });

  it('is no sign-in whose ID token has no auth_time', async () => {
    setup = await oidcTestSetup({ oidc: { allowedDomains: ['firm.example'], roleMapping } });
    const { app } = setup;
    withoutAuthTime();
    const signedIn = await signInAs(setup, nia);
    expect(signedIn.outcome?.status).toBe('signed_in');
    const token = (await refreshWithCookie(app, signedIn.refreshCookie!)).json().access_token;
    const options = await call(app, token, 'POST', '/api/account/passkeys/options', {});
    expect(options.statusCode).toBe(403);
    expect(options.json()).toMatchObject({ error: 'reauthentication_required' });
  });

  it('asks max_age=0 and refuses the answer without an auth_time', async () => {
    setup = await oidcTestSetup({ oidc: { allowedDomains: ['firm.example'], roleMapping } });
    expect((await signInAs(setup, nia)).outcome?.status).toBe('signed_in');
    withoutAuthTime();
    const again = await signInAs(setup, nia, '?reauthenticate=1');
    expect(again.outcome).toMatchObject({ status: 'refused', reason: 'id_token_invalid' });
    expect(again.refreshCookie).toBeUndefined();
    expect(auditOf(setup.app, 'oidc.refused').at(-1)?.details?.detail).toMatch(/auth_time/);
  });
});
