import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config/app-config';

type Rule = 'forms' | 'challenge' | 'token' | 'setup';

/** Route config for @fastify/rate-limit; nothing when RATE_LIMIT=off (benchmarks, most tests). */
export function rateLimit(
  fastify: FastifyInstance,
  rule: Rule,
): { rateLimit?: AppConfig['rateLimit']['forms'] } {
  const limits = fastify.config.rateLimit;
  return limits.enabled ? { rateLimit: limits[rule] } : {};
}
