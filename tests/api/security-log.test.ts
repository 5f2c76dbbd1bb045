import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailForLog } from '../../server/src/services/audit/audit-log';
import {
  ADMIN,
  bearer,
  createAdmin,
  createTestApp,
  login,
  type TestApp,
  type Tokens,
} from './helpers';

interface LogLine {
  level: number;
  component?: string;
  sessionId?: string | null;
  audit?: {
    type: string;
    actor_id: string | null;
    actor_email: string | null;
    target_type: string | null;
    target_id: string | null;
    ip: string | null;
    user_agent: string | null;
    details: Record<string, unknown> | null;
  };
}

describe('security events (auth and admin actions) at info level', () => {
  let app: TestApp;
  let tokens: Tokens;
  const lines: string[] = [];
  // Every security event is one audit row and one JSON line with component "audit".
  const events = (type: string) =>
    lines.map((l) => JSON.parse(l) as LogLine).filter((l) => l.audit?.type === type);
  const client = { 'user-agent': 'curl/8.5 test', 'x-forwarded-for': '203.0.113.50' };

  beforeAll(async () => {
    app = await createTestApp({
      logLevel: 'info',
      logStream: { write: (line) => void lines.push(line) },
      trustProxy: ['127.0.0.1'],
    });
    await createAdmin(app);
    tokens = await login(app);
  });
  afterAll(() => app.close());

  it('a failed sign-in names the address, user agent and account; a password in the e-mail field is hashed', async () => {
    const typo = 'MySecretPassw0rd!';
    for (const email of [ADMIN.email, typo]) {
      const res = await app.inject({
        method: 'POST',
        url: '/auth/token?grant_type=password',
        payload: { email, password: 'wrong password' },
        headers: client,
      });
      expect(res.statusCode).toBe(400);
    }
    const failed = events('sign_in.failed');
    expect(failed).toHaveLength(2);
    expect(failed[0]).toMatchObject({
      level: 30,
      component: 'audit',
      audit: { ip: '203.0.113.50', user_agent: 'curl/8.5 test', actor_email: ADMIN.email },
    });
    expect(failed[1]?.audit?.actor_email).toBe(emailForLog(typo));
    expect(failed[1]?.audit?.actor_email).toMatch(/^sha256:[0-9a-f]{16}$/);
    expect(lines.join('\n')).not.toContain(typo);
  });

  it('a successful sign-in names the user and the session', () => {
    const [ok] = events('sign_in.succeeded');
    expect(ok?.audit).toMatchObject({
      actor_id: tokens.user.id,
      target_type: 'session',
      target_id: expect.any(String),
    });
  });

  it('CSV export, status change and delete of a lead are logged with actor, session, client and object', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/contact-submissions',
      payload: { name: 'A', email: 'a@b.co', message: 'm' },
    });
    const id = created.json<{ id: string }>().id;
    const headers = { ...bearer(tokens.access_token), ...client };
    expect((await app.inject({ url: '/api/contact-submissions.csv', headers })).statusCode).toBe(
      200,
    );
    const patched = await app.inject({
      method: 'PATCH',
      url: `/api/contact-submissions/${id}`,
      payload: { status: 'handled' },
      headers,
    });
    expect(patched.statusCode).toBe(200);
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/contact-submissions/${id}`,
      headers,
    });
    expect(deleted.statusCode).toBe(204);

    const who = {
      level: 30,
      audit: expect.objectContaining({
        actor_id: tokens.user.id,
        ip: '203.0.113.50',
        user_agent: 'curl/8.5 test',
      }),
    };
    const sessionId = events('sign_in.succeeded')[0]?.audit?.target_id;
    expect(events('leads.exported')).toEqual([
      expect.objectContaining({
        ...who,
        sessionId,
        audit: expect.objectContaining({ target_type: 'contact_lead', details: { status: 'all' } }),
      }),
    ]);
    expect(events('lead.status_changed')).toEqual([
      expect.objectContaining({
        sessionId,
        audit: expect.objectContaining({
          actor_id: tokens.user.id,
          target_id: id,
          details: { status: 'handled' },
        }),
      }),
    ]);
    expect(events('lead.deleted')).toEqual([
      expect.objectContaining({
        ...who,
        audit: expect.objectContaining({ target_type: 'contact_lead', target_id: id }),
      }),
    ]);
  });

  it('a CSV export records that words were searched for, never the words (an erased address stays out)', async () => {
    const headers = bearer(tokens.access_token);
    const url = '/api/quote-requests.csv?q=ada.lovelace%40example.com&status=new&from=2030-01-01';
    expect((await app.inject({ url, headers })).statusCode).toBe(200);
    const [line] = events('leads.exported').filter((e) => e.audit?.target_type === 'quote_lead');
    expect(line?.audit?.details).toEqual({ status: 'new', search: true, from: '2030-01-01' });
    const stored = await app.inject({
      url: '/api/admin/audit-events?type=leads.exported',
      headers,
    });
    expect(stored.json().items[0].details).toEqual({
      status: 'new',
      search: true,
      from: '2030-01-01',
    });
    expect(lines.join('\n') + stored.body).not.toMatch(/lovelace/i);
  });
});
