import { parseArgs } from 'node:util';
import { databasePathFromEnv } from '../config/env';
import { restoreBackup } from '../db/restore';

const USAGE =
  'Usage: npm run db:restore -- <backup-file>     (or - to read it from standard input)\n' +
  '       (Docker: docker compose run --rm --no-deps -T app node dist/server/cli/db-restore.js - < <file>)\n' +
  "Restores a backup of npm run db:backup into DATABASE_PATH's folder. The file is checked\n" +
  "first (checksums, integrity, this site's database, no migration newer than this version);\n" +
  "refused while a server has the database open. The folder's previous files are moved into\n" +
  'before-restore-<time>/ beside the database, never deleted.\n';

/** What to do about an unreadable file, in the words of the person restoring. */
function unreadable(file: string): string {
  const uid = process.getuid?.();
  return (
    `${file} cannot be read by this user${uid === undefined ? '' : ` (uid ${uid})`}: give it ` +
    'on standard input instead (docker compose run --rm --no-deps -T app node ' +
    'dist/server/cli/db-restore.js - < <file>), or make it readable to this user'
  );
}

/** npm run db:restore -- <file>: see docs/operations.md, "Backups and restore". */
async function main(): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      options: { help: { type: 'boolean', short: 'h' } },
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    return 2;
  }
  const { values, positionals } = parsed;
  if (values.help) {
    process.stdout.write(USAGE);
    return 0;
  }
  const file = positionals[0];
  if (positionals.length !== 1 || !file) {
    process.stderr.write(USAGE);
    return 2;
  }
  const target = databasePathFromEnv();
  if (target === ':memory:') {
    process.stderr.write('DATABASE_PATH is :memory:, there is nowhere to restore to\n');
    return 2;
  }
  let result;
  try {
    result = await restoreBackup(target, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EACCES') throw new Error(unreadable(file));
    throw error;
  }
  const width = Math.max(...Object.keys(result.rowCounts).map((t) => t.length), 5);
  process.stdout.write(
    `Restored ${file === '-' ? 'standard input' : file}\n` +
      `      to ${target}\n` +
      `migration ${result.migration.tag} (newer ones run when the server starts)\n` +
      `   files ${result.attachments} attachments, ${result.files} content files\n` +
      `  secrets ${result.secrets.length > 0 ? result.secrets.join(', ') : 'none in the backup'}\n` +
      (result.setAside ? `previous files moved to ${result.setAside}\n` : '') +
      result.warnings.map((w) => `warning: ${w}\n`).join('') +
      'rows:\n' +
      Object.entries(result.rowCounts)
        .map(([table, rows]) => `  ${table.padEnd(width)}  ${rows}\n`)
        .join(''),
  );
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(
      `Restore refused, nothing changed: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    process.exit(1);
  },
);
