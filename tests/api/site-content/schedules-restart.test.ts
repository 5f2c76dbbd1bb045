import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createAdmin, createTestApp, login, manualClock, type TestApp } from '../helpers';
import { startSmtpServer, type SmtpTestServer } from '../notifications/smtp-test-server';
import { withPhone } from './site-content-app';

// Publishing at a set time (issue 41, item 2) across a restart of the server: what came due while
// it was down runs once at start; a run cut short is failed, never run twice, and mailed.

const HOUR = 3_600_000;
const START = Date.parse('2030-03-01T09:00:00Z');
const ZONE = 'Europe/Paris';

describe('schedules across a restart, and the failure mail', () => {
  let dir: string;
  let smtp: SmtpTestServer;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'schedules-'));
    smtp = await startSmtpServer();
  });
  afterAll(async () => {
    await smtp.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const clock = manualClock(START);
  const open = () =>
    createTestApp({
      databasePath: join(dir, 'site.db'),
      now: clock.now,
      timeZone: ZONE,
      smtpUrl: smtp.url,
      smtpRequireTls: false,
      notifyFrom: 'website@firm.example',
      publicOrigin: 'https://firm.example',
    });
  const status = (app: TestApp, id: string) =>
    (
      app.db.sqlite.prepare('SELECT status FROM publish_schedules WHERE id = ?').get(id) as {
        status: string;
      }
    ).status;

  it('runs a schedule missed while the server was down once at start; fails one cut short, and mails it', async () => {
    let app = await open();
    await createAdmin(app);
    const auth = bearer((await login(app)).access_token);
    const put = (phone: string, base: number) =>
      app.inject({
        method: 'PUT',
        url: '/api/site-content',
        headers: auth,
        payload: { content: withPhone(phone), base_version: base },
      });
    await put('+1 555 0101', 0);
    await put('+1 555 0102', 1);
    const post = (version: number) =>
      app.inject({
        method: 'POST',
        url: '/api/site-content/schedules',
        headers: auth,
        payload: { version, publish_at: '2030-03-01T10:00:00Z' },
      });
    const missed = (await post(1)).json();
    const cut = (await post(2)).json();
    // The server stops: one schedule had been claimed by a run that never finished.
    app.db.sqlite
      .prepare("UPDATE publish_schedules SET status = 'publishing' WHERE id = ?")
      .run(cut.id);
    await app.close();

    clock.advance(3 * HOUR);
    app = await open();
    try {
      expect(status(app, missed.id)).toBe('published');
      expect(app.publisher.live()).toMatchObject({ version: 3 });
      expect(await app.scheduleRunner.runDue()).toEqual([]);
      expect(app.repos.siteContent.list(100, 0).total).toBe(3);
      // Never published twice: the run cut short is failed, and its requester told.
      expect(status(app, cut.id)).toBe('failed');
      const [mail] = await smtp.waitForMails(1);
      expect(mail!.envelopeTo).toEqual(['admin@firm.example']);
      expect(mail!.headers.subject).toMatch(
        /^Scheduled publish failed: version 2 of the .+ website$/,
      );
      expect(mail!.text).toContain('1 Mar 2030, 11:00 (Europe/Paris)');
      expect(mail!.text).toContain('The server stopped while this schedule was being published');
      expect(mail!.text).toContain('https://firm.example/admin/schedules');
    } finally {
      await app.close();
    }
  });
});
