import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { LEAD_KINDS } from '@shared/lead-kinds';
import { emailField } from '@shared/schemas/fields';
import { databasePathFromEnv, dataSubjectKeyFromEnv } from '../config/env';
import { closeDatabase, openDatabase, runMigrations } from '../db/connection';
import { createAttachmentFiles } from '../repositories/attachment-files';
import { createLeadRecordsRepository } from '../repositories/lead-records-repository';
import { emailDigest, eraseDataSubject, exportDataSubject } from '../services/leads/data-subject';

const USAGE =
  'Usage: npm run data-subject -- export <email>   (JSON on stdout)\n' +
  '       npm run data-subject -- erase <email> --yes\n' +
  '       npm run data-subject -- digest <email>   (what the audit trail keeps for it)\n';

/**
 * Data-subject requests from a shell (the same as the admin's Inbox > Data request): export
 * everything stored under an e-mail address as JSON, or erase it. Works beside a running server
 * (WAL; the busy timeout waits for its writes). The audit line goes to stderr, without the
 * address (its keyed digest instead), so stdout stays the pure JSON export. `digest` prints the
 * digest the audit trail keeps for an address: "was X erased, and when?" is a search for it.
 */
function main(): number {
  const { values, positionals } = parseArgs({
    options: { yes: { type: 'boolean', default: false } },
    allowPositionals: true,
    strict: true,
  });
  const [action, rawEmail] = positionals;
  const email = emailField.safeParse(rawEmail ?? '');
  if (!['export', 'erase', 'digest'].includes(action ?? '') || !email.success) {
    process.stderr.write(USAGE);
    return 2;
  }
  const key = dataSubjectKeyFromEnv();
  if (action === 'digest') {
    process.stdout.write(`${emailDigest(key, email.data)}\n`);
    return 0;
  }
  if (action === 'erase' && !values.yes) {
    process.stderr.write(`Erasing cannot be undone: add --yes to erase ${email.data}\n`);
    return 2;
  }
  const db = openDatabase(databasePathFromEnv());
  try {
    runMigrations(db);
    // The attachments folder beside the database, as the server has it.
    const files = createAttachmentFiles(join(dirname(db.sqlite.name), 'attachments'));
    const repo = createLeadRecordsRepository(db, files);
    const result =
      action === 'export'
        ? exportDataSubject(repo, email.data, Date.now(), LEAD_KINDS)
        : eraseDataSubject(repo, email.data, LEAD_KINDS);
    process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
    process.stderr.write(
      `${JSON.stringify({ event: `data_subject.${action}`, actor: 'cli', email_hmac: emailDigest(key, email.data), time: new Date().toISOString() })}\n`,
    );
    return 0;
  } finally {
    closeDatabase(db);
  }
}

try {
  process.exitCode = main();
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
}
