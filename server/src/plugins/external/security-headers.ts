import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/**
 * Strict defaults for every answer. JSON needs no scripts at all; HTML pages of the client get a
 * CSP with the hashes of their own inline scripts from the static plugin, and the docs page gets
 * swagger-ui's own.
 */
export const baseCspDirectives = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  frameAncestors: ["'none'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
};

export default fp(
  async (fastify) => {
    await fastify.register(helmet, {
      contentSecurityPolicy: { useDefaults: false, directives: baseCspDirectives },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      frameguard: { action: 'deny' },
      // HSTS belongs to the TLS-terminating proxy, which knows whether HTTPS is in use.
      strictTransportSecurity: false,
    });
  },
  { name: 'security-headers' },
);
