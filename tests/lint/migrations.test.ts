import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join, relative } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { closeDatabase, openDatabase, runMigrations } from '../../server/src/db/connection';
import {
  nextNumber,
  padded,
  readJournal,
  usedNumbers,
  writeMigration,
  type Journal,
} from '../../scripts/db/migration-files';

// Migrations cannot clobber (docs/decisions/043): the folder is consistent, and
// `npm run db:generate` numbers a new migration after the highest file, never over one.

const ROOT = join(import.meta.dirname, '../..');
const MIGRATIONS = join(ROOT, 'migrations');
const snapshotOf = (folder: string, tag: string) =>
  JSON.parse(readFileSync(join(folder, 'meta', `${tag.slice(0, 4)}_snapshot.json`), 'utf8')) as {
    id: string;
    prevId: string;
  };

/** The tables, their columns and the indexes a folder's migrations make. */
function schemaOf(folder: string) {
  const db = openDatabase(':memory:');
  try {
    runMigrations(db, folder);
    const objects = db.sqlite
      .prepare(
        "SELECT type, name FROM sqlite_schema WHERE type IN ('table', 'index') ORDER BY name",
      )
      .all() as { type: string; name: string }[];
    return objects.map(({ type, name }) => ({
      type,
      name,
      columns: type === 'table' ? db.sqlite.pragma(`table_info("${name}")`) : null,
    }));
  } finally {
    closeDatabase(db);
  }
}

describe('the migrations folder', () => {
  const journal = readJournal(MIGRATIONS);

  it('lists each migration once, in order, with its SQL and its snapshot', () => {
    expect(journal.entries.map((entry) => entry.idx)).toEqual(journal.entries.map((_, i) => i));
    const numbers = journal.entries.map((entry) => entry.tag.slice(0, 4));
    expect(new Set(numbers).size, 'one migration per number').toBe(numbers.length);
    expect([...numbers].sort()).toEqual(numbers);
    const sql = readdirSync(MIGRATIONS).filter((name) => name.endsWith('.sql'));
    expect(sql.sort()).toEqual(journal.entries.map((entry) => `${entry.tag}.sql`).sort());
    const snapshots = readdirSync(join(MIGRATIONS, 'meta')).filter((n) =>
      n.endsWith('_snapshot.json'),
    );
    expect(snapshots.sort()).toEqual(numbers.map((n) => `${n}_snapshot.json`).sort());
  });

  it('chains each snapshot to the one before (drizzle-kit diffs against the last)', () => {
    journal.entries.forEach((entry, i) => {
      const previous = journal.entries[i - 1];
      expect(snapshotOf(MIGRATIONS, entry.tag).prevId, entry.tag).toBe(
        previous ? snapshotOf(MIGRATIONS, previous.tag).id : '00000000-0000-0000-0000-000000000000',
      );
    });
  });

  it('numbers the next one after the highest file, not after the journal', () => {
    const highest = Math.max(...usedNumbers(MIGRATIONS));
    expect(nextNumber(MIGRATIONS)).toBe(highest + 1);
  });
});

describe('writing a migration', () => {
  const scratch = join(ROOT, 'node_modules', '.cache', 'migrations-test');
  let folder: string;
  const copy = () => {
    mkdirSync(scratch, { recursive: true });
    folder = join(mkdtempSync(join(scratch, 'run-')), 'migrations');
    cpSync(MIGRATIONS, folder, { recursive: true });
    return folder;
  };
  afterEach(() => rmSync(join(folder, '..'), { recursive: true, force: true }));
  const hashes = (dir: string) =>
    Object.fromEntries(
      [
        ...readdirSync(dir).map((n) => join(dir, n)),
        ...readdirSync(join(dir, 'meta')).map((n) => join(dir, 'meta', n)),
      ]
        .filter((path) => path.endsWith('.sql') || path.endsWith('.json'))
        .map((path) => [
          relative(dir, path),
          createHash('sha256').update(readFileSync(path)).digest('hex'),
        ]),
    );

  it('refuses a number in use or a snapshot off the chain, and writes nothing', () => {
    const dir = copy();
    const last = readJournal(dir).entries.at(-1)!;
    const before = hashes(dir);
    const snapshot = {
      ...snapshotOf(dir, last.tag),
      id: 'new',
      prevId: snapshotOf(dir, last.tag).id,
    };
    const taken = usedNumbers(dir).at(-1)!;
    expect(() => writeMigration(dir, { number: taken, name: 'x', sql: '', snapshot })).toThrow(
      /already in use/,
    );
    const offChain = { ...snapshot, prevId: 'someone-else' };
    expect(() =>
      writeMigration(dir, { number: nextNumber(dir), name: 'x', sql: '', snapshot: offChain }),
    ).toThrow(/journal and the snapshots disagree/);
    expect(hashes(dir)).toEqual(before);
  });

  it('npm run db:generate writes after the highest file and leaves every other file as it was', () => {
    // The folder as it was before its last migrations, with a gap in its numbers: drizzle-kit
    // alone numbers by the journal's length and would write over an older snapshot. As many of
    // the last are taken away (one at least) as make the journal's length a number a file has.
    const dir = copy();
    const journal = readJournal(dir);
    do {
      const last = journal.entries.pop()!;
      rmSync(join(dir, `${last.tag}.sql`));
      rmSync(join(dir, 'meta', `${last.tag.slice(0, 4)}_snapshot.json`));
      writeFileSync(join(dir, 'meta', '_journal.json'), JSON.stringify(journal, null, 2));
    } while (!usedNumbers(dir).includes(journal.entries.length));
    // drizzle-kit's number: the journal's length, taken by a file already.
    expect(usedNumbers(dir)).toContain(journal.entries.length);
    const number = padded(Math.max(...usedNumbers(dir)) + 1);
    const before = hashes(dir);

    const run = spawnSync(
      'npx',
      ['tsx', 'scripts/db-generate.ts', '--migrations', relative(ROOT, dir), '--name', 'again'],
      {
        cwd: ROOT,
        encoding: 'utf8',
      },
    );
    expect(run.status, run.stderr).toBe(0);

    const after = hashes(dir);
    for (const [file, hash] of Object.entries(before)) {
      if (file !== 'meta/_journal.json') expect(after[file], file).toBe(hash);
    }
    // The tables, columns and indexes it makes are the removed migration's.
    expect(readdirSync(dir)).toContain(`${number}_again.sql`);
    expect(schemaOf(dir)).toEqual(schemaOf(MIGRATIONS));
    const entries = (
      JSON.parse(readFileSync(join(dir, 'meta', '_journal.json'), 'utf8')) as Journal
    ).entries;
    expect(entries.at(-1)).toMatchObject({ idx: journal.entries.length, tag: `${number}_again` });
    expect(snapshotOf(dir, `${number}_again`).prevId).toBe(snapshotOf(dir, entries.at(-2)!.tag).id);
  }, 120_000);
});
