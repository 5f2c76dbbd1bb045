import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  closeDatabase,
  findMigrationsFolder,
  openDatabase,
  runMigrations,
} from '../../server/src/db/connection';
import { createLeadSearchIndexer } from '../../server/src/db/lead-search-index';
import { bearer, createAdmin, createTestApp, login } from './helpers';

const folders: string[] = [];
afterAll(() => folders.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A database file as the previous version left it: the migrations before `tag` applied. */
function databaseBefore(tag: string): { path: string; migrations: string } {
  const dir = mkdtempSync(join(tmpdir(), 'search-upgrade-'));
  folders.push(dir);
  const migrations = join(dir, 'migrations');
  cpSync(findMigrationsFolder(), migrations, { recursive: true });
  const journalFile = join(migrations, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  journal.entries = journal.entries.filter((e) => e.tag < tag);
  writeFileSync(journalFile, JSON.stringify(journal));
  return { path: join(dir, 'site.db'), migrations };
}

describe('migration 0016 (a lighter search index) on a database with leads', () => {
  it('keeps every lead searchable by short and long prefixes, indexed or still waiting', async () => {
    const { path, migrations } = databaseBefore('0016');
    const old = openDatabase(path);
    runMigrations(old, migrations);
    const insert = old.sqlite.prepare(
      `INSERT INTO contact_submissions (id, reference, name, email, message, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    );
    const add = (id: string, n: number, name: string, message: string) => {
      const at = `2026-03-0${n}T10:00:00.000Z`;
      insert.run(id, `C-2026-000${n}`, name, `${id}@example.com`, message, at, at);
    };
    add('indexed', 1, 'Grace Keller', 'A mast on the depot roof.');
    createLeadSearchIndexer(old.sqlite).catchUp();
    // Stored by the previous version but not yet indexed when it stopped.
    add('waiting', 2, 'Omar Gravel', 'Cameras for the warehouse.');
    closeDatabase(old);

    const app = await createTestApp({ databasePath: path });
    try {
      await createAdmin(app);
      const token = (await login(app)).access_token;
      const found = async (q: string) => {
        const res = await app.inject({
          url: `/api/contact-submissions?q=${encodeURIComponent(q)}`,
          headers: bearer(token),
        });
        expect(res.statusCode).toBe(200);
        return (res.json().items as { id: string }[]).map((lead) => lead.id).sort();
      };
      // Two letters (the prefix index), three (no prefix index since 0016), whole words.
      expect(await found('gr')).toEqual(['indexed', 'waiting']);
      expect(await found('gra')).toEqual(['indexed', 'waiting']);
      expect(await found('grav')).toEqual(['waiting']);
      expect(await found('dep')).toEqual(['indexed']);
      expect(await found('warehouse')).toEqual(['waiting']);
      expect(await found('C-2026-0002')).toEqual(['waiting']);

      // The triggers still keep the rebuilt index true to its table.
      app.db.sqlite
        .prepare("UPDATE contact_submissions SET message = 'Fiber to the gatehouse.' WHERE id = ?")
        .run('indexed');
      app.db.sqlite.prepare('DELETE FROM contact_submissions WHERE id = ?').run('waiting');
      expect(await found('gra')).toEqual(['indexed']);
      expect(await found('dep')).toEqual([]);
      expect(await found('gate')).toEqual(['indexed']);
    } finally {
      await app.close();
    }
  });
});
