import { randomBytes } from 'node:crypto';
import Fastify, { LogController, type FastifyReply } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import accounts from './plugins/app/accounts';
import analytics from './plugins/app/analytics';
import audit from './plugins/app/audit';
import { configDefaults, defaultRateLimits, type AppConfig } from './config/app-config';
import { lazyChildLoggerFactory } from './lib/lazy-child-logger';
import { capConnectionsPerAddress } from './lib/connection-cap';
import { closeConnectionsAtRequestCap } from './lib/request-cap';
import { fastifyTrustProxy, trustsPeer } from './lib/trust-proxy';
import authService from './plugins/app/auth-service';
import authentication from './plugins/app/authentication';
import errorHandler, { toErrorBody } from './plugins/app/error-handler';
import files from './plugins/app/files';
import leads from './plugins/app/leads';
import notifications from './plugins/app/notifications';
import publishing from './plugins/app/publishing';
import previewLinks from './plugins/app/preview-links';
import contentReviews from './plugins/app/content-reviews';
import publishSchedules from './plugins/app/publish-schedules';
import events from './plugins/app/events';
import repositories from './plugins/app/repositories';
import retention from './plugins/app/retention';
import setupToken from './plugins/app/setup-token';
import spamDefence from './plugins/app/spam-defence';
import staticClient, { clientDirUsable } from './plugins/app/static-client';
import config from './plugins/external/config';
import cors from './plugins/external/cors';
import database from './plugins/external/database';
import jwt from './plugins/external/jwt';
import oneHost from './plugins/external/one-host';
import rateLimit from './plugins/external/rate-limit';
import securityHeaders from './plugins/external/security-headers';
import swagger from './plugins/external/swagger';
import routes from './routes';

// The decorators the plugins add (their `declare module 'fastify'`), re-exported so the declaration
// of buildApp's instance carries them for callers in other projects (tests, scripts).
export type * from './plugins/app/accounts';
export type * from './plugins/app/analytics';
export type * from './plugins/app/audit';
export type * from './plugins/app/auth-service';
export type * from './plugins/app/authentication';
export type * from './plugins/app/files';
export type * from './plugins/app/leads';
export type * from './plugins/app/notifications';
export type * from './plugins/app/publishing';
export type * from './plugins/app/preview-links';
export type * from './plugins/app/content-reviews';
export type * from './plugins/app/events';
export type * from './plugins/app/publish-schedules';
export type * from './plugins/app/repositories';
export type * from './plugins/app/retention';
export type * from './plugins/app/spam-defence';
export type * from './plugins/app/setup-token';
export type * from './plugins/external/config';
export type * from './plugins/external/database';
export type * from './plugins/external/rate-limit';

export type BuildAppOptions = Partial<AppConfig> &
  Pick<AppConfig, 'jwtSecret'> & {
    /** Where log lines go instead of stdout (tests read them). */
    logStream?: { write(line: string): void };
  };

/**
 * Fills in what a test or script does not care about: the defaults, plus an in-memory database,
 * no client, no log and no rate limits.
 */
export function resolveConfig(options: BuildAppOptions): AppConfig {
  return {
    ...configDefaults,
    // A key of its own per app: tests that need the digest read it from app.config.
    dataSubjectKey: randomBytes(32).toString('base64url'),
    isProduction: false,
    databasePath: ':memory:',
    logLevel: 'silent',
    clientDir: null,
    ssrEntry: null,
    // Tests and scripts run wherever there is room: no free-space floor unless they ask.
    attachmentsMinFreeBytes: 0,
    ...options,
    rateLimit: { ...defaultRateLimits, enabled: false, ...options.rateLimit },
  };
}

/** Never log secrets: credentials travel in these places. */
const REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  '*.password',
  '*.refresh_token',
  '*.access_token',
  '*.setup_token',
  '*.current_password',
  '*.new_password',
  '*.mfa_token',
  '*.otp',
  '*.recovery_code',
  '*.token',
  'res.headers["set-cookie"]',
];

/**
 * Builds the whole application (API, docs, and the built client when present) without listening.
 * main.ts listens; tests call inject() or use app.server. Plugins load in tiers: external
 * concerns, then the app's services, then routes (see plugins/README.md).
 */
export async function buildApp(options: BuildAppOptions) {
  const { logStream, ...configOptions } = options;
  const appConfig = resolveConfig(configOptions);
  const limits = appConfig.connections;
  const app = Fastify({
    // A start renders the published site when this build or the origin has not rendered it yet:
    // seconds for a large site on a slow or busy machine, more than Fastify's 10 s default.
    pluginTimeout: 120_000,
    logger: {
      level: appConfig.logLevel,
      redact: { paths: REDACT, censor: '[redacted]' },
      ...(logStream ? { stream: logStream } : {}),
    },
    // Fastify's two lines per request cost a measurable share of a request's CPU time (see
    // docs/performance-log.md, section 1): one access line per request instead, at debug
    // (LOG_LEVEL=debug shows it). Refused and failed requests are still logged at info/error by the
    // error handler.
    logController: new LogController({ disableRequestLogging: true }),
    // Each request's child logger is made when it first logs (lib/lazy-child-logger.ts).
    childLoggerFactory: lazyChildLoggerFactory,
    trustProxy: fastifyTrustProxy(appConfig.trustProxy),
    bodyLimit: appConfig.bodyLimit,
    // A slow client (a body byte every few seconds, headers that never end, thousands of idle
    // sockets) must not hold the server's sockets and file descriptors: every stage has a limit.
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    connectionTimeout: limits.idleTimeoutMs,
    maxRequestsPerSocket: limits.maxRequestsPerSocket,
    http: {
      headersTimeout: limits.headersTimeoutMs,
      // Node checks the request and headers timeouts on this interval (30 s by default).
      connectionsCheckingInterval: Math.min(1000, limits.headersTimeoutMs / 2),
    },
    // Malformed JSON with __proto__ or constructor.prototype keys is refused, not merged.
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    routerOptions: { ignoreTrailingSlash: true },
    // Errors raised before routing (e.g. a malformed URL) get the same error body as the rest.
    frameworkErrors: (error, _request, reply: FastifyReply) => {
      const { status, body } = toErrorBody(error);
      void reply.code(status).send(body);
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.server.maxConnections = limits.maxConnections;
  capConnectionsPerAddress(
    app.server,
    limits.maxConnectionsPerAddress,
    trustsPeer(appConfig.trustProxy),
  );
  // The cap closes a connection after its last request instead of answering 503s (decision 015).
  closeConnectionsAtRequestCap(app.server, limits.maxRequestsPerSocket);

  // The access line, only where it is logged: a hook runs on every request even when its line
  // is below the level (~2 us of a contact POST's ~55 us on the main thread).
  if (appConfig.logLevel === 'debug' || appConfig.logLevel === 'trace') {
    app.addHook('onResponse', (request, reply, done) => {
      request.log.debug(
        { req: request, res: reply, responseTime: reply.elapsedTime },
        'request completed',
      );
      done();
    });
  }

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Bodies are JSON (or form-encoded on /auth/token only); text/plain gets a 415 instead of a string.
  app.removeContentTypeParser('text/plain');

  // Tier 1: external concerns.
  await app.register(config, { config: appConfig });
  await app.register(errorHandler);
  await app.register(oneHost);
  await app.register(securityHeaders);
  await app.register(cors);
  await app.register(rateLimit);
  await app.register(jwt);
  await app.register(database);
  await app.register(swagger);

  // Tier 2: the application's services.
  await app.register(repositories);
  await app.register(setupToken);
  await app.register(audit);
  await app.register(authentication);
  await app.register(authService);
  await app.register(accounts);
  await app.register(notifications);
  await app.register(spamDefence);
  await app.register(analytics);
  await app.register(leads);
  await app.register(retention);
  await app.register(publishing);
  await app.register(files);
  await app.register(previewLinks);
  await app.register(contentReviews);
  await app.register(publishSchedules);
  await app.register(events);

  // Tier 3: routes, then the built client for every other GET.
  await app.register(routes);
  if (clientDirUsable(appConfig.clientDir)) {
    await app.register(staticClient, { clientDir: appConfig.clientDir });
  }
  return app;
}
