import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { z } from 'zod';
import { ROLES, roleSchema, type Role } from '@shared/vocabularies/roles';

// What the settings modules (env.ts, oidc-env.ts) share: the error, the parsing of a role list,
// and the secrets generated into the data folder.

/** Thrown for a bad environment; its message is one line naming the variable. */
export class ConfigError extends Error {}

/** Empty strings count as unset, as a `.env` file with `FOO=` intends. */
export function withoutEmpty(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v !== ''),
  ) as Record<string, string>;
}

/** on (every role), off (none) or a comma-separated list of roles: owner,sales. */
export const rolesOrOnOff = z
  .string()
  .default('off')
  .transform((v, ctx): readonly Role[] => {
    if (v === 'on') return ROLES;
    if (v === 'off') return [];
    const roles = v.split(',').map((r) => r.trim());
    if (roles.every((r) => roleSchema.safeParse(r).success)) {
      return ROLES.filter((r) => roles.includes(r));
    }
    ctx.addIssue({
      code: 'custom',
      message: `must be on, off or a comma-separated list of roles (${ROLES.join(', ')})`,
    });
    return z.NEVER;
  });

/** The first issue of a failed parse as the one line an operator reads. */
export function configErrorOf(error: z.ZodError): ConfigError {
  const issue = error.issues[0];
  const name = String(issue?.path[0] ?? 'environment');
  return new ConfigError(
    `Invalid environment variable ${name}: ${issue?.message ?? 'invalid value'}`,
  );
}

/**
 * The secrets generated into the data folder, beside the database. The data needs them (the
 * data-subject digests, sealed provider tokens, signed links), so a backup carries each one that
 * exists (db/backup-bundle.ts): a new one is added here, or `generatedSecret` refuses its name.
 */
export const DATA_FOLDER_SECRETS = [
  'jwt-secret',
  'data-subject-key',
  'altcha-hmac-key',
  'oidc-token-key',
] as const;
export type DataFolderSecret = (typeof DATA_FOLDER_SECRETS)[number];

/**
 * A secret generated once into a file of the data folder (mode 0600), so it survives restarts
 * without anyone having to invent one.
 */
export function generatedSecret(
  env: { DATABASE_PATH: string },
  fileName: DataFolderSecret,
): string {
  const dataDir =
    env.DATABASE_PATH === ':memory:' ? resolve('data') : dirname(resolve(env.DATABASE_PATH));
  const file = join(dataDir, fileName);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(48).toString('base64url');
  // 'wx' fails if another process created it meanwhile; then read theirs.
  try {
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch {
    return readFileSync(file, 'utf8').trim();
  }
}

/**
 * The key of the data-subject digests (services/leads/data-subject.ts): generated once beside the
 * database, in production too (only this server and the CLI beside it use it), and read from the
 * same file by `npm run data-subject`. It is not in the database, so a copy of the database
 * alone does not turn the trail's digests back into addresses.
 */
export function dataSubjectKey(env: { DATABASE_PATH: string }): string {
  return generatedSecret(env, 'data-subject-key');
}

/** WEBHOOK_URL and WEBHOOK_SECRET come together: an unsigned webhook is never sent. */
export function webhookSettings(env: {
  WEBHOOK_URL?: string | undefined;
  WEBHOOK_SECRET?: string | undefined;
}): { webhookUrl: string | null; webhookSecret: string | null } {
  if (Boolean(env.WEBHOOK_URL) !== Boolean(env.WEBHOOK_SECRET)) {
    const missing = env.WEBHOOK_URL ? 'WEBHOOK_SECRET' : 'WEBHOOK_URL';
    throw new ConfigError(
      `Missing environment variable ${missing}: WEBHOOK_URL and WEBHOOK_SECRET are set together`,
    );
  }
  return { webhookUrl: env.WEBHOOK_URL ?? null, webhookSecret: env.WEBHOOK_SECRET ?? null };
}
