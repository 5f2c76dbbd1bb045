import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { hashPassword } from '../../../../server/src/lib/password';
import {
  ADMIN,
  bearer,
  createAdmin,
  createTestApp,
  login,
  passwordGrant,
  refresh,
  type TestApp,
} from '../../helpers';
import { oidcTestSetup, refreshWithCookie, signInAs, type OidcTestSetup } from './oidc-helpers';

// SSO_REQUIRED covers every role an account holds (its own and those beside it), and is asked at
// sign-in, at every refresh and on every request: a password session it covers ends.

let setup: OidcTestSetup | undefined;
afterEach(async () => {
  await setup?.close();
  setup = undefined;
});

/** An account with a password, `role` and `extra` beside it. */
async function account(app: TestApp, email: string, role: 'editor' | 'hiring', extra: 'hiring'[]) {
  const user = app.repos.users.create(email, await hashPassword(ADMIN.password), role);
  app.repos.users.setRoles(user.id, { extra_roles: extra });
  return user;
}

const userCall = (app: TestApp, token: string) =>
  app.inject({ method: 'GET', url: '/auth/user', headers: bearer(token) });

describe('SSO_REQUIRED and the roles beside the own', () => {
  it('refuses the password of an editor who also holds a role it names', async () => {
    setup = await oidcTestSetup({ app: { ssoRequired: ['hiring'] } });
    const { app } = setup;
    await createAdmin(app);
    await account(app, 'ed@firm.example', 'editor', ['hiring']);
    await account(app, 'plain@firm.example', 'editor', []);
    const refused = await passwordGrant(app, 'ed@firm.example', ADMIN.password);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('sso_required');
    expect((await passwordGrant(app, 'plain@firm.example', ADMIN.password)).statusCode).toBe(200);
  });

  it('ends a password session at its next request and refresh once a covered role is given', async () => {
    setup = await oidcTestSetup({ app: { ssoRequired: ['hiring'] } });
    const { app } = setup;
    await createAdmin(app);
    const ed = await account(app, 'ed@firm.example', 'editor', []);
    const byPassword = (await passwordGrant(app, ed.email, ADMIN.password)).json();
    const second = (await passwordGrant(app, ed.email, ADMIN.password)).json();
    const viaProvider = await signInAs(setup, { sub: 'ed', email: ed.email });
    expect(viaProvider.outcome?.status).toBe('signed_in');
    expect((await userCall(app, byPassword.access_token)).statusCode).toBe(200);

    app.repos.users.setRoles(ed.id, { extra_roles: ['hiring'] });
    expect((await userCall(app, byPassword.access_token)).statusCode).toBe(401);
    const refreshed = await refresh(app, second.refresh_token);
    expect(refreshed.statusCode).toBe(403);
    expect(refreshed.json().error).toBe('sso_required');
    // Both password sessions are over; the one begun at the provider goes on.
    const live = app.repos.sessions.listActive(ed.id);
    expect(live.map((s) => s.sign_in_method)).toEqual(['provider']);
    expect((await refreshWithCookie(app, viaProvider.refreshCookie!)).statusCode).toBe(200);
  });
});

describe('turning SSO_REQUIRED on', () => {
  const dirs: string[] = [];
  // The app on the file is closed first: an inner afterEach runs before the file's own, and the
  // open app's background work could still write into the folder being removed (ENOTEMPTY).
  afterEach(async () => {
    await setup?.close();
    setup = undefined;
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('ends the password sessions it covers when the server starts with it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sso-required-'));
    dirs.push(dir);
    const databasePath = join(dir, 'site.db');
    const before = await createTestApp({ databasePath });
    await createAdmin(before);
    const hiring = await account(before, 'hr@firm.example', 'hiring', []);
    const hr = (await passwordGrant(before, hiring.email, ADMIN.password)).json();
    const owner = await login(before);
    await before.close();

    setup = await oidcTestSetup({ app: { databasePath, ssoRequired: ['hiring'] } });
    const { app } = setup;
    // Ended at start, before any request of theirs.
    expect(app.repos.sessions.listActive(hiring.id)).toEqual([]);
    expect((await userCall(app, hr.access_token)).statusCode).toBe(401);
    expect((await refresh(app, hr.refresh_token)).statusCode).toBe(400);
    // Roles it does not name keep their sessions.
    expect((await userCall(app, owner.access_token)).statusCode).toBe(200);
  });
});
