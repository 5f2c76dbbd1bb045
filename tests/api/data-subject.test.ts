import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDatabase, openDatabase, runMigrations } from '../../server/src/db/connection';
import { emailDigest } from '../../server/src/services/leads/data-subject';
import { LEAD_KIND_SPECS, LEAD_KINDS } from '../../shared/lead-kinds';
import {
  ADMIN,
  bearer,
  createAdmin,
  createTestApp,
  login,
  manualClock,
  type TestApp,
} from './helpers';
import { bundledEntry } from './server-bundle';

const DAY = 86_400_000;
const contact = (email: string) => ({ name: 'Ada', email, message: 'hello' });
const quote = (email: string) => ({
  name: 'Ada',
  email,
  service_interest: 'Other',
  project_details: 'a depot',
});

/** Data-subject requests: export and erase everything stored under one e-mail address. */
describe('POST /api/admin/data-subject/{export,erase}', () => {
  let app: TestApp;
  let auth: Record<string, string>;

  beforeAll(async () => {
    app = await createTestApp({
      smtpUrl: 'smtp://127.0.0.1:9', // nothing listens: the rows stay pending
      notifyEmail: 'leads@firm.example',
    });
    await createAdmin(app);
    auth = bearer((await login(app)).access_token);
    for (const [url, body] of [
      ['/api/contact-submissions', contact('Ada@Example.com')],
      ['/api/quote-requests', quote('ada@example.com')],
      ['/api/contact-submissions', contact('someone.else@example.com')],
    ] as const) {
      expect((await app.inject({ method: 'POST', url, payload: body })).statusCode).toBe(201);
    }
  });
  afterAll(() => app.close());

  const call = (action: string, payload: object, headers = auth) =>
    app.inject({ method: 'POST', url: `/api/admin/data-subject/${action}`, payload, headers });

  it('401 without a token; 400 for something that is not an address', async () => {
    expect((await call('export', { email: 'ada@example.com' }, {})).statusCode).toBe(401);
    const bad = await call('export', { email: 'nope' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues[0]).toMatchObject({ path: 'email' });
  });

  it('exports every lead, delivery record and note under the address, whatever its case', async () => {
    const quotes = await app.inject({ url: '/api/quote-requests', headers: auth });
    const quoteId = quotes.json().items[0].id as string;
    const note = await app.inject({
      method: 'POST',
      url: `/api/quote-requests/${quoteId}/notes`,
      payload: { body: 'Ada wants two masts' },
      headers: auth,
    });
    expect(note.statusCode).toBe(201);
    const res = await call('export', { email: 'ADA@example.com' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const doc = res.json();
    expect(doc.contact_submissions).toHaveLength(1);
    expect(doc.contact_submissions[0]).toMatchObject({
      email: 'Ada@Example.com',
      message: 'hello',
    });
    expect(doc.quote_requests).toHaveLength(1);
    expect(doc.notifications).toHaveLength(2);
    expect(doc.notes).toMatchObject([{ lead_id: quoteId, body: 'Ada wants two masts' }]);
    expect(JSON.stringify(doc)).not.toContain('someone.else');
  });

  it('erases them all, search index included', async () => {
    const res = await call('erase', { email: 'ada@example.com' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      email: 'ada@example.com',
      kinds: LEAD_KINDS,
      erased: {
        ...Object.fromEntries(LEAD_KINDS.map((kind) => [LEAD_KIND_SPECS[kind].records, 0])),
        contact_submissions: 1,
        quote_requests: 1,
        notifications: 2,
        attachments: 0,
      },
    });
    const again = (await call('export', { email: 'ada@example.com' })).json();
    expect(again.contact_submissions).toEqual([]);
    expect(again.quote_requests).toEqual([]);
    expect(again.notes).toEqual([]);
    expect(app.db.sqlite.prepare('SELECT count(*) AS n FROM lead_notes').get()).toEqual({ n: 0 });
    const search = await app.inject({
      url: '/api/contact-submissions?q=ada%40example.com',
      headers: auth,
    });
    expect(search.json().total).toBe(0);
    const other = await app.inject({ url: '/api/contact-submissions', headers: auth });
    expect(other.json().total).toBe(1);
  });

  it('records both requests in the audit trail with the actor and a digest, never the address', async () => {
    const trail = await app.inject({
      url: '/api/admin/audit-events?limit=100',
      headers: auth,
    });
    expect(trail.statusCode).toBe(200);
    const events = trail
      .json()
      .items.filter((e: { type: string }) => e.type.startsWith('data_subject.'));
    expect(events.map((e: { type: string }) => e.type)).toEqual(
      expect.arrayContaining(['data_subject.exported', 'data_subject.erased']),
    );
    for (const event of events) {
      expect(event).toMatchObject({
        actor_email: ADMIN.email,
        target_type: 'data_subject',
        target_id: emailDigest(app.config.dataSubjectKey, 'Ada@Example.com'),
        details: expect.objectContaining({ digest: 'hmac-sha256' }),
      });
      // Keyed: a list of guessed addresses hashed with plain SHA-256 finds nobody in the trail.
      expect(event.target_id).not.toBe(
        createHash('sha256').update('ada@example.com').digest('hex'),
      );
    }
    expect(JSON.stringify(trail.json())).not.toMatch(/ada@/i);
  });
});

describe('retention', () => {
  it('purges spam after 30 days and, with LEAD_RETENTION_DAYS, every older lead', async () => {
    const clock = manualClock();
    const app = await createTestApp({
      now: clock.now,
      leadRetentionDays: 60,
      smtpUrl: 'smtp://127.0.0.1:9',
      notifyEmail: 'leads@firm.example',
    });
    try {
      const post = (body: object) =>
        app.inject({ method: 'POST', url: '/api/contact-submissions', payload: body });
      await post(contact('old@example.com'));
      clock.advance(40 * DAY);
      await post({ ...contact('spam@example.com'), website: 'bot' });
      await post(contact('recent@example.com'));
      clock.advance(31 * DAY); // old: 71 days, spam and recent: 31 days
      await post({ ...contact('fresh-spam@example.com'), website: 'bot' });

      app.purgeExpiredLeads();
      const emails = app.db.sqlite
        .prepare('SELECT email FROM contact_submissions ORDER BY email')
        .all()
        .map((r) => (r as { email: string }).email);
      expect(emails).toEqual(['fresh-spam@example.com', 'recent@example.com']);
      // The purged lead's notification went with it.
      const outbox = app.db.sqlite
        .prepare('SELECT count(*) AS n FROM notification_outbox')
        .get() as { n: number };
      expect(outbox.n).toBe(1);
    } finally {
      await app.close();
    }
  });

  it('keeps every non-spam lead when LEAD_RETENTION_DAYS is not set', async () => {
    const clock = manualClock();
    const app = await createTestApp({ now: clock.now });
    try {
      await app.inject({
        method: 'POST',
        url: '/api/contact-submissions',
        payload: contact('kept@example.com'),
      });
      clock.advance(3650 * DAY);
      app.purgeExpiredLeads();
      const { n } = app.db.sqlite
        .prepare('SELECT count(*) AS n FROM contact_submissions')
        .get() as {
        n: number;
      };
      expect(n).toBe(1);
    } finally {
      await app.close();
    }
  });
});

describe('npm run data-subject (CLI)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'dsr-'));
  const dbPath = join(dir, 'site.db');
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const cli = (...args: string[]) =>
    promisify(execFile)(process.execPath, [bundledEntry('cli/data-subject'), ...args], {
      env: { ...process.env, DATABASE_PATH: dbPath },
    });

  it('exports as JSON on stdout, refuses to erase without --yes, then erases', async () => {
    const db = openDatabase(dbPath);
    runMigrations(db);
    db.sqlite
      .prepare(
        "INSERT INTO contact_submissions (id, name, email, message, status, created_at, updated_at) VALUES ('x1', 'Ada', 'ada@example.com', 'hi', 'new', '2030-01-01T00:00:00.000Z', '2030-01-01T00:00:00.000Z')",
      )
      .run();
    closeDatabase(db);

    const exported = await cli('export', 'ada@example.com');
    expect(JSON.parse(exported.stdout).contact_submissions[0]).toMatchObject({ id: 'x1' });
    expect(exported.stderr).toMatch(/"event":"data_subject.export"/);

    await expect(cli('erase', 'ada@example.com')).rejects.toMatchObject({ code: 2 });
    const erased = await cli('erase', 'ada@example.com', '--yes');
    expect(JSON.parse(erased.stdout).erased.contact_submissions).toBe(1);
    expect(erased.stderr).not.toContain('ada@example.com');

    // "Was Ada erased, and when?": the digest the server's audit trail would hold for her, made
    // with the key generated beside the database (the server's own, when it runs there).
    const key = readFileSync(join(dir, 'data-subject-key'), 'utf8').trim();
    const digest = await cli('digest', 'ADA@example.com');
    expect(digest.stdout.trim()).toBe(emailDigest(key, 'ada@example.com'));
    expect(JSON.parse(erased.stderr).email_hmac).toBe(digest.stdout.trim());
    if (process.platform !== 'win32') {
      expect(statSync(join(dir, 'data-subject-key')).mode & 0o777).toBe(0o600);
    }
    // Four starts of the CLI: through tsx, about 15 s each on a loaded machine, whose 60 s limit
    // this test met (the bundle starts in a fraction of that). The limit is for a hang; nothing
    // here is timed.
  }, 180_000);
});
