import rateLimit from '@fastify/rate-limit';
import type { FastifyRequest, HTTPMethods, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig, RateLimitRule } from '../../config/app-config';
import { addressKey } from '../../lib/address-key';
import { ApiError } from '../../lib/api-error';

/** The rules a route may name (app-config.ts, `rateLimit`). */
export type Rule = Exclude<keyof AppConfig['rateLimit'], 'enabled' | 'accountFailures'>;

/**
 * Every limit counts a client under its address key, as the sign-in throttle does: an IPv6
 * host owns a whole /64 and could otherwise take a fresh allowance from each of its addresses.
 */
export const byAddress = (request: FastifyRequest) => addressKey(request.ip);

export type RouteRateLimit = RateLimitRule & { keyGenerator: typeof byAddress };

/** A route's `config.rateLimit` for one rule (inert with RATE_LIMIT=off). */
export const routeRateLimit = (config: Pick<AppConfig, 'rateLimit'>, rule: Rule) => ({
  rateLimit: { ...config.rateLimit[rule], keyGenerator: byAddress } satisfies RouteRateLimit,
});

/** A registered route as the rate-limit rule reads it (tests walk these). */
export interface RouteEntry {
  method: HTTPMethods | HTTPMethods[];
  url: string;
  /** Declared roles: a signed-in route. */
  signedIn: boolean;
  /** Declared a rate limit. */
  limited: boolean;
}

/** The API documentation's own routes (@fastify/swagger-ui), which take no route config. */
const DOCS_PREFIX = '/api/docs';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Every route with what the rule reads: a route without an account (no `config.roles`)
     * must declare a rate limit (tests/api/rate-limits-every-route.test.ts).
     */
    routeTable: readonly RouteEntry[];
  }
}

/**
 * Registers @fastify/rate-limit without a global limit: routes opt in with
 * `config: { rateLimit: ... }` (see routes/rate-limits.ts), and every route without an account
 * does. Limits are per client address (IPv6: its /64), which honours TRUST_PROXY through
 * request.ip. Off with RATE_LIMIT=off (benchmarks, most tests).
 */
export default fp(
  async (fastify) => {
    const routes: RouteOptions[] = [];
    // Read when asked: a scope's own onRoute hook (api/account/) sets the roles after this one.
    fastify.decorate('routeTable', {
      getter: () =>
        routes.map((route) => ({
          method: route.method,
          url: route.url,
          signedIn: route.config?.roles !== undefined,
          limited: route.config?.rateLimit !== undefined,
        })),
    });
    fastify.addHook('onRoute', (route) => {
      if (route.url.startsWith(DOCS_PREFIX) && !route.config?.rateLimit) {
        route.config = { ...route.config, ...routeRateLimit(fastify.config, 'reads') };
      }
      routes.push(route);
    });
    if (!fastify.config.rateLimit.enabled) return;
    await fastify.register(rateLimit, {
      global: false,
      errorResponseBuilder: (request, context) => {
        const message = `Too many requests. Try again in ${context.after}.`;
        // The token endpoint answers in RFC 6749's shape like its other errors.
        const extra = request.url.startsWith('/auth/token') ? { error_description: message } : {};
        return new ApiError(context.statusCode, 'rate_limited', message, extra);
      },
    });
  },
  { name: 'rate-limit', dependencies: ['config'] },
);
