import type { Role } from '@shared/vocabularies/roles';
import type { TrustProxy } from '../lib/trust-proxy';
import {
  defaultNotificationRetry,
  defaultSearchIndexing,
  type NotificationRetry,
  type SearchIndexing,
} from './background-work';
import { defaultConnectionLimits, type ConnectionLimits } from './connection-limits';
import type { OidcConfig } from './oidc-env';

/** Everything buildApp needs. main.ts fills it from the environment; tests build it directly. */
export interface RateLimitRule {
  max: number;
  /** Window length in milliseconds. */
  timeWindow: number;
}

export interface AppConfig {
  isProduction: boolean;
  /** File path, or ':memory:' for tests. */
  databasePath: string;
  /**
   * The folder of the files that come with leads (`attachments` beside the database); null:
   * a temporary folder of this process, removed when the app closes (tests, in-memory).
   */
  attachmentsDir: string | null;
  jwtSecret: string;
  /** Secret the setup page asks for; null disables setup until main.ts sets a one-time code. */
  adminSetupToken: string | null;
  /** Seconds. */
  accessTokenTtl: number;
  /** Seconds a session may stay unused before its refresh token stops working. */
  refreshIdleTtl: number;
  /** Seconds a session lives at most, however often it is refreshed. */
  refreshAbsoluteTtl: number;
  /** Seconds during which the parent of the newest refresh token may be presented again. */
  refreshReuseGrace: number;
  /**
   * The roles that must use a second factor (REQUIRE_ADMIN_MFA: on is every role, off none). An
   * account of such a role without one can only enrol one, from its next request on.
   */
  requireAdminMfa: readonly Role[];
  /** Sign-in through the firm's identity provider (OIDC_*); null when it is not configured. */
  oidc: OidcConfig | null;
  /**
   * SSO_REQUIRED: the roles that must sign in through the provider (their passwords are refused;
   * the roles that manage people keep their passkeys as the way in when the provider is down).
   */
  ssoRequired: readonly Role[];
  /**
   * The site's public origin (https://firm.example): the WebAuthn relying party and the base of
   * invitation links. Null means the origin the request came to.
   */
  publicOrigin: string | null;
  /**
   * The origin of the absolute addresses the rendered pages carry (canonical, Open Graph,
   * JSON-LD, sitemap, feed, robots.txt): PUBLIC_ORIGIN, or npm start's own address on a laptop.
   */
  siteOrigin: string;
  /** Secure attribute of the refresh-token cookie; only a plain-http LAN test turns it off. */
  cookieSecure: boolean;
  /** Extra origins allowed by CORS; empty means same origin only. */
  corsOrigins: string[];
  /** Who may set the visitor's address through X-Forwarded-For (see lib/trust-proxy.ts). */
  trustProxy: TrustProxy;
  rateLimit: {
    enabled: boolean;
    /** Per IP, on the public lead forms. */
    forms: RateLimitRule;
    /**
     * Per IP, on GET /api/altcha/challenge: looser than the forms, since a widget fetches a new
     * challenge each time one expires or fails.
     */
    challenge: RateLimitRule;
    /** Per IP, on POST /auth/token. */
    token: RateLimitRule;
    /** Per IP, on POST /api/setup and the invitation links. */
    setup: RateLimitRule;
    /**
     * Per IP, refresh grants on POST /auth/token: looser than the token rule (a browser makes one
     * per page load), counted apart from it so a busy admin is never signed out by a 429.
     */
    refresh: RateLimitRule;
    /** Per IP, on POST /auth/oidc/backchannel-logout (the provider's, one per session ended). */
    logout: RateLimitRule;
    /** Per IP, on every public read (pages and files, media, previews, /healthz, the docs). */
    reads: RateLimitRule;
    /** Failed password grants per account before it is throttled. */
    accountFailures: RateLimitRule;
  };
  /** Lead notifications are on only when both smtpUrl and notifyEmail are set. */
  smtpUrl: string | null;
  /** smtp:// must use STARTTLS (credentials and leads never cross the network in clear). */
  smtpRequireTls: boolean;
  /** Where lead notifications go. */
  notifyEmail: string | null;
  /** From address of lead notifications; null means notifyEmail. */
  notifyFrom: string | null;
  notificationRetry: NotificationRetry;
  /** When the lead writer indexes new leads for the inbox search (tests lengthen these). */
  searchIndexing: SearchIndexing;
  /** Every new non-spam lead is POSTed here, signed (Standard Webhooks); null: no webhook. */
  webhookUrl: string | null;
  /** The signing secret in the spec's `whsec_<base64>` form; set exactly when webhookUrl is. */
  webhookSecret: string | null;
  /** The firm's IANA time zone: the days of the inbox's date filters and of the chart. */
  timeZone: string;
  /** Local hour of the daily lead digest (sent only with SMTP_URL and a sender address). */
  digestHour: number;
  /**
   * AUTO_REPLY: each new lead that is not spam gets an acknowledgement e-mail with its reference
   * (through the outbox; only with SMTP_URL and a sender address).
   */
  autoReply: boolean;
  /**
   * REQUIRE_REVIEW: an editor's publish saves a version and asks for an approval; only an
   * approved version goes live (services/publishing/reviews.ts).
   */
  requireReview: boolean;
  /**
   * UPLOAD_MB_PER_SECOND: every upload together is read at most this fast (bytes per second),
   * so files never take the forms' CPU (lib/byte-budget.ts); null reads as fast as they come.
   */
  uploadBytesPerSecond: number | null;
  /** ATTACHMENTS_MAX_MB: the files that came with leads take at most this many bytes together. */
  attachmentsMaxBytes: number;
  /**
   * ATTACHMENTS_MIN_FREE_MB: uploads are refused (507) while the attachments' disk has less free
   * space than this, so leads, sessions and the database's own growth never find it full. 0: no
   * floor.
   */
  attachmentsMinFreeBytes: number;
  /** MEDIA_FILE_MAX_MB: a file of the content (POST /api/media?purpose=file) is at most this. */
  mediaFileMaxBytes: number;
  /** DOWNLOAD_LINK_DAYS: how long a gated document's signed link works (docs/decisions/050). */
  downloadLinkDays: number;
  /**
   * The site's own analytics (ANALYTICS, ANALYTICS_RETENTION_DAYS): page views counted as pages
   * are served, kept raw this many days, their daily rollups for good (services/analytics/).
   */
  analytics: { enabled: boolean; retentionDays: number };
  /** Leads older than this many days are deleted daily; null keeps them. */
  leadRetentionDays: number | null;
  /** Spam older than this many days is deleted daily (at most leadRetentionDays). */
  spamRetentionDays: number;
  /**
   * Spam submissions stored per client address (IPv6: its /64) and day at most; the rest are
   * counted, not stored (services/leads/spam-allowance.ts, decision 041).
   */
  spamStoredPerAddressPerDay: number;
  /**
   * The self-hosted proof-of-work challenge (ALTCHA) of the lead forms; null when it is off. The
   * key signs the challenges, so the server can check a solution without remembering what it
   * handed out.
   */
  altcha: { hmacKey: string } | null;
  /** Keys the digest of an address that the audit trail keeps for a data-subject request. */
  dataSubjectKey: string;
  logLevel: string;
  /** Built client (build/client); served only when the folder exists. */
  clientDir: string | null;
  /**
   * The SSR build of the page renderer (build/ssr/render-page.js): pages are rendered again with
   * it after each publish. Null (or missing) leaves the build's pages as they are.
   */
  ssrEntry: string | null;
  bodyLimit: number;
  /** Connection limits against slow or piled-up clients (milliseconds, counts). */
  connections: ConnectionLimits;
  /** Injectable clock (ms since epoch) so session lifetimes are testable without waiting. */
  now: () => number;
}

export const defaultRateLimits: AppConfig['rateLimit'] = {
  enabled: true,
  forms: { max: 10, timeWindow: 60_000 },
  challenge: { max: 30, timeWindow: 60_000 },
  token: { max: 20, timeWindow: 60_000 },
  setup: { max: 10, timeWindow: 60_000 },
  refresh: { max: 120, timeWindow: 60_000 },
  logout: { max: 300, timeWindow: 60_000 },
  reads: { max: 1200, timeWindow: 60_000 },
  accountFailures: { max: 10, timeWindow: 15 * 60_000 },
};

/**
 * The defaults of the settings that have one, in one place: the environment schema (env.ts)
 * falls back to them and buildApp fills them in for tests and scripts (app.ts).
 */
export const configDefaults = {
  accessTokenTtl: 900,
  refreshIdleTtl: 7 * 86_400,
  refreshAbsoluteTtl: 30 * 86_400,
  /**
   * Within this many seconds a re-used refresh token (two tabs racing) gets the same successor
   * again instead of counting as theft; short, since any replay inside it is trusted.
   */
  refreshReuseGrace: 5,
  requireAdminMfa: [],
  oidc: null,
  ssoRequired: [],
  publicOrigin: null,
  siteOrigin: 'http://127.0.0.1:3000',
  cookieSecure: true,
  corsOrigins: [] as string[],
  trustProxy: false as TrustProxy,
  adminSetupToken: null,
  smtpUrl: null,
  smtpRequireTls: true,
  notifyEmail: null,
  notifyFrom: null,
  notificationRetry: defaultNotificationRetry,
  searchIndexing: defaultSearchIndexing,
  webhookUrl: null,
  webhookSecret: null,
  timeZone: 'UTC',
  digestHour: 8,
  autoReply: false,
  requireReview: false,
  uploadBytesPerSecond: null,
  attachmentsDir: null,
  attachmentsMaxBytes: 2048 * 1024 * 1024,
  attachmentsMinFreeBytes: 1024 * 1024 * 1024,
  mediaFileMaxBytes: 50 * 1024 * 1024,
  downloadLinkDays: 7,
  analytics: { enabled: true, retentionDays: 30 },
  leadRetentionDays: null,
  spamRetentionDays: 30,
  spamStoredPerAddressPerDay: 100,
  altcha: null,
  bodyLimit: 64 * 1024,
  connections: defaultConnectionLimits,
  now: Date.now,
} satisfies Partial<AppConfig>;
