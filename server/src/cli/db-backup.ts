import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { databasePathFromEnv } from '../config/env';
import { backupAttachments, backupDatabase } from '../db/backup';
import { backupContentFiles } from '../db/backup-files';
import { contentFilesDir } from '../repositories/content-files';

const USAGE =
  'Usage: npm run db:backup -- [--force] <backup-file>\n' +
  '       (in the image: node dist/server/cli/db-backup.js [--force] /data/backup-<date>.db)\n' +
  'Copies DATABASE_PATH while the server runs, the files of lead attachments into\n' +
  "<backup-file>.attachments/ and the content's files into <backup-file>.files/ beside it;\n" +
  'refuses to overwrite any of them unless --force.\n';

const formatBytes = (n: number) =>
  n < 1024
    ? `${n} B`
    : n < 1024 ** 2
      ? `${(n / 1024).toFixed(1)} KiB`
      : `${(n / 1024 ** 2).toFixed(1)} MiB`;

/** npm run db:backup -- <file>: an online, verified backup of the database (docs/operations/backups-and-upgrades.md). */
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
  const result = await backupDatabase(source, positionals[0], { force: values.force });
  // The files that came with leads live beside the database: copied beside the backup.
  const files = backupAttachments(result.file, join(dirname(source), 'attachments'), {
    force: values.force,
  });
  // The content's files (a certificate's PDF) too, those the backup's versions name.
  const content = backupContentFiles(result.file, contentFilesDir(source), {
    force: values.force,
  });
  const width = Math.max(...Object.keys(result.rowCounts).map((t) => t.length), 5);
  process.stdout.write(
    `Backed up ${source}\n` +
      `       to ${result.file}\n` +
      `     size ${formatBytes(result.bytes)} (${result.bytes} bytes), ${Math.round(result.milliseconds)} ms\n` +
      `integrity ${result.integrity}\n` +
      `    files ${files.files} attachments (${formatBytes(files.bytes)}) in ${files.folder}` +
      (files.missing > 0 ? `, ${files.missing} deleted with their lead meanwhile` : '') +
      '\n' +
      `          ${content.files} content files (${formatBytes(content.bytes)}) in ${content.folder}` +
      (content.missing > 0 ? `, ${content.missing} named but not on disk` : '') +
      '\n' +
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
