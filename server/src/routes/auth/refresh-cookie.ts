import type { FastifyReply, FastifyRequest } from 'fastify';
import { oauthError } from '../../lib/api-error';

/**
 * The browser client's refresh token lives in this cookie: HttpOnly (no script reads it, so one
 * XSS does not yield a long session), SameSite=Strict (no other site can make the browser send
 * it) and Path=/auth (only the token and logout endpoints ever see it).
 */
export const REFRESH_COOKIE = 'admin_refresh_token';
const PATH = '/auth';

/**
 * The cookie, when the request came from this site's own pages. SameSite=Strict keeps it off
 * requests from other sites, but "site" means the registrable domain: a page on a sibling
 * subdomain (or one of its XSS holes) is same-site and would get it sent. Browsers say who made
 * the request in Sec-Fetch-Site (Fetch Metadata); our pages call from the same origin, so
 * `cross-site` and `same-site` are refused, before the token is rotated or the cookie cleared (a
 * request another site makes can neither use nor end the session). No header at all is allowed:
 * older browsers and programs outside a browser do not send it, and SameSite still holds there.
 */
export function readRefreshCookie(request: FastifyRequest): string | undefined {
  const value = request.cookies[REFRESH_COOKIE];
  if (!value) return undefined;
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin') {
    throw oauthError(
      'invalid_request',
      'The refresh cookie is only accepted from this site’s own pages (Sec-Fetch-Site)',
    );
  }
  return value;
}

export function setRefreshCookie(reply: FastifyReply, token: string, maxAgeSeconds: number): void {
  void reply.setCookie(REFRESH_COOKIE, token, {
    httpOnly: true,
    secure: reply.server.config.cookieSecure,
    sameSite: 'strict',
    path: PATH,
    maxAge: maxAgeSeconds,
  });
}

export function clearRefreshCookie(reply: FastifyReply): void {
  void reply.clearCookie(REFRESH_COOKIE, {
    httpOnly: true,
    secure: reply.server.config.cookieSecure,
    sameSite: 'strict',
    path: PATH,
  });
}
