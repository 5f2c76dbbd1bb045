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
  /** Extra origins allowed by CORS; empty means same origin only. */
  corsOrigins: string[];
  trustProxy: boolean | string | number;
  rateLimit: {
    enabled: boolean;
    /** Per IP, on the public lead forms. */
    forms: RateLimitRule;
    /** Per IP, on POST /auth/token. */
    token: RateLimitRule;
    /** Per IP, on POST /api/setup. */
    setup: RateLimitRule;
    /** Failed password grants per account before it is throttled. */
    accountFailures: RateLimitRule;
  };
  smtpUrl: string | null;
  notifyEmail: string | null;
  logLevel: string;
  /** Built client (build/client); served only when the folder exists. */
  clientDir: string | null;
  bodyLimit: number;
  /** Injectable clock (ms since epoch) so session lifetimes are testable without waiting. */
  now: () => number;
}

export const defaultRateLimits: AppConfig['rateLimit'] = {
  enabled: true,
  forms: { max: 10, timeWindow: 60_000 },
  token: { max: 20, timeWindow: 60_000 },
  setup: { max: 10, timeWindow: 60_000 },
  accountFailures: { max: 10, timeWindow: 15 * 60_000 },
};
