import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailForLog } from '../../server/src/services/audit/security-log';
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
  event?: string;
  outcome?: string;
  actor?: { userId: string | null; email: string | null } | null;
  sessionId?: string | null;
  object?: Record<string, unknown> | null;
  ip?: string | null;
  userAgent?: string | null;
}

describe('security events (auth and admin actions) at info level', () => {
  let app: TestApp;
  let tokens: Tokens;
  const lines: string[] = [];
  const events = (event: string) =>
    lines.map((l) => JSON.parse(l) as LogLine).filter((l) => l.event === event);
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
    const failed = events('auth.login').filter((e) => e.outcome === 'failure');
    expect(failed).toHaveLength(2);
    expect(failed[0]).toMatchObject({
      level: 30,
      component: 'security',
      ip: '203.0.113.50',
      userAgent: 'curl/8.5 test',
      actor: { email: ADMIN.email },
    });
    expect(failed[1]?.actor?.email).toBe(emailForLog(typo));
    expect(failed[1]?.actor?.email).toMatch(/^sha256:[0-9a-f]{16}$/);
    expect(lines.join('\n')).not.toContain(typo);
  });

  it('a successful sign-in names the user and the session', () => {
    const ok = events('auth.login').find((e) => e.outcome === 'success');
    expect(ok).toMatchObject({ actor: { userId: tokens.user.id }, sessionId: expect.any(String) });
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
      outcome: 'success',
      actor: { userId: tokens.user.id, email: null },
      ip: '203.0.113.50',
      userAgent: 'curl/8.5 test',
    };
    const [session] = events('auth.login').filter((e) => e.outcome === 'success');
    expect(events('lead.export')).toEqual([
      expect.objectContaining({
        ...who,
        sessionId: session?.sessionId,
        object: { type: 'contact', status: null },
      }),
    ]);
    expect(events('lead.set_status')).toEqual([
      expect.objectContaining({ ...who, object: { type: 'contact', id, status: 'handled' } }),
    ]);
    expect(events('lead.delete')).toEqual([
      expect.objectContaining({ ...who, object: { type: 'contact', id } }),
    ]);
  });
});
