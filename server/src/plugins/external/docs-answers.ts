import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { keptAnswer, payloadBytes, type KeptAnswer } from '../../lib/kept-answers';
import { notModified } from '../../lib/revalidation';
import { pickEncoding } from '../../services/site/encoding';

// The API document (/api/openapi.json, ~230 KB) and Swagger UI (/api/docs, a 1.7 MB script) do
// not change while the server runs: each is answered compressed (br or gzip), with a strong
// ETag and a cache policy, and a revisit gets a 304 (docs/decisions/046-revalidation-and-strict-styles.md).

const isDocs = (path: string) =>
  path === '/api/openapi.json' || path === '/api/docs' || path.startsWith('/api/docs/');
/** Swagger UI's scripts and styles are not named by their content: checked again hourly. */
const cacheControlOf = (path: string) =>
  path.startsWith('/api/docs/static/') ? 'public, max-age=3600' : 'no-cache';
/** What the first answer said that every later one must say too. */
const KEPT_HEADERS = ['content-type', 'content-security-policy'];

const pathOf = (request: FastifyRequest) => request.url.split('?')[0] ?? '';

async function send(request: FastifyRequest, reply: FastifyReply, kept: KeptAnswer) {
  const encoding = kept.compressible ? pickEncoding(request.headers['accept-encoding']) : null;
  const { bytes, etag } = await kept.encoded(encoding);
  reply.headers(kept.headers).header('cache-control', cacheControlOf(pathOf(request)));
  reply.header('etag', etag);
  if (kept.compressible) reply.header('vary', 'accept-encoding');
  const conditions = { ifNoneMatch: request.headers['if-none-match'] };
  if (notModified(conditions, etag)) return { status: 304, body: Buffer.alloc(0) };
  if (encoding) reply.header('content-encoding', encoding);
  return { status: 200, body: bytes };
}

/**
 * Keeps the docs' answers and serves them from memory after the first. Its hooks go on the docs'
 * routes only (added before they are registered): as hooks of the whole server, two async hooks
 * ran on every request, a lead's POST included (docs/performance-log.md, section 21).
 */
export function keepDocsAnswers(fastify: FastifyInstance): void {
  const kept = new Map<string, KeptAnswer>();

  // After the route's own onRequest hooks (its rate limit), before the handler.
  const answerKept = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const answer = kept.get(pathOf(request));
    if (!answer) return;
    const { status, body } = await send(request, reply, answer);
    return reply.code(status).send(body);
  };

  const keepAnswer = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const path = pathOf(request);
    if (reply.statusCode !== 200 || !isDocs(path) || request.method !== 'GET') return payload;
    if (kept.has(path)) return payload; // answered from it in preHandler
    const bytes = await payloadBytes(payload);
    if (!bytes) return payload;
    const headers = Object.fromEntries(
      KEPT_HEADERS.flatMap((name) => {
        const value = reply.getHeader(name);
        return value === undefined ? [] : [[name, String(value)]];
      }),
    );
    const answer = keptAnswer(bytes, headers);
    kept.set(path, answer);
    // @fastify/static's own validators and length describe the file, not what is sent now.
    for (const name of ['content-length', 'etag', 'last-modified', 'accept-ranges'])
      reply.removeHeader(name);
    const { status, body } = await send(request, reply, answer);
    reply.code(status);
    return body;
  };

  fastify.addHook('onRoute', (route) => {
    if (!isDocs(route.url)) return;
    route.preHandler = [...hooksOf(route.preHandler), answerKept];
    route.onSend = [...hooksOf(route.onSend), keepAnswer];
  });
}

/** A route option's hooks as a list (none, one, or several). */
function hooksOf<T>(hooks: T | T[] | undefined): T[] {
  if (hooks === undefined) return [];
  return Array.isArray(hooks) ? hooks : [hooks];
}
