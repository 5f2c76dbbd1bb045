import type { FastifyRequest } from 'fastify';

/**
 * The site's origin for this request: PUBLIC_ORIGIN when set (behind a proxy that rewrites the
 * Host), else the scheme and host the request came to. The WebAuthn relying party and
 * invitation links are built from it.
 */
export function siteOrigin(request: FastifyRequest): string {
  return request.server.config.publicOrigin ?? `${request.protocol}://${request.host}`;
}
