import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { parseTrustProxy, type TrustProxy } from '../lib/trust-proxy';
import { isTimeZone } from '../lib/time-zone';
import { configDefaults } from './app-config';
import { defaultConnectionLimits } from './connection-limits';
import { configErrorOf, rolesOrOnOff, withoutEmpty } from './env-support';
import { OIDC_SETTING_NAMES } from './oidc-env';

// What the environment may say: every variable but OIDC_* (oidc-env.ts), its type, bounds and
// default, and the rules between two of them. ./env.ts turns the result into the app's settings.

/**
 * The folder of package.json above this module: the repository root both from the sources
 * (server/src/config) and from the bundle (dist/server), so CLIENT_DIR's default works in both.
 */
function findRepoRoot(start = dirname(fileURLToPath(import.meta.url))): string {
  for (let dir = start; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    if (dirname(dir) === dir) return process.cwd();
  }
}

const repoRoot = findRepoRoot();

const onOff = z.enum(['on', 'off']);
const seconds = z.coerce.number().int().positive();
export const MB = 1024 * 1024;
const megabytes = z.coerce.number().int().min(0);
const positiveCount = z.coerce.number().int().positive();
/** A number of days from 1 to `max`. */
const days = (max: number) => z.coerce.number().int().min(1).max(max);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_PATH: z.string().min(1).default('./data/site.db'),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ADMIN_SETUP_TOKEN: z.string().min(16, 'must be at least 16 characters').max(512).optional(),
  ACCESS_TOKEN_TTL: seconds.max(86_400).default(configDefaults.accessTokenTtl),
  // Admin sessions: upper bounds so a configuration cannot make a stolen session live for months.
  REFRESH_IDLE_TTL: seconds
    .max(7 * 86_400, 'must be at most 604800 (7 days)')
    .default(configDefaults.refreshIdleTtl),
  REFRESH_ABSOLUTE_TTL: seconds
    .max(30 * 86_400, 'must be at most 2592000 (30 days)')
    .default(configDefaults.refreshAbsoluteTtl),
  REQUIRE_ADMIN_MFA: rolesOrOnOff,
  PUBLIC_ORIGIN: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) origin like https://firm.example' })
    .transform((v) => new URL(v).origin)
    .optional(),
  COOKIE_SECURE: onOff.default('on'),
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z.url({ protocol: /^https?$/, error: 'must be a comma-separated list of http(s) origins' }),
      ),
    ),
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((v, ctx): TrustProxy => {
      try {
        return parseTrustProxy(v);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    }),
  RATE_LIMIT: onOff.default('on'),
  REQUEST_TIMEOUT: seconds.max(3600).default(defaultConnectionLimits.requestTimeoutMs / 1000),
  HEADERS_TIMEOUT: seconds.max(3600).default(defaultConnectionLimits.headersTimeoutMs / 1000),
  KEEP_ALIVE_TIMEOUT: seconds.max(3600).default(defaultConnectionLimits.keepAliveTimeoutMs / 1000),
  IDLE_TIMEOUT: seconds.max(3600).default(defaultConnectionLimits.idleTimeoutMs / 1000),
  MAX_REQUESTS_PER_SOCKET: positiveCount.default(defaultConnectionLimits.maxRequestsPerSocket),
  MAX_CONNECTIONS: positiveCount.default(defaultConnectionLimits.maxConnections),
  MAX_CONNECTIONS_PER_ADDRESS: positiveCount.default(
    defaultConnectionLimits.maxConnectionsPerAddress,
  ),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  // off only for a relay on the same machine or a private network that cannot do TLS.
  SMTP_REQUIRE_TLS: onOff.default('on'),
  NOTIFY_EMAIL: z.email().optional(),
  // A bare address (no display name): the envelope sender and the From header of notifications.
  NOTIFY_FROM: z.email().optional(),
  // Attempts before a notification is marked failed (the admin can then send it again).
  NOTIFY_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(10),
  WEBHOOK_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .optional(),
  // Standard Webhooks secrets: "whsec_" and the base64 of 24 to 64 random bytes.
  WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_[A-Za-z0-9+/]{32,88}={0,2}$/, 'must be whsec_ followed by 24-64 bytes of base64')
    .optional(),
  SITE_TIME_ZONE: z
    .string()
    .default('UTC')
    .refine(isTimeZone, 'must be an IANA time zone such as Europe/Zurich'),
  // Local hour (SITE_TIME_ZONE) of the daily lead digest to each admin who works leads.
  DIGEST_HOUR: z.coerce.number().int().min(0).max(23).default(8),
  // The acknowledgement e-mail to the requester of each lead (needs SMTP_URL, a sender, ALTCHA).
  AUTO_REPLY: onOff.default('off'),
  // An editor's publish asks for an approval first (docs/decisions/039-review-before-publishing.md).
  REQUIRE_REVIEW: onOff.default('off'),
  // Every upload together is read at most this many megabytes per second (0: no limit).
  UPLOAD_MB_PER_SECOND: z.coerce.number().min(0).max(10_000).default(8),
  // The files of leads take at most this many MB together; none is taken below the free floor.
  ATTACHMENTS_MAX_MB: positiveCount.default(configDefaults.attachmentsMaxBytes / MB),
  ATTACHMENTS_MIN_FREE_MB: megabytes.default(configDefaults.attachmentsMinFreeBytes / MB),
  // A file an editor uploads to the content (a datasheet, a certificate) is at most this big.
  MEDIA_FILE_MAX_MB: positiveCount.max(10_240).default(configDefaults.mediaFileMaxBytes / MB),
  // A gated document's signed link works this many days after it is asked for.
  DOWNLOAD_LINK_DAYS: days(365).default(configDefaults.downloadLinkDays),
  ALTCHA: onOff.default('on'),
  ALTCHA_HMAC_KEY: z.string().min(32, 'must be at least 32 characters').max(512).optional(),
  LEAD_RETENTION_DAYS: days(36_500).optional(),
  // Page views counted by the server (no script, no cookie); their raw rows kept this many days.
  ANALYTICS: onOff.default('on'),
  ANALYTICS_RETENTION_DAYS: days(3650).default(configDefaults.analytics.retentionDays),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  CLIENT_DIR: z
    .string()
    .min(1)
    .default(join(repoRoot, 'build', 'client')),
});

export type Env = z.infer<typeof envSchema>;

/** Every setting the server reads, by its variable's name (docs/operations/ lists each). */
export const SETTING_NAMES: readonly string[] = [
  ...Object.keys(envSchema.shape),
  ...OIDC_SETTING_NAMES,
];

/** The nodemailer URL options that would send in clear (URL options win over ours). */
function turnsTlsOff(smtpUrl: string): boolean {
  const query = new URL(smtpUrl).searchParams;
  return query.get('ignoreTLS') === 'true' || query.get('requireTLS') === 'false';
}

export function parseEnv(env: NodeJS.ProcessEnv): Env {
  const result = envSchema
    .refine((e) => e.SMTP_REQUIRE_TLS === 'off' || !e.SMTP_URL || !turnsTlsOff(e.SMTP_URL), {
      path: ['SMTP_URL'],
      message: 'turns TLS off (ignoreTLS/requireTLS=false); set SMTP_REQUIRE_TLS=off to allow that',
    })
    .refine((e) => e.HEADERS_TIMEOUT <= e.REQUEST_TIMEOUT, {
      path: ['HEADERS_TIMEOUT'],
      message: 'must not be longer than REQUEST_TIMEOUT',
    })
    // Without the proof of work, anyone could make the server mail any address.
    .refine((e) => e.AUTO_REPLY === 'off' || e.ALTCHA === 'on', {
      path: ['AUTO_REPLY'],
      message: 'needs ALTCHA=on: acknowledgements go only to leads that solved the proof of work',
    })
    .safeParse(withoutEmpty(env));
  if (!result.success) throw configErrorOf(result.error);
  return result.data;
}
