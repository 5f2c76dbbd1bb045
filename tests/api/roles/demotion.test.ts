import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAccountAction } from '../../../server/src/services/accounts/account-admin';
import {
  ADMIN,
  call,
  createAdmin,
  createTestApp,
  login,
  signInWithRole,
  type TestApp,
  type Tokens,
} from '../helpers';

// What an account's change of standing does to what it had: a demoted owner's
// invitations are withdrawn, and the open leads of an account that was disabled or no longer
// works leads go back to nobody, which their timelines say.

const quote = {
  name: 'Grace Hopper',
  email: 'grace@navy.example',
  service_interest: 'Other',
  project_details: 'Fibre to three sites.',
};

describe('a demoted owner, a disabled or demoted lead owner', () => {
  let app: TestApp;
  let owner: Tokens;
  beforeAll(async () => {
    app = await createTestApp();
    await createAdmin(app);
    owner = await login(app);
  });
  afterAll(() => app.close());

  const newQuote = async () =>
    (await app.inject({ method: 'POST', url: '/api/quote-requests', payload: quote })).json()
      .id as string;
  const patch = (id: string, body: object) =>
    call(app, owner.access_token, 'PATCH', `/api/quote-requests/${id}`, body);
  const lead = async (id: string) =>
    (await call(app, owner.access_token, 'GET', `/api/quote-requests/${id}`)).json();
  const timeline = async (id: string) =>
    (
      (await call(app, owner.access_token, 'GET', `/api/quote-requests/${id}/timeline`)).json()
        .items as { type: string; actor: unknown; reason?: string; previous?: { email: string } }[]
    ).filter((entry) => entry.type === 'assigned');

  it("demoting an owner withdraws the invitations they sent: an owner they invited can't get in", async () => {
    const other = await signInWithRole(app, 'owner');
    const sent = await call(app, other.access_token, 'POST', '/api/admin/invitations', {
      email: 'accomplice@elsewhere.example',
      role: 'owner',
    });
    expect(sent.statusCode).toBe(201);
    const token = new URL(sent.json().invite_url).hash.replace('#token=', '');

    const demoted = await call(
      app,
      owner.access_token,
      'PATCH',
      `/api/admin/users/${other.user.id}`,
      {
        role: 'editor',
      },
    );
    expect(demoted.statusCode).toBe(200);
    const open = (await call(app, owner.access_token, 'GET', '/api/admin/invitations')).json();
    expect(open.items.map((i: { email: string }) => i.email)).not.toContain(
      'accomplice@elsewhere.example',
    );
    const accept = await app.inject({
      method: 'POST',
      url: '/api/invitations/accept',
      payload: { token, password: ADMIN.password },
    });
    expect(accept.statusCode).toBe(400);
    expect(accept.json().error).toBe('invalid_invitation');
    const [event] = (
      await call(app, owner.access_token, 'GET', '/api/admin/audit-events?type=user.role_changed')
    ).json().items;
    expect(event.details).toMatchObject({ from: 'owner', to: 'editor', invitations_withdrawn: 1 });
  });

  it('disabling a sales account gives its open leads back to nobody; the timeline says why', async () => {
    const sam = await signInWithRole(app, 'sales', 'sam@firm.example');
    const open = await newQuote();
    const won = await newQuote();
    expect((await patch(open, { assignee_id: sam.user.id })).statusCode).toBe(200);
    expect((await patch(won, { assignee_id: sam.user.id, stage: 'won' })).statusCode).toBe(200);
    const unassigned = () =>
      call(app, owner.access_token, 'GET', '/api/quote-requests?assignee_id=none&limit=100');
    expect((await unassigned()).json().items.map((l: { id: string }) => l.id)).not.toContain(open);

    const off = await call(
      app,
      owner.access_token,
      'POST',
      `/api/admin/users/${sam.user.id}/disable`,
    );
    expect(off.statusCode).toBe(200);
    expect((await lead(open)).assignee_id).toBeNull();
    // A closed lead keeps who won it.
    expect((await lead(won)).assignee_id).toBe(sam.user.id);
    expect((await unassigned()).json().items.map((l: { id: string }) => l.id)).toContain(open);
    expect((await timeline(open)).at(-1)).toMatchObject({
      type: 'assigned',
      assignee: null,
      reason: 'owner_disabled',
      previous: { id: sam.user.id, email: 'sam@firm.example' },
      actor: { email: ADMIN.email },
    });
  });

  it('a sales account made an editor gives its open leads back; made an owner, keeps them', async () => {
    const sue = await signInWithRole(app, 'sales');
    const kept = await signInWithRole(app, 'sales');
    const a = await newQuote();
    const b = await newQuote();
    await patch(a, { assignee_id: sue.user.id });
    await patch(b, { assignee_id: kept.user.id });
    const role = (id: string, value: string) =>
      call(app, owner.access_token, 'PATCH', `/api/admin/users/${id}`, { role: value });
    expect((await role(sue.user.id, 'editor')).statusCode).toBe(200);
    expect((await role(kept.user.id, 'owner')).statusCode).toBe(200);
    expect((await lead(a)).assignee_id).toBeNull();
    expect((await timeline(a)).at(-1)).toMatchObject({ reason: 'owner_role_changed' });
    expect((await lead(b)).assignee_id).toBe(kept.user.id);
  });
});

describe('leads of an account disabled from a shell, or before this version', () => {
  const dir = mkdtempSync(join(tmpdir(), 'release-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('npm run admin:disable gives them back; a start gives back what is left', async () => {
    const databasePath = join(dir, 'site.db');
    let app = await createTestApp({ databasePath });
    await createAdmin(app);
    const owner = await login(app);
    const viaShell = await signInWithRole(app, 'sales', 'shell@firm.example');
    const before = await signInWithRole(app, 'sales', 'before@firm.example');
    const ids: string[] = [];
    for (const who of [viaShell, before]) {
      const id = (
        await app.inject({ method: 'POST', url: '/api/quote-requests', payload: quote })
      ).json().id as string;
      await call(app, owner.access_token, 'PATCH', `/api/quote-requests/${id}`, {
        assignee_id: who.user.id,
      });
      ids.push(id);
    }
    await app.repos.leads.settle();
    expect(runAccountAction(app.db, 'disable', 'shell@firm.example')).toMatchObject({ ok: true });
    // As a version before this one left it: disabled, its lead still owned.
    app.db.sqlite
      .prepare('UPDATE users SET disabled_at = ? WHERE email = ?')
      .run(new Date().toISOString(), 'before@firm.example');
    const owned = () =>
      ids.map(
        (id) =>
          (
            app.db.sqlite
              .prepare('SELECT assignee_id FROM quote_requests WHERE id = ?')
              .get(id) as {
              assignee_id: string | null;
            }
          ).assignee_id,
      );
    expect(owned()).toEqual([null, before.user.id]);
    await app.close();

    app = await createTestApp({ databasePath });
    try {
      expect(owned()).toEqual([null, null]);
    } finally {
      await app.close();
    }
  });
});
