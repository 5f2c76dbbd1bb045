import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppConfig, RateLimitRule } from '../config/app-config';
import { addressKey } from '../lib/address-key';

type Rule = 'forms' | 'challenge' | 'token' | 'setup';

/**
 * Every limit counts a client under its address key, as the sign-in throttle does: an IPv6
 * host owns a whole /64 and could otherwise take a fresh allowance from each of its addresses.
 */
const byAddress = (request: FastifyRequest) => addressKey(request.ip);

/** Route config for @fastify/rate-limit; nothing when RATE_LIMIT=off (benchmarks, most tests). */
export function rateLimit(
  fastify: FastifyInstance,
  rule: Rule,
): { rateLimit?: RateLimitRule & { keyGenerator: typeof byAddress } } {
  const limits: AppConfig['rateLimit'] = fastify.config.rateLimit;
  return limits.enabled ? { rateLimit: { ...limits[rule], keyGenerator: byAddress } } : {};
}
