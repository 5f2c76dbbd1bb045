import type { FastifyRequest } from 'fastify';
import { ApiError } from '../lib/api-error';

/**
 * The site's origin for this request: PUBLIC_ORIGIN when set (behind a proxy that rewrites the
 * Host), else the scheme and host the request came to. The WebAuthn relying party and
 * invitation links are built from it.
 */
export function siteOrigin(request: FastifyRequest): string {
  return request.server.config.publicOrigin ?? `${request.protocol}://${request.host}`;
}

/**
 * The refusal (403; undefined when none) of a public form that a page of another site made a
 * visitor's browser send: an `Origin` other than the site's own (or a CORS_ORIGINS one), or
 * `Sec-Fetch-Site: cross-site` without such an origin. A page anywhere could otherwise post leads, and with AUTO_REPLY their
 * mail, from its visitors' browsers, even with `mode: 'no-cors'`. A request with
 * neither header (a program outside a browser, an older browser) is left to the other defences,
 * as the refresh cookie does (routes/auth/refresh-cookie.ts).
 */
export function crossSiteRefusal(request: FastifyRequest): ApiError | undefined {
  const origin = request.headers.origin;
  const allowed = (value: string) =>
    value === siteOrigin(request) ||
    request.server.config.corsOrigins.some((extra) => new URL(extra).origin === value);
  const foreign =
    origin !== undefined ? !allowed(origin) : request.headers['sec-fetch-site'] === 'cross-site';
  return foreign
    ? new ApiError(
        403,
        'cross_site_request',
        "This form accepts submissions only from this site's own pages",
      )
    : undefined;
}
