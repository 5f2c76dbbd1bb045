import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { vi } from 'vitest';
import type * as Connection from '../../server/src/db/connection';

// A set-up file of the unit tests: every app they build migrates a new in-memory database, about
// a tenth of a second of CPU each, a thousand times a run. Instead, the first migration of the
// worker is kept (serialized) and each later empty in-memory database migrated with the default
// migrations becomes a copy of it: the same tables, rows and migration journal as migrating it
// (sqlite_stat1 included), and the connection the same settings. Migrations of a folder named by
// the test (tests/lint/migrations.test.ts), databases on files and connections a test opened itself
// are migrated as in production.

interface Template {
  journal: string;
  image: Buffer;
}
const kept = globalThis as {
  migratedTemplate?: Template;
  openedByOpenDatabase?: WeakSet<Database.Database>;
};

vi.mock('../../server/src/db/connection', async (importOriginal) => {
  const original = await importOriginal<typeof Connection>();
  const isEmpty = (db: Connection.DatabaseHandle) =>
    db.sqlite.prepare("SELECT 1 FROM sqlite_schema WHERE name NOT LIKE 'sqlite_%'").get() ===
    undefined;

  function template(journal: string): Buffer | undefined {
    return kept.migratedTemplate?.journal === journal ? kept.migratedTemplate.image : undefined;
  }

  // Only connections openDatabase made (a test's own, e.g. one that records its statements, keeps
  // its connection and is migrated).
  const opened = (kept.openedByOpenDatabase ??= new WeakSet());

  return {
    ...original,
    openDatabase(path: string) {
      const db = original.openDatabase(path);
      opened.add(db.sqlite);
      return db;
    },
    runMigrations(db: Connection.DatabaseHandle, folder?: string) {
      if (folder !== undefined || !opened.has(db.sqlite) || !db.sqlite.memory || !isEmpty(db)) {
        return original.runMigrations(db, folder);
      }
      const defaultFolder = original.findMigrationsFolder();
      const journal = readFileSync(join(defaultFolder, 'meta', '_journal.json'), 'utf8');
      const image = template(journal);
      if (!image) {
        original.runMigrations(db);
        kept.migratedTemplate = { journal, image: db.sqlite.serialize() };
        return;
      }
      // The handle is the caller's: its connection is replaced in place by the copy.
      db.sqlite.close();
      Object.assign(db, original.withConnectionSettings(new Database(image)));
    },
  };
});
