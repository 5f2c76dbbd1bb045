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
  if (!foreign) return undefined;
  // A warning: when the origin is the firm's own (a second address, PUBLIC_ORIGIN not yet
  // set right), leads are being lost. The form rate limit bounds these lines per address.
  request.log.warn(
    {
      origin: origin?.slice(0, 200) ?? null,
      sec_fetch_site: request.headers['sec-fetch-site'] ?? null,
      site: siteOrigin(request),
    },
    'form refused: sent from a page of another origin (if it is your own site, set ' +
      'PUBLIC_ORIGIN to it, or add it to CORS_ORIGINS)',
  );
  return new ApiError(
    403,
    'cross_site_request',
    "This form accepts submissions only from this site's own pages",
  );
}
