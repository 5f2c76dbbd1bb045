import { execFile, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/src/config/env';
import { backupDatabase } from '../../../server/src/db/backup';
import { writeBackupBundle } from '../../../server/src/db/backup-bundle';
import { emailDigest } from '../../../server/src/services/leads/data-subject';
import { bearer, createAdmin, createTestApp, login, SETUP_TOKEN, type TestApp } from '../helpers';
import { multipart, pdf } from '../intake/files';
import { bundledEntry } from '../server-bundle';

// Issue 52, item 4: `npm run db:backup` writes one file that carries what the data needs (the
// database, the attachments' files, the secrets beside the database), and `npm run db:restore`
// puts it into an EMPTY data folder, checking it first: the lead, its attachment and the
// data-subject export read back there, with the digests and tokens of the old folder.

const run = promisify(execFile);
const tmp = mkdtempSync(join(tmpdir(), 'site-restore-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const EMAIL = 'grace@example.com';
const CV = pdf(6000);

/** An app on `folder`'s database with the secrets loadConfig generates there, as npm start has. */
async function appOn(folder: string) {
  const config = loadConfig({
    DATABASE_PATH: join(folder, 'site.db'),
    ALTCHA: 'off',
    ADMIN_SETUP_TOKEN: SETUP_TOKEN,
  });
  const app = await createTestApp({
    ...config,
    clientDir: null,
    ssrEntry: null,
    logLevel: 'silent',
  });
  return { app, config };
}

const cli = (command: string, args: string[], folder: string) =>
  run(process.execPath, [bundledEntry(`cli/${command}`), ...args], {
    env: { ...process.env, DATABASE_PATH: join(folder, 'site.db') },
  }).then(
    (done) => ({ code: 0, ...done }),
    (failed: { code: number; stdout: string; stderr: string }) => failed,
  );

async function sendQuoteWithFile(app: TestApp): Promise<string> {
  const { payload, headers } = multipart(
    { name: 'Grace', email: EMAIL, service_interest: 'Other', project_details: 'Plans attached.' },
    [{ field: 'attachments', filename: 'plan.pdf', data: CV }],
  );
  const res = await app.inject({ method: 'POST', url: '/api/quote-requests', payload, headers });
  expect(res.statusCode).toBe(201);
  return res.json().id;
}

const exportFor = (app: TestApp, token: string) =>
  app.inject({
    method: 'POST',
    url: '/api/admin/data-subject/export',
    payload: { email: EMAIL },
    headers: bearer(token),
  });

describe('backup and restore into an empty data folder', { timeout: 120_000 }, () => {
  const before = join(tmp, 'data');
  const after = join(tmp, 'restored');
  const file = join(tmp, 'backups', 'site.tar');

  it('restores the lead, its attachment and the data-subject export, with the secrets', async () => {
    const { app, config } = await appOn(before);
    let token: string;
    try {
      await createAdmin(app);
      token = (await login(app)).access_token;
      await sendQuoteWithFile(app);
      expect((await exportFor(app, token)).statusCode).toBe(200);
      // Backed up while the server runs, from the command line as the docs say.
      rmSync(join(tmp, 'backups'), { recursive: true, force: true });
      await run('mkdir', ['-p', join(tmp, 'backups')]);
      const backup = await cli('db-backup', [file], before);
      expect(backup.code, backup.stderr).toBe(0);
      expect(backup.stdout).toMatch(/files 1 attachments/);
      expect(backup.stdout).toMatch(/secrets jwt-secret, data-subject-key /);
      // One file, its owner's alone.
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(statSync(file).uid).toBe(process.getuid!());
    } finally {
      await app.close();
    }

    const restore = await cli('db-restore', [file], after);
    expect(restore.code, restore.stderr).toBe(0);
    expect(restore.stdout).toMatch(/files 1 attachments/);
    expect(readdirSync(after).sort()).toEqual([
      'attachments',
      'data-subject-key',
      'files',
      'jwt-secret',
      'site.db',
    ]);

    const restored = await appOn(after);
    try {
      // The secrets came along: the same keys, so tokens and digests made before still hold.
      expect(restored.config.jwtSecret).toBe(config.jwtSecret);
      expect(restored.config.dataSubjectKey).toBe(config.dataSubjectKey);
      const user = await restored.app.inject({ url: '/auth/user', headers: bearer(token) });
      expect(user.statusCode).toBe(200);
      const auth = bearer(token);
      const quotes = await restored.app.inject({ url: '/api/quote-requests', headers: auth });
      const quote = quotes.json().items.find((q: { email: string }) => q.email === EMAIL);
      expect(quote).toBeDefined();
      const fileId = quote.attachments[0].id;
      const download = await restored.app.inject({
        url: `/api/attachments/${fileId}`,
        headers: auth,
      });
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.equals(CV)).toBe(true);
      const exported = await exportFor(restored.app, token);
      expect(exported.statusCode).toBe(200);
      expect(exported.json().quote_requests).toHaveLength(1);
      // The export before the backup is found by the digest the restored key makes.
      const trail = restored.app.db.sqlite
        .prepare("SELECT target_id FROM audit_events WHERE type = 'data_subject.exported'")
        .pluck()
        .all();
      expect(trail).toContain(emailDigest(restored.config.dataSubjectKey, EMAIL));
    } finally {
      await restored.app.close();
    }
  });

  it('refuses while a server holds the database, and changes nothing', async () => {
    const { app } = await appOn(after);
    try {
      const refused = await cli('db-restore', [file], after);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toMatch(/nothing changed: .*in use.*stop it first/s);
      expect(readdirSync(after).some((f) => f.startsWith('before-restore'))).toBe(false);
    } finally {
      await app.close();
    }
    // Stopped, it restores, and the folder's previous files are set aside, not deleted. The
    // file on standard input, as the Docker recipe gives it (its owner on the host is root).
    const again = spawnSync(process.execPath, [bundledEntry('cli/db-restore'), '-'], {
      input: readFileSync(file),
      env: { ...process.env, DATABASE_PATH: join(after, 'site.db') },
      encoding: 'utf8',
    });
    expect(again.status, again.stderr).toBe(0);
    expect(again.stdout).toMatch(/^Restored standard input/);
    const aside = readdirSync(after).find((f) => f.startsWith('before-restore'))!;
    expect(readdirSync(join(after, aside))).toEqual(
      expect.arrayContaining(['site.db', 'attachments']),
    );
  });

  it('refuses a damaged file, a database of a newer version and one that is not ours', async () => {
    const empty = join(tmp, 'empty');
    // A byte changed in the middle of the archive: the checksums catch it.
    const damaged = join(tmp, 'damaged.tar');
    const bytes = readFileSync(file);
    const middle = Math.floor(bytes.length / 2);
    bytes[middle] = bytes[middle]! ^ 0xff;
    writeFileSync(damaged, bytes);
    const broken = await cli('db-restore', [damaged], empty);
    expect(broken.code).toBe(1);
    expect(broken.stderr).toMatch(/nothing changed: .*(damaged|cannot be read|integrity)/);

    // A migration this version does not know: made by a newer version of the site.
    const newer = join(tmp, 'newer.db');
    await backupDatabase(join(after, 'site.db'), newer);
    const db = new Database(newer);
    db.prepare('INSERT INTO __drizzle_migrations (hash, created_at) VALUES (?, ?)').run(
      'x',
      Date.parse('2099-01-01'),
    );
    db.close();
    await writeBackupBundle(newer, join(tmp, 'newer.tar'), { filesDir: join(after, 'files') });
    const future = await cli('db-restore', [join(tmp, 'newer.tar')], empty);
    expect(future.stderr).toMatch(/newer version of the site.*upgrade first/);

    const foreign = join(tmp, 'foreign.db');
    new Database(foreign).exec('CREATE TABLE t (x)');
    const notOurs = await cli('db-restore', [foreign], empty);
    expect(notOurs.stderr).toMatch(/not this site's/);
    expect(existsSync(join(empty, 'site.db'))).toBe(false);
  });
});
