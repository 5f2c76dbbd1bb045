import { dirname, join, resolve } from 'node:path';
import { configDefaults, defaultRateLimits, type AppConfig } from './app-config';
import { defaultNotificationRetry } from './background-work';
import { MB, parseEnv, type Env } from './env-schema';
import { ConfigError, dataSubjectKey, generatedSecret, webhookSettings } from './env-support';
import { oidcSettings } from './oidc-env';

// The app's settings from the environment (loadConfig), once ./env-schema.ts has checked it:
// defaults filled in, secrets generated beside the database, paths made absolute.

export { ConfigError };

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
    downloadLinkDays: env.DOWNLOAD_LINK_DAYS,
    analytics: { enabled: env.ANALYTICS === 'on', retentionDays: env.ANALYTICS_RETENTION_DAYS },
    leadRetentionDays: env.LEAD_RETENTION_DAYS ?? null,
    spamRetentionDays: 30,
    spamStoredPerAddressPerDay: configDefaults.spamStoredPerAddressPerDay,
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
