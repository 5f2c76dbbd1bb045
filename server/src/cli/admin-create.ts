import { parseArgs } from 'node:util';
import { emailField } from '@shared/schemas/fields';
import { ROLES, roleSchema } from '@shared/vocabularies/roles';
import { databasePathFromEnv } from '../config/env';
import { closeDatabase, openDatabase, runMigrations } from '../db/connection';
import { createUsersRepository, isUniqueViolation } from '../repositories/users-repository';
import { hashPassword } from '../lib/password';
import { passwordProblem } from '../services/auth/password-policy';
import { readPassword } from './lib/read-password';

/**
 * npm run admin:create -- --email you@firm.example [--role owner|editor|sales|hiring]
 * Makes an account without the setup page (e.g. a headless install, or an owner again when no
 * owner can sign in). The operator at the server's shell decides, so the role defaults to owner.
 */
async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, role: { type: 'string', default: 'owner' } },
    strict: true,
  });
  const email = emailField.safeParse(values.email ?? '');
  const role = roleSchema.safeParse(values.role);
  if (!email.success || !role.success) {
    process.stderr.write(
      `Usage: npm run admin:create -- --email you@firm.example [--role ${ROLES.join('|')}] (password from ADMIN_PASSWORD or stdin)\n`,
    );
    return 2;
  }
  const password = await readPassword();
  // The same policy as the setup page, invitations and password changes.
  const problem = passwordProblem(password, [email.data]);
  if (problem) {
    process.stderr.write(`${problem}\n`);
    return 2;
  }
  const db = openDatabase(databasePathFromEnv());
  try {
    runMigrations(db);
    const user = createUsersRepository(db, Date.now).create(
      email.data,
      await hashPassword(password),
      role.data,
    );
    process.stdout.write(`Created account ${user.email} (${user.id}), role ${user.role}\n`);
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
