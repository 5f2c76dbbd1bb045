import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateSQLiteDrizzleJson, generateSQLiteMigration } from 'drizzle-kit/api';
import {
  closeDatabase,
  findMigrationsFolder,
  openDatabase,
  runMigrations,
} from '../../server/src/db/connection';
import { searchIndexPlan } from '../../server/src/db/lead-search-sql';
import * as schema from '../../server/src/db/schema';
import { readJournal } from './migration-files';

/**
 * Makes `path` a database of the schema as it is now: the migrations applied, then what the
 * schema and the kinds' search indexes hold beyond them, which is what `npm run db:generate`
 * would write next. So a script that needs the running app (the OpenAPI document) works before
 * the migration of a new table exists; the server itself only ever runs migrations.
 */
export async function makeSchemaDatabase(path: string): Promise<string[]> {
  const folder = findMigrationsFolder();
  const last = readJournal(folder).entries.at(-1);
  if (!last) throw new Error('No migrations: run npm run db:generate first');
  const snapshot = join(folder, 'meta', `${last.tag.slice(0, 4)}_snapshot.json`);
  const previous = JSON.parse(readFileSync(snapshot, 'utf8')) as { id: string };
  const current = await generateSQLiteDrizzleJson(schema, previous.id);
  const pending = await generateSQLiteMigration(previous as never, current);
  const db = openDatabase(path);
  try {
    runMigrations(db, folder);
    for (const statement of pending) db.sqlite.exec(statement);
    const search = searchIndexPlan(db.sqlite);
    for (const statement of search) db.sqlite.exec(statement);
    return [...pending, ...search];
  } finally {
    closeDatabase(db);
  }
}
