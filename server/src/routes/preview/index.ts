import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ClosedReason } from '../../services/publishing/preview-links';
import { NOTICE_STYLE } from '../../services/publishing/preview-pages';
import { rateLimit } from '../rate-limits';

// GET /preview/<token>/<page path>: a version's pages through a preview link, for anyone who
// holds it. Never cached by a proxy or kept by the browser, never indexed, and the token never
// leaves in a Referer to the sites a page links to.

const CLOSED: Record<ClosedReason, { status: number; text: string }> = {
  unknown: { status: 404, text: 'This preview link is not valid. Check that it was copied whole.' },
  expired: { status: 410, text: 'This preview link has expired. Ask for a new one.' },
  revoked: { status: 410, text: 'This preview link was withdrawn. Ask for a new one.' },
};

const GONE_VERSION = 'The version this link shows no longer exists.';
const NO_RENDERER = 'Previews are not available on this server (the site is not built).';

const notice = (text: string) =>
  '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
  '<meta name="viewport" content="width=device-width, initial-scale=1">' +
  '<meta name="robots" content="noindex, nofollow"><title>Preview unavailable</title>' +
  `<style>${NOTICE_STYLE}</style></head>` +
  `<body><main><h1>Preview unavailable</h1><p>${text}</p></main></body></html>`;

const params = z.object({ '*': z.string().max(2000) });

const preview: FastifyPluginAsyncZod = async (fastify) => {
  const { previewLinks, previewPages } = fastify;

  function send(reply: FastifyReply, status: number, html: string, csp = previewPages.csp) {
    return reply
      .code(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store, private')
      .header('x-robots-tag', 'noindex, nofollow')
      .header('referrer-policy', 'no-referrer')
      .header('content-security-policy', csp)
      .send(html);
  }

  const config = rateLimit(fastify, 'reads');
  fastify.get('/preview/*', { config, schema: { hide: true, params } }, async (request, reply) => {
    // From the URL itself: the router ignores a trailing slash, and here it tells a link's
    // home page (/preview/<token>/) from the bare token.
    const rest = (request.url.split('?')[0] ?? '').slice('/preview/'.length);
    const slash = rest.indexOf('/');
    const token = slash < 0 ? rest : rest.slice(0, slash);
    // The link's pages are addressed under its token, as folders: /preview/<token>/.
    if (slash < 0) {
      return reply
        .header('cache-control', 'no-store, private')
        .header('referrer-policy', 'no-referrer')
        .redirect(`/preview/${encodeURIComponent(token)}/`, 301);
    }
    const opened = previewLinks.open(token);
    if (!opened.ok) {
      const { status, text } = CLOSED[opened.reason];
      return send(reply, status, notice(text));
    }
    if (!previewPages.available) return send(reply, 503, notice(NO_RENDERER));
    const { row } = opened;
    const page = await previewPages.page(row.version, rest.slice(slash), {
      prefix: `/preview/${token}`,
      version: row.version,
      expiresAt: row.expires_at,
      timeZone: fastify.config.timeZone,
    });
    if (!page) return send(reply, 410, notice(GONE_VERSION));
    return send(reply, page.status, page.html, page.csp);
  });
};

export default preview;
