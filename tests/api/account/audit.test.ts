import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  call,
  createAdmin,
  createTestApp,
  login,
  passwordGrant,
  type TestApp,
} from '../helpers';

describe('audit trail', () => {
  let app: TestApp;
  let token: string;
  let userId: string;
  beforeAll(async () => {
    app = await createTestApp();
    await createAdmin(app);
    await passwordGrant(app, ADMIN.email, 'not the password at all');
    const tokens = await login(app);
    token = tokens.access_token;
    userId = tokens.user.id;
    const lead = await app.inject({
      method: 'POST',
      url: '/api/contact-submissions',
      payload: { name: 'Ada', email: 'ada@example.com', message: 'Hello there, a question.' },
    });
    const id = lead.json().id as string;
    await call(app, token, 'GET', `/api/contact-submissions/${id}`);
    await call(app, token, 'PATCH', `/api/contact-submissions/${id}`, { status: 'handled' });
    await call(app, token, 'GET', '/api/contact-submissions.csv');
    await call(app, token, 'DELETE', `/api/contact-submissions/${id}`);
  });
  afterAll(() => app.close());

  const events = async (query = '') =>
    (await call(app, token, 'GET', `/api/admin/audit-events${query}`)).json();

  it('records sign-ins (failed too, with IP and user agent) and work on personal data, newest first', async () => {
    const { items, total } = await events();
    expect(items.map((e: { type: string }) => e.type)).toEqual([
      'lead.deleted',
      'leads.exported',
      // A status change moves the stage too: both are in the trail.
      'lead.stage_changed',
      'lead.status_changed',
      'lead.viewed',
      'sign_in.succeeded',
      'sign_in.failed',
      'setup.admin_created',
    ]);
    expect(total).toBe(8);
    const failed = items.at(-2);
    expect(failed).toMatchObject({
      actor_email: ADMIN.email,
      ip: '127.0.0.1',
      user_agent: 'lightMyRequest',
      details: { reason: 'wrong_password' },
    });
    expect(items[0]).toMatchObject({ actor_id: userId, target_type: 'contact_lead' });
  });

  it('filters by type and actor, and pages', async () => {
    expect((await events('?type=sign_in.failed')).items).toHaveLength(1);
    expect((await events(`?actor_id=${userId}`)).total).toBe(8);
    expect((await events('?actor_id=someone-else')).total).toBe(0);
    const page = await events('?limit=2&offset=2');
    expect(page.items.map((e: { type: string }) => e.type)).toEqual([
      'lead.stage_changed',
      'lead.status_changed',
    ]);
    expect(page.total).toBe(8);
    const bad = await call(app, token, 'GET', '/api/admin/audit-events?type=made.up');
    expect(bad.statusCode).toBe(400);
  });

  it('is append-only: the database refuses to change or delete an event', () => {
    const { sqlite } = app.db;
    expect(() => sqlite.prepare("UPDATE audit_events SET type = 'x'").run()).toThrow(/append-only/);
    expect(() => sqlite.prepare('DELETE FROM audit_events').run()).toThrow(/append-only/);
  });

  it('needs a signed-in admin', async () => {
    expect((await app.inject({ url: '/api/admin/audit-events' })).statusCode).toBe(401);
  });
});

describe('audit log lines', () => {
  it('each event is also one JSON log line for a SIEM', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(...String(chunk).split('\n').filter(Boolean));
        done();
      },
    });
    const app = await createTestApp({ logLevel: 'info', logStream: stream });
    try {
      await createAdmin(app);
      await login(app);
      const audit = lines.map((l) => JSON.parse(l)).filter((l) => l.audit);
      expect(audit.at(-1)).toMatchObject({
        component: 'audit',
        audit: { type: 'sign_in.succeeded', actor_email: ADMIN.email, ip: '127.0.0.1' },
      });
      expect(lines.join('\n')).not.toContain(ADMIN.password);
    } finally {
      await app.close();
    }
  });
});
