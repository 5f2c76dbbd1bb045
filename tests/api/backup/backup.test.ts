import { execFile } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupDatabase, BackupError, sqliteSidecars } from '../../../server/src/db/backup';
import { bearer, createAdmin, createTestApp, login, type TestApp } from '../helpers';
import { bundledEntry } from '../server-bundle';

const run = promisify(execFile);

const contact = (i: number) => ({
  name: `Visitor ${i}`,
  email: `visitor${i}@example.com`,
  message: `Message number ${i}`,
});

async function postContact(app: TestApp, i: number): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/contact-submissions',
    payload: contact(i),
  });
  if (res.statusCode !== 201) throw new Error(`POST failed: ${res.statusCode} ${res.body}`);
  return res.json<{ id: string }>().id;
}

async function listContacts(app: TestApp) {
  const { access_token } = await login(app);
  const res = await app.inject({
    method: 'GET',
    url: '/api/contact-submissions?limit=100',
    headers: bearer(access_token),
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ items: { id: string }[]; total: number }>();
}

const idsIn = (file: string) => {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return db.prepare('SELECT id FROM contact_submissions').pluck().all() as string[];
  } finally {
    db.close();
  }
};

/**
 * The documented procedure (docs/operations/backups-and-upgrades.md): back up the live database, lose it, put the
 * copy back while the server is stopped (removing stale -wal/-shm), start again: the data is back.
 */
// Several app starts on a real file, a worker thread each, and argon2 hashing: give it room.
// Its CLI runs as a child process; 120 s is a limit for a hang (half of 60 s was used on a
// loaded machine).
describe('database backup and restore', { timeout: 120_000 }, () => {
  let dir: string;
  let dbPath: string;
  let backupFile: string;

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'site-backup-'));
    dbPath = join(dir, 'site.db');
    backupFile = join(dir, 'backup.db');
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('backs up while the app is open and writing, then restores after a wipe', async () => {
    let app = await createTestApp({ databasePath: dbPath });
    await createAdmin(app);
    const before = [];
    for (let i = 0; i < 20; i++) before.push(await postContact(app, i));

    // Visitors keep writing while the backup runs.
    const during = Promise.all(Array.from({ length: 30 }, (_, i) => postContact(app, 100 + i)));
    const result = await backupDatabase(dbPath, backupFile);
    const duringIds = await during;

    expect(result.integrity).toBe('ok');
    expect(result.bytes).toBeGreaterThan(0);
    expect(result.rowCounts.users).toBe(1);
    const copied = result.rowCounts.contact_submissions ?? 0;
    expect(copied).toBeGreaterThanOrEqual(before.length);
    expect(copied).toBeLessThanOrEqual(before.length + duringIds.length);
    // A single self-contained file: no journal beside it.
    for (const f of sqliteSidecars(backupFile)) expect(existsSync(f)).toBe(false);
    const backedUp = idsIn(backupFile);
    expect(backedUp).toEqual(expect.arrayContaining(before));
    expect(backedUp).toHaveLength(copied);
    await app.close();

    // Lose the database.
    for (const f of [dbPath, ...sqliteSidecars(dbPath)]) rmSync(f, { force: true });
    app = await createTestApp({ databasePath: dbPath });
    const setup = await app.inject({ method: 'GET', url: '/api/setup' });
    expect(setup.json()).toEqual({ admin_exists: false });
    await app.close();

    // Restore: server stopped, stale -wal/-shm removed, the copy put in place.
    for (const f of [dbPath, ...sqliteSidecars(dbPath)]) rmSync(f, { force: true });
    copyFileSync(backupFile, dbPath);
    app = await createTestApp({ databasePath: dbPath });
    try {
      const list = await listContacts(app);
      expect(list.total).toBe(copied);
      expect(list.items.map((c) => c.id).sort()).toEqual([...backedUp].sort());
      // And the restored database takes new writes.
      await postContact(app, 999);
      expect((await listContacts(app)).total).toBe(copied + 1);
    } finally {
      await app.close();
    }
  });

  it('refuses to overwrite an existing file unless forced', async () => {
    const app = await createTestApp({ databasePath: dbPath });
    try {
      await expect(backupDatabase(dbPath, backupFile)).rejects.toBeInstanceOf(BackupError);
      const result = await backupDatabase(dbPath, backupFile, { force: true });
      expect(result.integrity).toBe('ok');
      await expect(backupDatabase(dbPath, dbPath, { force: true })).rejects.toThrow(/itself/);
      await expect(backupDatabase(dbPath, join(dir, 'missing', 'x.db'))).rejects.toThrow(
        /does not exist/,
      );
    } finally {
      await app.close();
    }
  });

  it('npm run db:backup: prints size, row counts and the integrity check', async () => {
    const file = join(dir, 'cli-backup.db');
    const env = { ...process.env, DATABASE_PATH: dbPath };
    const cli = [bundledEntry('cli/db-backup')];
    const { stdout } = await run(process.execPath, [...cli, file], { env });
    expect(stdout).toMatch(/size .*bytes/);
    expect(stdout).toMatch(/integrity ok/);
    expect(stdout).toMatch(/contact_submissions\s+\d+/);

    const again = await run(process.execPath, [...cli, file], { env }).catch((e: unknown) => e);
    expect(again).toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/already exists.*--force/),
    });
    await run(process.execPath, [...cli, '--force', file], { env });
  });
});
