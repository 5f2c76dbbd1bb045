import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runAccountAction } from '../../../server/src/services/accounts/account-admin';
import {
  ADMIN,
  bearer,
  createAdmin,
  createTestApp,
  login,
  refresh,
  type TestApp,
} from '../helpers';
import { bundledEntry } from '../server-bundle';

describe('a disabled, deleted or signed-out-everywhere admin loses access at once', () => {
  let app: TestApp;
  beforeEach(async () => {
    app = await createTestApp();
    await createAdmin(app);
  });
  afterEach(() => app.close());

  const userCall = (access: string) => app.inject({ url: '/auth/user', headers: bearer(access) });
  const signIn = () =>
    app.inject({ method: 'POST', url: '/auth/token?grant_type=password', payload: ADMIN });

  it('foreign keys are enforced on the server connection', () => {
    expect(app.db.sqlite.pragma('foreign_keys', { simple: true })).toBe(1);
  });

  it('admin:disable: the live access token, the refresh token and the password all stop working', async () => {
    const tokens = await login(app);
    expect(runAccountAction(app.db, 'disable', ADMIN.email)).toMatchObject({
      ok: true,
      revokedSessions: 1,
    });
    expect((await userCall(tokens.access_token)).statusCode).toBe(401);
    expect((await refresh(app, tokens.refresh_token)).statusCode).toBe(400);
    expect((await signIn()).statusCode).toBe(400);
    runAccountAction(app.db, 'enable', ADMIN.email);
    expect((await signIn()).statusCode).toBe(200);
  });

  it('admin:disable withdraws the open invitations the account sent', async () => {
    const tokens = await login(app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/admin/invitations',
      headers: bearer(tokens.access_token),
      payload: { email: 'invitee@firm.example', role: 'editor' },
    });
    const token = new URL(res.json().invite_url as string).hash.replace('#token=', '');
    runAccountAction(app.db, 'disable', ADMIN.email);
    runAccountAction(app.db, 'enable', ADMIN.email); // enabling again does not revive them
    const accepted = await app.inject({
      method: 'POST',
      url: '/api/invitations/accept',
      payload: { token, password: 'violet harbour engine quietly' },
    });
    expect(accepted.statusCode).toBe(400);
    expect(accepted.json()).toMatchObject({ error: 'invalid_invitation' });
  });

  it('an account disabled with its sessions still alive (by another tool) is refused per request', async () => {
    const tokens = await login(app);
    app.db.sqlite.prepare("UPDATE users SET disabled_at = '2030-01-01T00:00:00.000Z'").run();
    expect((await userCall(tokens.access_token)).statusCode).toBe(401);
    expect((await refresh(app, tokens.refresh_token)).statusCode).toBe(400);
  });

  it('a deleted account: its token is refused', async () => {
    const tokens = await login(app);
    app.db.sqlite.prepare('DELETE FROM users').run();
    expect((await userCall(tokens.access_token)).statusCode).toBe(401);
  });

  it('admin:revoke-sessions signs the account out everywhere; signing in again works', async () => {
    const a = await login(app);
    const b = await login(app);
    expect(runAccountAction(app.db, 'revoke-sessions', ADMIN.email)).toMatchObject({
      ok: true,
      revokedSessions: 2,
    });
    // In the audit trail like the same action on the Users page, marked as done from the shell.
    const [event] = app.repos.auditEvents.list({
      type: 'sessions.revoked_all',
      limit: 1,
      offset: 0,
    }).items;
    expect(event).toMatchObject({
      target_type: 'user',
      actor_id: null,
      details: { via: 'cli', revoked_sessions: 2 },
    });
    for (const t of [a, b]) {
      expect((await userCall(t.access_token)).statusCode).toBe(401);
      expect((await refresh(app, t.refresh_token)).statusCode).toBe(400);
    }
    expect((await signIn()).statusCode).toBe(200);
  });

  it('an unknown e-mail is reported, nothing changes', () => {
    expect(runAccountAction(app.db, 'disable', 'nobody@firm.example')).toEqual({
      ok: false,
      reason: 'no_such_account',
    });
  });
});

describe('npm run admin:disable / admin:revoke-sessions', () => {
  it('disables an account in a database file and says so; usage errors exit 2', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cli-'));
    try {
      const env = {
        ...process.env,
        DATABASE_PATH: join(dir, 'site.db'),
        ADMIN_PASSWORD: ADMIN.password,
      };
      const run = (script: string, args: string[]) =>
        spawnSync(process.execPath, [bundledEntry(`cli/${script}`), ...args], {
          env,
          encoding: 'utf8',
          timeout: 60_000,
        });
      const created = run('admin-create', ['--email', ADMIN.email]);
      expect(created.status).toBe(0);
      // The operator at the shell makes an owner unless told otherwise.
      expect(created.stdout).toMatch(/role owner/);
      expect(run('admin-create', ['--email', 'x@firm.example', '--role', 'boss']).status).toBe(2);
      const disabled = run('admin-account', ['disable', '--email', ADMIN.email]);
      expect(disabled.status).toBe(0);
      expect(disabled.stdout).toMatch(/Disabled admin@firm\.example/);
      expect(run('admin-account', ['revoke-sessions']).status).toBe(2);
      expect(run('admin-account', ['disable', '--email', 'nobody@firm.example']).status).toBe(1);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
