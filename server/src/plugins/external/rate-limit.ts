import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { ApiError } from '../../lib/api-error';

/**
 * Registers @fastify/rate-limit without a global limit: routes opt in with
 * `config: { rateLimit: ... }` (see routes/rate-limits.ts). Limits are per client IP, which
 * honours TRUST_PROXY through request.ip.
 */
export default fp(
  async (fastify) => {
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
