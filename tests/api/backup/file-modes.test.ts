import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { backupDatabase } from '../../../server/src/db/backup';
import { closeDatabase, openDatabase, runMigrations } from '../../../server/src/db/connection';

const mode = (file: string) => statSync(file).mode & 0o777;

describe.skipIf(process.platform === 'win32')(
  'database files are private to the server user',
  () => {
    let dir: string;
    let oldUmask: number;
    beforeEach(() => {
      dir = mkdtempSync(join(tmpdir(), 'modes-'));
      oldUmask = process.umask(0o022); // the usual umask, under which files come out 0644
    });
    afterEach(() => {
      process.umask(oldUmask);
      rmSync(dir, { recursive: true, force: true });
    });

    it('data folder 0700; site.db, -wal, -shm and backups 0600', async () => {
      const path = join(dir, 'data', 'site.db');
      const db = openDatabase(path);
      runMigrations(db);
      db.sqlite
        .prepare(
          "INSERT INTO users (id, email, password_hash, created_at, updated_at) VALUES ('1', 'a@b.co', 'x', 't', 't')",
        )
        .run();
      expect(mode(join(dir, 'data'))).toBe(0o700);
      for (const file of [path, `${path}-wal`, `${path}-shm`]) expect(mode(file)).toBe(0o600);
      const backup = await backupDatabase(path, join(dir, 'backup.db'));
      expect(mode(backup.file)).toBe(0o600);
      closeDatabase(db);
    });
  },
);
