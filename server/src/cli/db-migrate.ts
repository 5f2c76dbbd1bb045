import { ConfigError, databasePathFromEnv } from '../config/env';
import { closeDatabase, openDatabase, runMigrations } from '../db/connection';

/** npm run db:migrate: applies pending migrations to DATABASE_PATH (the server also does at start). */
try {
  const path = databasePathFromEnv();
  const db = openDatabase(path);
  runMigrations(db);
  closeDatabase(db);
  process.stdout.write(`Migrations applied to ${path}\n`);
} catch (error) {
  process.stderr.write(
    `${error instanceof ConfigError || error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
}
