import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { parseTrustProxy, type TrustProxy } from '../lib/trust-proxy';
import { isTimeZone } from '../lib/time-zone';
import {
  configDefaults,
  defaultConnectionLimits,
  defaultNotificationRetry,
  defaultRateLimits,
  type AppConfig,
} from './app-config';
import {
  ConfigError,
  configErrorOf,
  dataSubjectKey,
  generatedSecret,
  rolesOrOnOff,
  webhookSettings,
  withoutEmpty,
} from './env-support';
import { oidcSettings } from './oidc-env';

export { ConfigError };

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
const MB = 1024 * 1024;
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

/**
 * Outside production a missing JWT_SECRET is generated once into the data folder, so sessions
 * survive restarts without anyone having to invent a secret.
 */
export function resolveJwtSecret(env: Env): string {
  if (env.JWT_SECRET) return env.JWT_SECRET;
  if (env.NODE_ENV === 'production') {
    throw new ConfigError('Missing environment variable JWT_SECRET: it is required in production');
  }
  return generatedSecret(env, 'jwt-secret');
}

/**
 * In production the site's origin is configuration: built from the Host header, it would let a
 * request choose the host name of invitation links and the passkeys' relying party.
 */
function publicOrigin(env: Env): string | null {
  if (env.PUBLIC_ORIGIN) return env.PUBLIC_ORIGIN;
  if (env.NODE_ENV === 'production') {
    throw new ConfigError(
      'Missing environment variable PUBLIC_ORIGIN: it is required in production ' +
        '(the address visitors use, e.g. https://www.firm.example)',
    );
  }
  return null;
}

/**
 * ALTCHA=on turns the proof-of-work challenge on. Its key may be generated in production too:
 * only this server signs and checks challenges, so nothing else needs to know it.
 */
function altchaSettings(env: Env): AppConfig['altcha'] {
  if (env.ALTCHA === 'off') return null;
  return { hmacKey: env.ALTCHA_HMAC_KEY ?? generatedSecret(env, 'altcha-hmac-key') };
}

export function loadConfig(
  processEnv: NodeJS.ProcessEnv = process.env,
): AppConfig & { port: number; host: string } {
  const env = parseEnv(processEnv);
  const jwtSecret = resolveJwtSecret(env);
  const origin = publicOrigin(env);
  return {
    ...oidcSettings(processEnv, { publicOrigin: origin, databasePath: env.DATABASE_PATH }),
    port: env.PORT,
    host: env.HOST,
    siteOrigin: origin ?? `http://127.0.0.1:${env.PORT}`,
    isProduction: env.NODE_ENV === 'production',
    databasePath: env.DATABASE_PATH === ':memory:' ? ':memory:' : resolve(env.DATABASE_PATH),
    // Beside the database, in the same folder (and so in the same volume of the image).
    attachmentsDir:
      env.DATABASE_PATH === ':memory:'
        ? null
        : join(dirname(resolve(env.DATABASE_PATH)), 'attachments'),
    jwtSecret,
    adminSetupToken: env.ADMIN_SETUP_TOKEN ?? null,
    accessTokenTtl: env.ACCESS_TOKEN_TTL,
    refreshIdleTtl: env.REFRESH_IDLE_TTL,
    refreshAbsoluteTtl: env.REFRESH_ABSOLUTE_TTL,
    refreshReuseGrace: configDefaults.refreshReuseGrace,
    requireAdminMfa: env.REQUIRE_ADMIN_MFA,
    publicOrigin: origin,
    cookieSecure: env.COOKIE_SECURE === 'on',
    corsOrigins: env.CORS_ORIGINS,
    trustProxy: env.TRUST_PROXY,
    rateLimit: { ...defaultRateLimits, enabled: env.RATE_LIMIT === 'on' },
    smtpUrl: env.SMTP_URL ?? null,
    smtpRequireTls: env.SMTP_REQUIRE_TLS === 'on',
    notifyEmail: env.NOTIFY_EMAIL ?? null,
    notifyFrom: env.NOTIFY_FROM ?? env.NOTIFY_EMAIL ?? null,
    notificationRetry: { ...defaultNotificationRetry, maxAttempts: env.NOTIFY_MAX_ATTEMPTS },
    searchIndexing: configDefaults.searchIndexing,
    ...webhookSettings(env),
    timeZone: env.SITE_TIME_ZONE,
    digestHour: env.DIGEST_HOUR,
    autoReply: env.AUTO_REPLY === 'on',
    requireReview: env.REQUIRE_REVIEW === 'on',
    uploadBytesPerSecond:
      env.UPLOAD_MB_PER_SECOND === 0 ? null : env.UPLOAD_MB_PER_SECOND * 1024 * 1024,
    attachmentsMaxBytes: env.ATTACHMENTS_MAX_MB * MB,
    attachmentsMinFreeBytes: env.ATTACHMENTS_MIN_FREE_MB * MB,
    mediaFileMaxBytes: env.MEDIA_FILE_MAX_MB * MB,
    analytics: { enabled: env.ANALYTICS === 'on', retentionDays: env.ANALYTICS_RETENTION_DAYS },
    leadRetentionDays: env.LEAD_RETENTION_DAYS ?? null,
    spamRetentionDays: 30,
    altcha: altchaSettings(env),
    dataSubjectKey: dataSubjectKey(env),
    logLevel: env.LOG_LEVEL,
    clientDir: resolve(env.CLIENT_DIR),
    // Built beside the client by `npm run build` (vite.config.ts, ssrConfig).
    ssrEntry: join(dirname(resolve(env.CLIENT_DIR)), 'ssr', 'render-page.js'),
    bodyLimit: configDefaults.bodyLimit,
    connections: {
      requestTimeoutMs: env.REQUEST_TIMEOUT * 1000,
      headersTimeoutMs: env.HEADERS_TIMEOUT * 1000,
      keepAliveTimeoutMs: env.KEEP_ALIVE_TIMEOUT * 1000,
      idleTimeoutMs: env.IDLE_TIMEOUT * 1000,
      maxRequestsPerSocket: env.MAX_REQUESTS_PER_SOCKET,
      maxConnections: env.MAX_CONNECTIONS,
      maxConnectionsPerAddress: env.MAX_CONNECTIONS_PER_ADDRESS,
    },
    now: configDefaults.now,
  };
}

/** For the CLI commands, which need only the database. */
export function databasePathFromEnv(processEnv: NodeJS.ProcessEnv = process.env): string {
  const path = parseEnv({ DATABASE_PATH: processEnv.DATABASE_PATH }).DATABASE_PATH;
  return path === ':memory:' ? path : resolve(path);
}

/** The server's data-subject key, for the CLI beside its database. */
export function dataSubjectKeyFromEnv(processEnv: NodeJS.ProcessEnv = process.env): string {
  return dataSubjectKey(parseEnv({ DATABASE_PATH: processEnv.DATABASE_PATH }));
}
