import { parseArgs } from 'node:util';
import { emailField } from '@shared/schemas/fields';
import { passwordField } from '@shared/schemas/setup';
import { databasePathFromEnv } from '../config/env';
import { closeDatabase, openDatabase, runMigrations } from '../db/connection';
import { createUsersRepository, isUniqueViolation } from '../repositories/users-repository';
import { hashPassword } from '../lib/password';
import { readPassword } from './lib/read-password';

/**
 * npm run admin:create -- --email you@firm.example
 * Makes an account without the setup page (e.g. a second admin, or a headless install).
 */
async function main(): Promise<number> {
  const { values } = parseArgs({ options: { email: { type: 'string' } }, strict: true });
  const email = emailField.safeParse(values.email ?? '');
  if (!email.success) {
    process.stderr.write(
      'Usage: npm run admin:create -- --email you@firm.example (password from ADMIN_PASSWORD or stdin)\n',
    );
    return 2;
  }
  const password = passwordField.safeParse(await readPassword());
  if (!password.success) {
    process.stderr.write(`${password.error.issues[0]?.message ?? 'Invalid password'}\n`);
    return 2;
  }
  const db = openDatabase(databasePathFromEnv());
  try {
    runMigrations(db);
    const user = createUsersRepository(db, Date.now).create(
      email.data,
      await hashPassword(password.data),
    );
    process.stdout.write(`Created account ${user.email} (${user.id})\n`);
    return 0;
  } catch (error) {
    if (isUniqueViolation(error)) {
      process.stderr.write(`An account with e-mail ${email.data} already exists\n`);
      return 1;
    }
    throw error;
  } finally {
    closeDatabase(db);
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
