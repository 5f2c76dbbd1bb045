import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { bearer, createAdmin, createTestApp, login, manualClock, type TestApp } from '../helpers';
import { closedPort, startSilentServer, startSmtpServer } from './smtp-test-server';

/** Short, known backoff: the first retry is due 1 s (±20 %) after the failure on the test clock. */
const retry = { baseDelayMs: 1_000, maxDelayMs: 4_000, maxAttempts: 3 };
const lead = { name: 'Ada Lovelace', email: 'ada@example.com', message: 'Please call back.' };

type OutboxRow = {
  status: string;
  attempts: number;
  next_attempt_at: string;
  last_error: string | null;
  sent_at: string | null;
};

describe('lead notifications: SMTP down, then up', () => {
  const cleanup: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const task of cleanup.splice(0).reverse()) await task();
  });

  async function appFor(smtpUrl: string, clock = manualClock(), databasePath = ':memory:') {
    const app = await createTestApp({
      databasePath,
      smtpUrl,
      // The local test relay speaks plain SMTP.
      smtpRequireTls: false,
      notifyEmail: 'leads@firm.example',
      notificationRetry: retry,
      now: clock.now,
    });
    cleanup.push(() => app.close());
    return app;
  }
  const post = (app: TestApp) =>
    app.inject({ method: 'POST', url: '/api/contact-submissions', payload: lead });
  const outbox = (app: TestApp, id: string) =>
    app.db.sqlite
      .prepare('SELECT * FROM notification_outbox WHERE lead_id = ?')
      .get(id) as OutboxRow;

  it('keeps the lead, records the failure, and delivers on a retry once SMTP is up', async () => {
    const port = await closedPort();
    const clock = manualClock();
    const app = await appFor(`smtp://127.0.0.1:${port}`, clock);

    const res = await post(app);
    expect(res.statusCode).toBe(201);
    const id = res.json().id;
    expect(app.repos.leads.get('contact', id)).toMatchObject(lead);

    await app.notifications.drain();
    const failed = outbox(app, id);
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, sent_at: null });
    expect(failed.last_error).toMatch(/ECONNREFUSED|ECONNECTION/);
    const delay = Date.parse(failed.next_attempt_at) - clock.now();
    expect(delay).toBeGreaterThanOrEqual(800);
    expect(delay).toBeLessThanOrEqual(1_200);
    expect(app.repos.leads.get('contact', id)?.notification_status).toBe('pending');

    // The server comes up on that port. Before the retry is due, nothing is attempted.
    const smtp = await startSmtpServer(port);
    cleanup.push(() => smtp.close());
    await app.notifications.drain();
    expect(outbox(app, id).attempts).toBe(1);
    expect(smtp.mails).toHaveLength(0);

    clock.advance(1_200);
    await app.notifications.drain();
    expect(smtp.mails).toHaveLength(1);
    expect(smtp.mails[0]?.headers['reply-to']).toBe('ada@example.com');
    expect(outbox(app, id)).toMatchObject({ status: 'sent', attempts: 2, last_error: null });
    expect(app.repos.leads.get('contact', id)?.notification_status).toBe('sent');
  });

  it('does not mail a lead marked spam while its notification waited for a retry', async () => {
    const port = await closedPort();
    const clock = manualClock();
    const app = await appFor(`smtp://127.0.0.1:${port}`, clock);
    const id = (await post(app)).json().id;
    await app.notifications.drain();
    expect(outbox(app, id)).toMatchObject({ status: 'pending', attempts: 1 });

    app.repos.leads.update('contact', id, { status: 'spam' });
    const smtp = await startSmtpServer(port);
    cleanup.push(() => smtp.close());
    clock.advance(5_000);
    await app.notifications.drain();
    expect(smtp.mails).toHaveLength(0);
    expect(outbox(app, id)).toBeUndefined();
    // Shown in the inbox like a honeypot lead: no notification.
    expect(app.repos.leads.get('contact', id)).toMatchObject({
      status: 'spam',
      notification_status: null,
    });
  });

  it('backs off exponentially and gives up after maxAttempts (status failed)', async () => {
    const clock = manualClock();
    const app = await appFor(`smtp://127.0.0.1:${await closedPort()}`, clock);
    const id = (await post(app)).json().id;

    const delays: number[] = [];
    for (let attempt = 1; attempt <= retry.maxAttempts; attempt++) {
      await app.notifications.drain();
      const row = outbox(app, id);
      expect(row.attempts).toBe(attempt);
      if (row.status === 'failed') break;
      delays.push(Date.parse(row.next_attempt_at) - clock.now());
      clock.advance(retry.maxDelayMs * 1.2);
    }
    expect(outbox(app, id)).toMatchObject({ status: 'failed', attempts: retry.maxAttempts });
    // 1 s then 2 s, each within ±20 %.
    expect(delays).toHaveLength(2);
    expect(delays[0]).toBeLessThanOrEqual(1_200);
    expect(delays[1]).toBeGreaterThanOrEqual(1_600);

    // Failed is final: later passes leave it alone.
    clock.advance(retry.maxDelayMs * 10);
    await app.notifications.drain();
    expect(outbox(app, id).attempts).toBe(retry.maxAttempts);
  });

  it('an admin sends a failed notification again, with a fresh retry budget', async () => {
    const port = await closedPort();
    const clock = manualClock();
    const app = await appFor(`smtp://127.0.0.1:${port}`, clock);
    await createAdmin(app);
    const auth = bearer((await login(app)).access_token);
    const id = (await post(app)).json().id;
    for (let attempt = 1; attempt <= retry.maxAttempts; attempt++) {
      await app.notifications.drain();
      clock.advance(retry.maxDelayMs * 1.2);
    }
    expect(outbox(app, id)).toMatchObject({ status: 'failed', attempts: retry.maxAttempts });

    const smtp = await startSmtpServer(port);
    cleanup.push(() => smtp.close());
    const url = `/api/contact-submissions/${id}/notification`;
    expect((await app.inject({ method: 'POST', url })).statusCode).toBe(401);
    const res = await app.inject({ method: 'POST', url, headers: auth });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toMatchObject({ id, notification_status: 'pending' });
    await app.notifications.drain(); // due at once: no clock advance needed
    expect(smtp.mails).toHaveLength(1);
    expect(outbox(app, id)).toMatchObject({ status: 'sent', attempts: 1, last_error: null });

    // Unknown lead: 404. A lead marked spam: 409, and nothing is queued.
    const unknown = `/api/contact-submissions/${crypto.randomUUID()}/notification`;
    const missing = await app.inject({ method: 'POST', url: unknown, headers: auth });
    expect(missing.statusCode).toBe(404);
    app.repos.leads.update('contact', id, { status: 'spam' });
    const spam = await app.inject({ method: 'POST', url, headers: auth });
    expect(spam.statusCode).toBe(409);
    expect(spam.json()).toMatchObject({ error: 'lead_is_spam' });
    expect(outbox(app, id).status).toBe('sent');
  });

  it('answers the visitor while the SMTP server hangs; close() still finishes', async () => {
    const silent = await startSilentServer();
    cleanup.push(() => silent.close());
    const app = await appFor(silent.url);

    const res = await post(app);
    await silent.firstConnection;
    // The 201 is there although the worker is still waiting for the server's greeting.
    expect(res.statusCode).toBe(201);
    expect(outbox(app, res.json().id)).toMatchObject({ status: 'pending', attempts: 0 });

    // Shutdown gives the stuck send a bounded grace, then closes the pool: it resolves. The
    // row stays pending and is sent after the next start.
    await app.close();
  });

  it('stops the worker on close: nothing is sent afterwards', async () => {
    const smtp = await startSmtpServer();
    cleanup.push(() => smtp.close());
    const app = await appFor(smtp.url);
    await app.close();
    app.notifications.wake();
    await app.notifications.drain();
    expect(smtp.mails).toHaveLength(0);
  });

  it('a notification left pending survives a restart and is sent when the app starts', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'notify-'));
    cleanup.push(async () => rmSync(dir, { recursive: true, force: true }));
    const file = join(dir, 'site.db');
    const port = await closedPort();
    const clock = manualClock();

    const first = await appFor(`smtp://127.0.0.1:${port}`, clock, file);
    const id = (await post(first)).json().id;
    await first.notifications.drain();
    expect(outbox(first, id).attempts).toBe(1);
    await first.close();

    const smtp = await startSmtpServer(port);
    cleanup.push(() => smtp.close());
    clock.advance(retry.maxDelayMs * 1.2);
    const second = await appFor(smtp.url, clock, file);
    // No new lead: the worker's start-up pass finds the pending row.
    const [mail] = await smtp.waitForMails(1);
    expect(mail?.html).toContain(id);
    await second.notifications.drain();
    expect(outbox(second, id)).toMatchObject({ status: 'sent', attempts: 2 });
  });
});
