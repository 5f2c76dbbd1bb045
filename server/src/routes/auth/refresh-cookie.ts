import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The browser client's refresh token lives in this cookie: HttpOnly (no script reads it, so one
 * XSS does not yield a long session), SameSite=Strict (no other site can make the browser send
 * it) and Path=/auth (only the token and logout endpoints ever see it).
 */
export const REFRESH_COOKIE = 'admin_refresh_token';
const PATH = '/auth';

export function readRefreshCookie(request: FastifyRequest): string | undefined {
  const value = request.cookies[REFRESH_COOKIE];
  return value ? value : undefined;
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
