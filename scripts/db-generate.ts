import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { closeDatabase, openDatabase, runMigrations } from '../server/src/db/connection';
import { searchIndexPlan } from '../server/src/db/lead-search-sql';
import {
  nextNumber,
  padded,
  readJournal,
  STATEMENT_BREAKPOINT,
  usedNumbers,
  writeMigration,
} from './db/migration-files';

// npm run db:generate [-- --name support_tickets] [--number 29]: a migration from the schema
// (server/src/db/schema/), numbered after the highest file in migrations/ (or --number), with
// the full-text indexes of the kinds of lead that the migrations lack (db/lead-search-sql.ts).
// drizzle-kit writes into a copy of the folder; only the new files come back, never over one.
// (--migrations <folder>: another folder than migrations/, for tests.)

const ROOT = join(import.meta.dirname, '..');
const SCHEMA = 'server/src/db/schema/index.ts';

const { values: args } = parseArgs({
  options: {
    name: { type: 'string' },
    number: { type: 'string' },
    migrations: { type: 'string', default: 'migrations' },
  },
});
const FOLDER = resolve(ROOT, args.migrations);
const number = args.number === undefined ? nextNumber(FOLDER) : Number(args.number);
if (!Number.isInteger(number) || number < 0 || number > 9999) {
  throw new Error(`--number must be a whole number up to 9999, not ${args.number}`);
}
if (usedNumbers(FOLDER).includes(number)) {
  throw new Error(`Migration number ${padded(number)} is already in use: choose another`);
}

/** drizzle-kit's generate on a copy of the folder (it takes paths relative to the project). */
function drizzleKit(copy: string, extra: string[]) {
  const out = relative(ROOT, copy);
  const run = spawnSync(
    'npx',
    ['drizzle-kit', 'generate', '--dialect', 'sqlite', '--schema', SCHEMA, '--out', out, ...extra],
    { cwd: ROOT, stdio: 'inherit' },
  );
  if (run.status !== 0) throw new Error(`drizzle-kit generate failed (${run.status})`);
  const journal = readJournal(copy);
  const added = journal.entries.slice(readJournal(FOLDER).entries.length);
  if (added.length > 1) throw new Error('drizzle-kit added more than one migration');
  const entry = added[0];
  if (!entry) return null;
  const prefix = entry.tag.slice(0, 4);
  return {
    name: entry.tag.slice(5),
    sql: readFileSync(join(copy, `${entry.tag}.sql`), 'utf8'),
    snapshot: JSON.parse(readFileSync(join(copy, 'meta', `${prefix}_snapshot.json`), 'utf8')),
  };
}

/**
 * drizzle-kit rebuilds a table whose column changed (SQLite cannot alter one) and copies its rows
 * over naming every column of the new table, also those this migration adds, which the old table
 * lacks ("no such column"). The copy names the columns the old table has.
 */
function copyOldColumns(sql: string): string {
  const db = openDatabase(':memory:');
  try {
    runMigrations(db, FOLDER);
    const copy = /INSERT INTO `__new_(\w+)`\(([^)]*)\) SELECT [^;]*? FROM `\1`;/g;
    return sql.replace(copy, (_all, table: string, columns: string) => {
      const old = new Set(
        db.sqlite.prepare('SELECT name FROM pragma_table_info(?)').pluck().all(table) as string[],
      );
      const kept = columns
        .split(',')
        .map((c) => c.trim())
        .filter((c) => old.has(c.replaceAll('"', '')))
        .join(', ');
      return `INSERT INTO \`__new_${table}\`(${kept}) SELECT ${kept} FROM \`${table}\`;`;
    });
  } finally {
    closeDatabase(db);
  }
}

/** The full-text index statements the database lacks once the migrations and `sql` are in. */
function searchIndexStatements(sql: string | null): string[] {
  const db = openDatabase(':memory:');
  try {
    runMigrations(db, FOLDER);
    if (sql) for (const statement of sql.split(STATEMENT_BREAKPOINT)) db.sqlite.exec(statement);
    return searchIndexPlan(db.sqlite);
  } finally {
    closeDatabase(db);
  }
}

const scratch = join(ROOT, 'node_modules', '.cache', 'db-generate');
mkdirSync(scratch, { recursive: true });
const work = mkdtempSync(join(scratch, 'run-'));
try {
  const name = args.name === undefined ? [] : ['--name', args.name];
  const copy = (label: string) => {
    const folder = join(work, label);
    cpSync(FOLDER, folder, { recursive: true });
    return folder;
  };
  const generated = drizzleKit(copy('schema'), name);
  const tables = generated && { ...generated, sql: copyOldColumns(generated.sql) };
  const search = searchIndexStatements(tables?.sql ?? null);
  if (!tables && search.length === 0) {
    process.stdout.write('No changes: the migrations already hold the schema.\n');
  } else {
    // Only the indexes changed: an empty migration of drizzle-kit's (its snapshot is the last
    // one again), filled with them.
    const migration = tables ?? drizzleKit(copy('custom'), ['--custom', ...name]);
    if (!migration) throw new Error('drizzle-kit --custom wrote no migration');
    const parts = [
      ...(tables ? [tables.sql] : []),
      ...(search.length > 0
        ? [
            `-- The full-text indexes of the kinds of lead (server/src/db/lead-search-sql.ts).\n${search[0]}`,
            ...search.slice(1),
          ].map((statement) => `${statement};`)
        : []),
    ];
    const tag = writeMigration(FOLDER, {
      number,
      name: migration.name,
      sql: parts.join(`${STATEMENT_BREAKPOINT}\n`),
      snapshot: migration.snapshot,
    });
    process.stdout.write(
      `Wrote migrations/${tag}.sql and meta/${padded(number)}_snapshot.json` +
        (search.length > 0 ? `, with ${search.length} full-text index statements` : '') +
        '.\n',
    );
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
