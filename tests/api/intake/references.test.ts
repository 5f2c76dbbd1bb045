import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  closeDatabase,
  findMigrationsFolder,
  openDatabase,
  runMigrations,
} from '../../../server/src/db/connection';
import { bearer, createAdmin, createTestApp, login, manualClock, type TestApp } from '../helpers';

const contact = { name: 'Ada', email: 'ada@example.com', message: 'Please call back.' };
const quote = {
  name: 'Grace',
  email: 'grace@example.com',
  service_interest: 'Other',
  project_details: 'A mast.',
};

const folders: string[] = [];
const tempFolder = () => {
  const dir = mkdtempSync(join(tmpdir(), 'references-'));
  folders.push(dir);
  return dir;
};
afterAll(() => folders.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** The numbers of references of one kind and year, sorted. */
const numbers = (references: string[]) =>
  references.map((r) => Number(r.split('-')[2])).sort((a, b) => a - b);
const oneTo = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('references: sequential per kind and year, no gaps, no repeats', () => {
  it.each([
    ['in-process writer (in-memory database)', false],
    ['writer thread (database file)', true],
  ])('200 concurrent submissions get 1..200: %s', async (_label, onFile) => {
    const app: TestApp = await createTestApp(
      onFile ? { databasePath: join(tempFolder(), 'site.db') } : {},
    );
    try {
      const post = (url: string, payload: object) => app.inject({ method: 'POST', url, payload });
      const answers = await Promise.all([
        ...Array.from({ length: 200 }, () => post('/api/contact-submissions', contact)),
        ...Array.from({ length: 50 }, () => post('/api/quote-requests', quote)),
      ]);
      expect(answers.every((a) => a.statusCode === 201)).toBe(true);
      const refs = answers.map((a) => a.json().reference as string);
      const year = new Date().getUTCFullYear();
      const contacts = refs.filter((r) => r.startsWith(`C-${year}-`));
      const quotes = refs.filter((r) => r.startsWith(`Q-${year}-`));
      expect(numbers(contacts)).toEqual(oneTo(200));
      expect(numbers(quotes)).toEqual(oneTo(50));
      // The stored rows carry the references the 201s gave.
      const stored = app.db.sqlite
        .prepare('SELECT reference FROM contact_submissions')
        .pluck()
        .all();
      expect(new Set(stored)).toEqual(new Set(contacts));
    } finally {
      await app.close();
    }
  });

  it('numbers start again at 0001 in a new year; a deleted number is never given again', async () => {
    const clock = manualClock(Date.parse('2030-12-31T23:59:00Z'));
    const app = await createTestApp({ now: clock.now });
    try {
      await createAdmin(app);
      const token = (await login(app)).access_token;
      const post = async () =>
        (
          await app.inject({ method: 'POST', url: '/api/contact-submissions', payload: contact })
        ).json();
      expect((await post()).reference).toBe('C-2030-0001');
      const second = await post();
      expect(second.reference).toBe('C-2030-0002');
      await app.inject({
        method: 'DELETE',
        url: `/api/contact-submissions/${second.id}`,
        headers: bearer(token),
      });
      expect((await post()).reference).toBe('C-2030-0003');
      clock.advance(2 * 60_000);
      expect((await post()).reference).toBe('C-2031-0001');
    } finally {
      await app.close();
    }
  });
});

describe('migration 0015 on a database with leads', () => {
  it('numbers the leads stored before it in order of arrival, per year, and they are searchable', async () => {
    // The migrations before 0015, as a database of the previous version had them applied.
    const dir = tempFolder();
    const before = join(dir, 'migrations');
    cpSync(findMigrationsFolder(), before, { recursive: true });
    const journalFile = join(before, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
    journal.entries = journal.entries.filter((e) => e.tag < '0015');
    writeFileSync(journalFile, JSON.stringify(journal));
    const databasePath = join(dir, 'site.db');
    const old = openDatabase(databasePath);
    runMigrations(old, before);
    const insert = old.sqlite.prepare(
      "INSERT INTO contact_submissions (id, name, email, message, created_at, updated_at) VALUES (?, ?, 'x@example.com', 'hello', ?, ?)",
    );
    for (const [id, name, at] of [
      ['c3', 'Third', '2026-01-05T10:00:00.000Z'],
      ['c1', 'First', '2025-03-01T10:00:00.000Z'],
      ['c2', 'Second', '2025-11-30T10:00:00.000Z'],
    ]) {
      insert.run(id, name, at, at);
    }
    old.sqlite
      .prepare(
        "INSERT INTO quote_requests (id, name, email, service_interest, project_details, created_at, updated_at) VALUES ('q1', 'Q', 'q@example.com', 'Other', 'x', '2026-02-01T00:00:00.000Z', '2026-02-01T00:00:00.000Z')",
      )
      .run();
    closeDatabase(old);

    const app = await createTestApp({ databasePath });
    try {
      const reference = (table: string, id: string) =>
        app.db.sqlite.prepare(`SELECT reference FROM ${table} WHERE id = ?`).pluck().get(id);
      expect(reference('contact_submissions', 'c1')).toBe('C-2025-0001');
      expect(reference('contact_submissions', 'c2')).toBe('C-2025-0002');
      expect(reference('contact_submissions', 'c3')).toBe('C-2026-0001');
      expect(reference('quote_requests', 'q1')).toBe('Q-2026-0001');
      // The counters continue after them.
      const next = await app.inject({
        method: 'POST',
        url: '/api/contact-submissions',
        payload: contact,
      });
      expect(next.json().reference).toBe(
        `C-${new Date().getUTCFullYear()}-${new Date().getUTCFullYear() === 2026 ? '0002' : '0001'}`,
      );
      // The rebuilt index finds old leads by their reference.
      await createAdmin(app);
      const token = (await login(app)).access_token;
      const found = await app.inject({
        url: '/api/contact-submissions?q=C-2025-0002',
        headers: bearer(token),
      });
      expect(found.json().items.map((l: { id: string }) => l.id)).toEqual(['c2']);
    } finally {
      await app.close();
    }
  });
});
