import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../../shared/vocabularies/roles';
import {
  ADMIN,
  call,
  createAdmin,
  createTestApp,
  login,
  passwordGrant,
  signInWithRole,
  type TestApp,
  type Tokens,
} from '../helpers';

const tokenOf = (url: string) => new URL(url).hash.replace('#token=', '');

/** The audit events of one type, newest first (read by the owner). */
async function auditEvents(app: TestApp, owner: string, type: string) {
  const res = await call(app, owner, 'GET', `/api/admin/audit-events?type=${type}`);
  expect(res.statusCode).toBe(200);
  return res.json().items as {
    actor_email: string | null;
    target_id: string | null;
    details: Record<string, unknown> | null;
  }[];
}

describe('roles: invitations, role changes, the last active owner', () => {
  let app: TestApp;
  let owner: Tokens;
  beforeAll(async () => {
    app = await createTestApp();
    await createAdmin(app);
    owner = await login(app);
  });
  afterAll(() => app.close());

  const setRole = (token: string, id: string, role: Role | string) =>
    call(app, token, 'PATCH', `/api/admin/users/${id}`, { role });

  it('the first account (setup) is an owner, and GET /api/admin/users shows each role', async () => {
    expect(owner.user.role).toBe('owner');
    const sales = await signInWithRole(app, 'sales');
    const items = (await call(app, owner.access_token, 'GET', '/api/admin/users')).json().items;
    expect(items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ email: ADMIN.email, role: 'owner' }),
        expect.objectContaining({ email: sales.user.email, role: 'sales' }),
      ]),
    );
  });

  it('an invitation names a role, and the account it makes has that role', async () => {
    const email = 'new-editor@firm.example';
    const res = await call(app, owner.access_token, 'POST', '/api/admin/invitations', {
      email,
      role: 'editor',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ email, role: 'editor' });
    const open = (await call(app, owner.access_token, 'GET', '/api/admin/invitations')).json();
    expect(open.items).toEqual([expect.objectContaining({ email, role: 'editor' })]);

    const accepted = await app.inject({
      method: 'POST',
      url: '/api/invitations/accept',
      payload: { token: tokenOf(res.json().invite_url), password: ADMIN.password },
    });
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json().user).toMatchObject({ email, role: 'editor' });
    const signIn = await passwordGrant(app, email, ADMIN.password);
    expect(signIn.json().user).toMatchObject({ email, role: 'editor' });
    const [created] = await auditEvents(app, owner.access_token, 'invitation.created');
    expect(created?.details).toMatchObject({ email, role: 'editor' });
  });

  it('an invitation without a role, or with an unknown one, is a 400 naming the field', async () => {
    for (const body of [{ email: 'x@firm.example' }, { email: 'x@firm.example', role: 'admin' }]) {
      const res = await call(app, owner.access_token, 'POST', '/api/admin/invitations', body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        error: 'validation_failed',
        issues: [expect.objectContaining({ path: 'role' })],
      });
    }
  });

  it('PATCH /api/admin/users/{id} changes a role (200), audited with before and after', async () => {
    const editor = await signInWithRole(app, 'editor');
    const res = await setRole(owner.access_token, editor.user.id, 'sales');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: editor.user.id, role: 'sales' });
    const [changed] = await auditEvents(app, owner.access_token, 'user.role_changed');
    expect(changed).toMatchObject({
      actor_email: ADMIN.email,
      target_id: editor.user.id,
      details: { email: editor.user.email, from: 'editor', to: 'sales' },
    });
    // The same role again changes nothing and records nothing.
    expect((await setRole(owner.access_token, editor.user.id, 'sales')).statusCode).toBe(200);
    expect(await auditEvents(app, owner.access_token, 'user.role_changed')).toHaveLength(1);

    expect((await setRole(owner.access_token, 'no-such-user', 'sales')).statusCode).toBe(404);
    const bad = await setRole(owner.access_token, editor.user.id, 'root');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues).toEqual([expect.objectContaining({ path: 'role' })]);
  });

  it('PATCH extra_roles adds and takes away roles held beside the own, from the next request', async () => {
    const sales = await signInWithRole(app, 'sales');
    const patch = (body: object) =>
      call(app, owner.access_token, 'PATCH', `/api/admin/users/${sales.user.id}`, body);
    const applications = () =>
      app.inject({
        url: '/api/job-applications',
        headers: { authorization: `Bearer ${sales.access_token}` },
      });
    expect((await applications()).statusCode).toBe(403);

    const added = await patch({ extra_roles: ['hiring'] });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({ role: 'sales', extra_roles: ['hiring'] });
    // The same token: the roles are read afresh on every request.
    expect((await applications()).statusCode).toBe(200);
    const [changed] = await auditEvents(app, owner.access_token, 'user.role_changed');
    expect(changed).toMatchObject({
      target_id: sales.user.id,
      details: { from: 'sales', to: 'sales', extra_roles_from: [], extra_roles_to: ['hiring'] },
    });

    // A role equal to the account's own is not held twice; an owner's extra roles are refused.
    const same = await patch({ role: 'hiring' });
    expect(same.json()).toMatchObject({ role: 'hiring', extra_roles: [] });
    expect((await patch({ extra_roles: ['owner'] })).statusCode).toBe(400);
    expect((await patch({ extra_roles: ['sales', 'sales'] })).statusCode).toBe(400);
    expect((await patch({})).statusCode).toBe(400);

    const back = await patch({ role: 'sales', extra_roles: [] });
    expect(back.json()).toMatchObject({ role: 'sales', extra_roles: [] });
    expect((await applications()).statusCode).toBe(403);
  });

  it('only an owner changes roles: sales cannot make itself an owner (403, audited)', async () => {
    const sales = await signInWithRole(app, 'sales');
    const res = await setRole(sales.access_token, sales.user.id, 'owner');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      error: 'forbidden',
      message: expect.stringMatching(/your role \(sales\).*owner/i),
    });
    const [refused] = await auditEvents(app, owner.access_token, 'access.refused');
    expect(refused).toMatchObject({
      actor_email: sales.user.email,
      details: { role: 'sales', route: 'PATCH /api/admin/users/:id' },
    });
    const me = (await call(app, owner.access_token, 'GET', '/api/admin/users')).json().items;
    expect(me.find((u: { id: string }) => u.id === sales.user.id).role).toBe('sales');
  });

  it('a role change holds at the very next request, with the same access token', async () => {
    const person = await signInWithRole(app, 'sales');
    const leads = () => call(app, person.access_token, 'GET', '/api/contact-submissions');
    const history = () => call(app, person.access_token, 'GET', '/api/site-content/versions');
    expect((await leads()).statusCode).toBe(200);
    expect((await history()).statusCode).toBe(403);

    expect((await setRole(owner.access_token, person.user.id, 'editor')).statusCode).toBe(200);
    expect((await leads()).statusCode).toBe(403);
    expect((await history()).statusCode).toBe(200);
    // Their own account stays theirs whatever the role.
    expect((await call(app, person.access_token, 'GET', '/api/account/sessions')).statusCode).toBe(
      200,
    );
    // And the next token says so too, for the admin's screens.
    const user = await app.inject({
      url: '/auth/user',
      headers: { authorization: `Bearer ${person.access_token}` },
    });
    expect(user.json().role).toBe('editor');
  });

  // The last active owner. The setup account is still the only owner: nothing above made another.
  const disable = (token: string, id: string) =>
    call(app, token, 'POST', `/api/admin/users/${id}/disable`);

  it('the last active owner cannot be disabled (409 last_active_owner); another role can be', async () => {
    const off = await disable(owner.access_token, owner.user.id);
    expect(off.statusCode).toBe(409);
    expect(off.json()).toMatchObject({ error: 'last_active_owner' });

    const editor = await signInWithRole(app, 'editor');
    expect((await disable(owner.access_token, editor.user.id)).statusCode).toBe(200);
  });

  it('nobody changes their own role, an owner neither: another owner does (403 own_role)', async () => {
    for (const role of ['editor', 'sales', 'owner']) {
      const res = await setRole(owner.access_token, owner.user.id, role);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        error: 'own_role',
        message: 'Your own role cannot be changed by you: another owner changes it',
      });
    }
    const me = (await call(app, owner.access_token, 'GET', '/api/admin/users')).json().items;
    expect(me.find((u: { id: string }) => u.id === owner.user.id).role).toBe('owner');
  });

  it('a disabled owner does not count; with a second active owner, each may demote the other', async () => {
    const sleeping = await signInWithRole(app, 'owner');
    expect((await disable(owner.access_token, sleeping.user.id)).statusCode).toBe(200);
    // Demoting the disabled owner is fine: it leaves the active one.
    expect((await setRole(owner.access_token, sleeping.user.id, 'editor')).statusCode).toBe(200);

    const second = await signInWithRole(app, 'owner');
    const demoted = await setRole(second.access_token, owner.user.id, 'sales');
    expect(demoted.statusCode).toBe(200);
    // Now a sales account: the Users routes are closed to it at once.
    expect((await call(app, owner.access_token, 'GET', '/api/admin/users')).statusCode).toBe(403);
    // The second owner gives the role back.
    expect((await setRole(second.access_token, owner.user.id, 'owner')).statusCode).toBe(200);
  });
});

/**
 * Applies the migrations before `tag` to `db`, as a database of the version before it had them;
 * returns how to apply one more by its tag.
 */
function migratedUpTo(db: Database.Database, tag: string): (tag: string) => void {
  const folder = join(import.meta.dirname, '../../../migrations');
  const journal = JSON.parse(readFileSync(join(folder, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  const apply = (name: string) =>
    readFileSync(join(folder, `${name}.sql`), 'utf8')
      .split('--> statement-breakpoint')
      .forEach((statement) => db.exec(statement));
  const tags = journal.entries.map((e) => e.tag);
  const index = tags.indexOf(tag);
  expect(index).toBeGreaterThan(0);
  tags.slice(0, index).forEach(apply);
  return apply;
}

describe('migration 0009', () => {
  it('makes the accounts and open invitations that existed before roles owners', () => {
    const db = new Database(':memory:');
    const apply = migratedUpTo(db, '0010_roles');
    const at = '2026-01-01T00:00:00.000Z';
    db.prepare(
      'INSERT INTO users (id, email, password_hash, created_at, updated_at) VALUES (?, ?, ?, ?, ?)',
    ).run('u1', 'old@firm.example', 'hash', at, at);
    db.prepare(
      'INSERT INTO invitations (id, email, token_hash, created_at, expires_at) VALUES (?, ?, ?, ?, ?)',
    ).run('i1', 'invited@firm.example', 'h', at, at);
    apply('0010_roles');
    expect(db.prepare('SELECT role FROM users').get()).toEqual({ role: 'owner' });
    expect(db.prepare('SELECT role FROM invitations').get()).toEqual({ role: 'owner' });
    // An unknown role cannot be written, even by hand.
    expect(() => db.prepare("UPDATE users SET role = 'admin'").run()).toThrow(/CHECK/);
    db.close();
  });
});

describe('migration 0018 (the hiring role)', () => {
  it('keeps what every account had: sales accounts keep applications beside their role', () => {
    const db = new Database(':memory:');
    // As the server runs: foreign keys on, the migration in one transaction (drizzle's).
    db.pragma('foreign_keys = ON');
    const apply = migratedUpTo(db, '0018_hiring_role');
    const at = '2026-01-01T00:00:00.000Z';
    const addUser = db.prepare(
      'INSERT INTO users (id, email, password_hash, role, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)',
    );
    for (const role of ['owner', 'editor', 'sales']) {
      addUser.run(role, `${role}@firm.example`, 'hash', role, at, at);
    }
    db.prepare(
      'INSERT INTO sessions (id, user_id, created_at, last_used_at, expires_at) VALUES (?, ?, ?, ?, ?)',
    ).run('s1', 'sales', at, at, at);
    db.prepare(
      'INSERT INTO invitations (id, email, token_hash, created_at, expires_at, role) VALUES (?, ?, ?, ?, ?, ?)',
    ).run('i1', 'invited@firm.example', 'h', at, at, 'sales');
    db.transaction(() => apply('0018_hiring_role'))();

    expect(db.prepare('SELECT id, role, extra_roles FROM users ORDER BY id').all()).toEqual([
      { id: 'editor', role: 'editor', extra_roles: '[]' },
      { id: 'owner', role: 'owner', extra_roles: '[]' },
      { id: 'sales', role: 'sales', extra_roles: '["hiring"]' },
    ]);
    // The role columns were swapped, not the table rebuilt: the sessions are all there.
    expect(db.prepare('SELECT user_id FROM sessions').all()).toEqual([{ user_id: 'sales' }]);
    expect(db.prepare('SELECT role FROM invitations').get()).toEqual({ role: 'sales' });
    db.prepare("UPDATE users SET role = 'hiring' WHERE id = 'editor'").run();
    db.prepare("UPDATE invitations SET role = 'hiring'").run();
    expect(() => db.prepare("UPDATE users SET role = 'admin'").run()).toThrow(/CHECK/);
    expect(() => db.prepare("UPDATE invitations SET role = 'admin'").run()).toThrow(/CHECK/);
    expect(db.pragma('foreign_key_check')).toEqual([]);
    db.close();
  });
});
