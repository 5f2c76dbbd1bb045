import { parseArgs } from 'node:util';
import { emailField } from '@shared/schemas/fields';
import { databasePathFromEnv } from '../config/env';
import { closeDatabase, openDatabase, runMigrations } from '../db/connection';
import { runAccountAction, type AccountAction } from '../services/accounts/account-admin';

/**
 * npm run admin:disable -- --email someone@firm.example [--enable]
 * npm run admin:revoke-sessions -- --email someone@firm.example
 * Takes effect at once, also in a running server (it checks the account on every request).
 */
const USAGE =
  'Usage: npm run admin:disable -- --email someone@firm.example [--enable]\n' +
  '       npm run admin:revoke-sessions -- --email someone@firm.example\n';

function main(): number {
  let parsed;
  try {
    parsed = parseArgs({
      options: {
        email: { type: 'string' },
        enable: { type: 'boolean', default: false },
      },
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const command = parsed.positionals[0];
  const email = emailField.safeParse(parsed.values.email ?? '');
  if ((command !== 'disable' && command !== 'revoke-sessions') || !email.success) {
    process.stderr.write(USAGE);
    return 2;
  }
  const action: AccountAction = command === 'disable' && parsed.values.enable ? 'enable' : command;
  const db = openDatabase(databasePathFromEnv());
  try {
    runMigrations(db);
    const result = runAccountAction(db, action, email.data);
    if (!result.ok) {
      process.stderr.write(`No account with e-mail ${email.data}\n`);
      return 1;
    }
    const done = {
      disable: 'Disabled',
      enable: 'Enabled again',
      'revoke-sessions': 'Signed out everywhere:',
    }[action];
    process.stdout.write(`${done} ${result.email} (${result.revokedSessions} sessions ended)\n`);
    return 0;
  } finally {
    closeDatabase(db);
  }
}

try {
  process.exit(main());
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
