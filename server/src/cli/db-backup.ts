import { parseArgs } from 'node:util';
import { databasePathFromEnv } from '../config/env';
import { writeBackupBundle } from '../db/backup-bundle';
import { contentFilesDir } from '../repositories/content-files';
import { formatBytes } from './lib/format-bytes';

const USAGE =
  'Usage: npm run db:backup -- [--force] <backup-file>\n' +
  '       (in the image: node dist/server/cli/db-backup.js [--force] /data/backup-<date>.tar)\n' +
  'Writes one file (a tar archive, mode 0600) while the server runs: a copy of DATABASE_PATH,\n' +
  "the files of lead attachments, the content's files and the secrets beside the database,\n" +
  'with their checksums.\n' +
  'Refuses to overwrite a file unless --force. Restore it with npm run db:restore -- <file>.\n';

/** npm run db:backup -- <file>: an online, verified backup of the data (docs/operations/backups-and-upgrades.md). */
async function main(): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      options: {
        force: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h' },
      },
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
  if (positionals.length !== 1 || !positionals[0]) {
    process.stderr.write(USAGE);
    return 2;
  }
  const source = databasePathFromEnv();
  if (source === ':memory:') {
    process.stderr.write('DATABASE_PATH is :memory:, there is nothing to back up\n');
    return 2;
  }
  const result = await writeBackupBundle(source, positionals[0], {
    filesDir: contentFilesDir(source),
    force: values.force,
  });
  const { attachments: files } = result;
  const width = Math.max(...Object.keys(result.rowCounts).map((t) => t.length), 5);
  process.stdout.write(
    `Backed up ${source}\n` +
      `       to ${result.file}\n` +
      `     size ${formatBytes(result.bytes)} (${result.bytes} bytes), ${Math.round(result.milliseconds)} ms\n` +
      `integrity ${result.integrity}\n` +
      `    files ${files.files} attachments (${formatBytes(files.bytes)})` +
      (files.missing > 0 ? `, ${files.missing} deleted with their lead meanwhile` : '') +
      '\n' +
      `          ${result.contentFiles.files} content files (${formatBytes(result.contentFiles.bytes)})` +
      (result.contentFiles.missing > 0
        ? `, ${result.contentFiles.missing} named but not on disk`
        : '') +
      '\n' +
      `  secrets ${result.secrets.length > 0 ? result.secrets.join(', ') : 'none in the data folder'}` +
      ' (set in the environment instead? keep your .env with the backups)\n' +
      `rows in the copy:\n` +
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
      `Backup failed: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    process.exit(1);
  },
);
