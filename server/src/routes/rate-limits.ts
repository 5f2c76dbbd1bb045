import type { FastifyInstance } from 'fastify';
import { routeRateLimit, type Rule } from '../plugins/external/rate-limit';

export { byAddress } from '../plugins/external/rate-limit';

/**
 * Route config for @fastify/rate-limit. Every route without an account (no `config.roles`)
 * declares one (tests/api/rate-limits-every-route.test.ts walks the route table); with
 * RATE_LIMIT=off the plugin is not registered and the declaration does nothing.
 */
export function rateLimit(fastify: FastifyInstance, rule: Rule) {
  return routeRateLimit(fastify.config, rule);
}
