import { decodeJwt } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROLES } from '@shared/vocabularies/roles';
import { bearer, createAdmin, manualClock } from '../../helpers';
import {
  auditOf,
  nextRefreshCookie,
  oidcTestSetup,
  refreshWithCookie,
  signInAs,
  type OidcTestSetup,
} from './oidc-helpers';

// Leavers lose access within minutes: each refresh of a session begun through the
// provider asks it again once 10 minutes are nearly over, and back-channel logout ends the
// sessions at once.

let setup: OidcTestSetup;
afterEach(async () => {
  vi.restoreAllMocks();
  await setup?.close();
});

const MINUTE = 60_000;
const roleMapping = {
  claim: 'groups',
  entries: ROLES.map((role) => ({ group: `site-${role}`, role })),
};
const pat = { sub: 'pat', email: 'pat@firm.example', groups: ['site-sales'] };

async function signedInPat(clock = manualClock()) {
  setup = await oidcTestSetup({
    oidc: { allowedDomains: ['firm.example'], roleMapping },
    app: { now: clock.now },
  });
  await createAdmin(setup.app);
  const signedIn = await signInAs(setup, pat);
  expect(signedIn.outcome?.status).toBe('signed_in');
  return { clock, cookie: signedIn.refreshCookie! };
}

describe('the check with the provider at refresh', () => {
  it('asks the provider at most every 10 minutes, and caps access tokens to the next check', async () => {
    const { clock, cookie } = await signedInPat();
    const { provider, app } = setup;
    let res = await refreshWithCookie(app, cookie);
    // A provider session's access token lives no longer than its last check + 10 minutes.
    expect(res.json().expires_in).toBe(600);
    clock.advance(5 * MINUTE);
    res = await refreshWithCookie(app, nextRefreshCookie(res)!);
    expect(res.statusCode).toBe(200);
    expect(res.json().expires_in).toBe(300);
    expect(provider.grants.refresh_token ?? 0).toBe(0);

    clock.advance(4 * MINUTE);
    res = await refreshWithCookie(app, nextRefreshCookie(res)!);
    expect(res.statusCode).toBe(200);
    expect(provider.grants.refresh_token).toBe(1);
    expect(res.json().expires_in).toBe(600);
  });

  it('ends the access of a person removed from the groups at the next check', async () => {
    const { clock, cookie } = await signedInPat();
    const { provider, app } = setup;
    const first = await refreshWithCookie(app, cookie);
    const { access_token } = first.json<{ access_token: string }>();
    provider.directory.get('pat')!.groups = ['some-other-group'];

    clock.advance(9 * MINUTE);
    const refused = await refreshWithCookie(app, nextRefreshCookie(first)!);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe('invalid_grant');
    // Every session of the account ended, the access token with it.
    const user = await app.inject({
      method: 'GET',
      url: '/auth/user',
      headers: bearer(access_token),
    });
    expect(user.statusCode).toBe(401);
    expect(auditOf(app, 'oidc.access_ended').map((e) => e.details)).toEqual([
      { reason: 'no_role', sessions_ended: 1 },
    ]);
  });

  it('ends the access of an account disabled at the provider', async () => {
    const { clock, cookie } = await signedInPat();
    setup.provider.directory.get('pat')!.disabled = true;
    clock.advance(9 * MINUTE);
    const refused = await refreshWithCookie(setup.app, cookie);
    expect(refused.statusCode).toBe(400);
    expect(auditOf(setup.app, 'oidc.access_ended').at(-1)?.details).toMatchObject({
      reason: 'provider_refused',
    });
    // And the next sign-in is refused by the provider itself.
    const again = await signInAs(setup, pat);
    expect(again.outcome).toMatchObject({ status: 'refused', reason: 'provider_error' });
  });

  it('applies another role from the provider at the check', async () => {
    const { clock, cookie } = await signedInPat();
    setup.provider.directory.get('pat')!.groups = ['site-editor'];
    clock.advance(9 * MINUTE);
    const res = await refreshWithCookie(setup.app, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().user.role).toBe('editor');
    expect(auditOf(setup.app, 'user.role_changed').at(-1)?.details).toEqual({
      email: 'pat@firm.example',
      from: 'sales',
      to: 'editor',
      source: 'provider',
    });
  });

  it('ends nothing while the provider cannot be reached: 503, and the session goes on after', async () => {
    const { clock, cookie } = await signedInPat();
    clock.advance(9 * MINUTE);
    const realFetch = globalThis.fetch;
    const down = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async (input, init) =>
        String(input instanceof Request ? input.url : input).startsWith(setup.provider.issuer)
          ? Promise.reject(new TypeError('fetch failed'))
          : realFetch(input, init),
      );
    const paused = await refreshWithCookie(setup.app, cookie);
    expect(paused.statusCode).toBe(503);
    expect(paused.json().error).toBe('temporarily_unavailable');
    down.mockRestore();
    // The refresh token did not rotate: the same cookie works once the provider answers.
    const back = await refreshWithCookie(setup.app, cookie);
    expect(back.statusCode).toBe(200);
    expect(auditOf(setup.app, 'oidc.access_ended')).toEqual([]);
  });

  it('leaves sessions begun with a password alone', async () => {
    const clock = manualClock();
    setup = await oidcTestSetup({ app: { now: clock.now } });
    await createAdmin(setup.app);
    const grant = await setup.app.inject({
      method: 'POST',
      url: '/auth/token?grant_type=password',
      payload: { email: 'admin@firm.example', password: 'a long enough password' },
    });
    clock.advance(30 * MINUTE);
    const res = await setup.app.inject({
      method: 'POST',
      url: '/auth/token?grant_type=refresh_token',
      payload: { refresh_token: grant.json().refresh_token },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().expires_in).toBe(900);
    expect(setup.provider.grants.refresh_token ?? 0).toBe(0);
  });
});

describe('POST /auth/oidc/backchannel-logout', () => {
  it('ends the sessions of the provider session at once, and refuses the token replayed', async () => {
    const { cookie } = await signedInPat();
    const { app, provider, logoutTokens } = setup;
    const session = await refreshWithCookie(app, cookie);
    const { access_token } = session.json<{ access_token: string }>();
    const sid = app.repos.providerIdentities.session(decodeJwt(access_token).sid as string)!.session
      .provider_sid!;

    await provider.backchannelLogout('pat', sid);
    const user = await app.inject({
      method: 'GET',
      url: '/auth/user',
      headers: bearer(access_token),
    });
    expect(user.statusCode).toBe(401);
    expect((await refreshWithCookie(app, nextRefreshCookie(session)!)).statusCode).toBe(400);
    expect(auditOf(app, 'oidc.backchannel_logout').map((e) => [e.actor_email, e.details])).toEqual([
      ['pat@firm.example', { sessions_ended: 1, provider_sid: sid }],
    ]);

    const replay = await app.inject({
      method: 'POST',
      url: '/auth/oidc/backchannel-logout',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ logout_token: logoutTokens[0]! }).toString(),
    });
    expect(replay.statusCode).toBe(400);
    expect(replay.headers['cache-control']).toBe('no-store');
    expect(auditOf(app, 'oidc.refused').at(-1)?.details).toMatchObject({
      count: 1,
      reasons: { logout_token_replayed: 1 },
    });
  });

  it('refuses a logout token not signed by the provider, and ends nothing', async () => {
    const { cookie } = await signedInPat();
    const { app } = setup;
    const { SignJWT, generateKeyPair } = await import('jose');
    const { privateKey } = await generateKeyPair('RS256');
    const forged = await new SignJWT({
      events: { 'http://schemas.openid.net/event/backchannel-logout': {} },
      sub: 'pat',
    })
      .setProtectedHeader({ alg: 'RS256', kid: setup.provider.signingKey.kid, typ: 'logout+jwt' })
      .setIssuer(setup.provider.issuer)
      .setAudience('site')
      .setIssuedAt()
      .setJti('forged-1')
      .sign(privateKey);
    const res = await app.inject({
      method: 'POST',
      url: '/auth/oidc/backchannel-logout',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `logout_token=${forged}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('invalid_request');
    expect((await refreshWithCookie(app, cookie)).statusCode).toBe(200);
    expect(auditOf(app, 'oidc.refused').at(-1)?.details).toMatchObject({
      count: 1,
      reasons: { logout_token_invalid: 1 },
    });
  });
});
