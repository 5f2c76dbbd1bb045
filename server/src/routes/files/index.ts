import send from '@fastify/send';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError, notFound } from '../../lib/api-error';
import { attachmentDisposition } from '../../lib/safe-filename';
import { EXPIRED_PAGE_CSP, expiredLinkPage } from '../../services/files/expired-link-page';
import { rateLimit } from '../rate-limits';

/**
 * A download is never shown by the browser as a page of this site: always a download
 * (`attachment`), its type never guessed from its bytes (nosniff), and, opened in a tab anyway,
 * under a CSP that runs nothing, loads nothing and sandboxes it.
 */
const SANDBOX_CSP = "default-src 'none'; sandbox; frame-ancestors 'none'; form-action 'none'";

/**
 * GET /files/<hash>.<ext>: a file of the content (a certificate's PDF, a datasheet), as
 * services/files/file-access.ts decides (the one place: 404 for a file the live content does not
 * hold, as for one that never existed, and for a gated document's without a valid `?token=`;
 * 410 with a page to ask again for one whose link expired). Ranges and conditional requests are
 * answered by @fastify/send from the file on disk; the name is the content's, the type the
 * judged one. A whole file served is counted as a download (the analytics).
 */
const files: FastifyPluginAsyncZod = async (fastify) => {
  const { contentFiles } = fastify.repos;
  fastify.get(
    '/files/:file',
    {
      config: rateLimit(fastify, 'reads'),
      schema: {
        hide: true,
        params: z.object({ file: z.string().max(100) }),
        querystring: z.object({ token: z.string().max(2000).optional() }),
      },
    },
    async (request, reply) => {
      const served = fastify.fileAccess.decide({
        file: request.params.file,
        token: request.query.token ?? null,
      });
      if (!served) throw notFound('No such file');
      if (served.kind === 'expired') {
        return reply
          .code(410)
          .header('content-type', 'text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .header('content-security-policy', EXPIRED_PAGE_CSP)
          .send(expiredLinkPage(served.document, fastify.downloadLinks.days));
      }
      const sent = await send(request.raw, served.file, {
        root: contentFiles.dir,
        contentType: false,
        cacheControl: false,
        dotfiles: 'deny',
        index: false,
      });
      if (sent.type === 'error') {
        if (sent.statusCode !== 416) throw notFound('No such file');
        throw new ApiError(
          416,
          'range_not_satisfiable',
          'The range asked for is not in the file',
          {},
          { 'content-range': String(sent.headers['Content-Range'] ?? '') },
        );
      }
      // A whole file to a GET is a download (not a range a PDF viewer reads, nor a 304).
      if (sent.statusCode === 200 && request.method === 'GET') {
        fastify.analytics.countDownload(request, served.file, served.document);
      }
      return reply
        .code(sent.statusCode)
        .headers(sent.headers)
        .header('content-type', served.contentType)
        .header('content-disposition', attachmentDisposition(served.downloadName))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', served.cacheControl)
        .header('content-security-policy', SANDBOX_CSP)
        .send(sent.stream);
    },
  );
};

export default files;
