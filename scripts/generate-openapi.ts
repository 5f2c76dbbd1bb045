import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { API_TYPES_PATH, renderApiTypes } from '../server/src/openapi/render-api-types';
import { makeSchemaDatabase } from './db/schema-database';

// Regenerates the committed client types from the server's routes; run after changing shared/.
// The app runs on a scratch database of the schema as it is (scripts/db/schema-database.ts), so
// a new kind's types can come before its migration.
const scratch = join(import.meta.dirname, '..', 'node_modules', '.cache', 'openapi-generate');
mkdirSync(scratch, { recursive: true });
const work = mkdtempSync(join(scratch, 'run-'));
try {
  const pending = await makeSchemaDatabase(join(work, 'site.db'));
  if (pending.length > 0) {
    process.stdout.write(
      `The schema holds ${pending.length} statements no migration has yet: npm run db:generate.\n`,
    );
  }
  writeFileSync(API_TYPES_PATH, await renderApiTypes({ databasePath: join(work, 'site.db') }));
  process.stdout.write(`Wrote ${API_TYPES_PATH}\n`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
