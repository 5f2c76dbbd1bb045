import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { uploadedMediaSchema } from '@shared/schemas/media';
import { ACCESS } from '@shared/schemas/roles';
import { mediaPath } from '@shared/site-content/media-urls';
import { encodeLogo } from '../../../services/publishing/logo-encoder';
import { encodeImage, MEDIA_MAX_BYTES } from '../../../services/publishing/media-encoder';
import { ApiError } from '../../../lib/api-error';
import { errorResponses } from '../../error-responses';

/**
 * POST /api/media: an image upload, the raw bytes as the body. Registered inside the admin scope
 * (authenticated by its hook). Any Content-Type is read as bytes here: the bytes, not the
 * header, decide whether it is an image (services/publishing/media-encoder.ts).
 */
const mediaAdmin: FastifyPluginAsyncZod = async (fastify) => {
  fastify.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: MEDIA_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );

  fastify.post(
    '/api/media',
    {
      config: { roles: ACCESS.content },
      bodyLimit: MEDIA_MAX_BYTES,
      schema: {
        tags: ['site content'],
        security: [{ bearerAuth: [] }],
        summary: 'Upload an image (PNG, JPEG, WebP, GIF or AVIF, at most 5 MB and 25 megapixels)',
        description:
          'The body is the image file itself. It is re-encoded as WebP without its metadata, in ' +
          'a large and a small width, and served at a content-hashed /media/ URL that never ' +
          'changes (cacheable for a year). 415 when the bytes are not one of the formats; 413 ' +
          'image_too_large above 25 megapixels (read from the header, before decoding). With ' +
          "`purpose=logo` (the identity's logo) it keeps its format: an SVG that is a plain " +
          'drawing (no script, event attribute, outside reference or foreignObject: else 400 ' +
          'naming the field `logo`), or a PNG of at least 128 pixels each way. Recorded in the ' +
          'security log (media.uploaded).',
        querystring: z.object({
          purpose: z
            .enum(['content', 'logo'], { error: 'purpose must be content or logo' })
            .default('content'),
        }),
        body: z.any().meta({ description: 'The image bytes', format: 'binary' }),
        response: { 201: uploadedMediaSchema, ...errorResponses(400, 401, 413, 415) },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const bytes = Buffer.isBuffer(body) ? body : Buffer.alloc(0);
      // Every upload, stored or refused, goes to the audit trail: files from outside the firm
      // become public pages, and a refused bomb is worth knowing about.
      const audit = (targetId: string | null, details: Record<string, unknown>) =>
        fastify.audit.record(request.context(), {
          type: 'media.uploaded',
          targetType: 'media',
          targetId,
          details: { ...details, bytes: bytes.length },
        });
      const logo = request.query.purpose === 'logo';
      let files;
      try {
        files = logo ? [await encodeLogo(bytes)] : await encodeImage(bytes);
      } catch (error) {
        if (error instanceof ApiError) audit(null, { outcome: 'refused', error: error.code });
        throw error;
      }
      fastify.repos.media.saveAll(files);
      const renditions = files
        .map((f) => ({
          url: logo ? `/media/${f.name}` : mediaPath(f.hash, f.width, f.height),
          width: f.width,
          height: f.height,
        }))
        .sort((a, b) => a.width - b.width);
      const large = renditions[renditions.length - 1]!;
      audit(large.url, {
        outcome: 'stored',
        purpose: request.query.purpose,
        width: large.width,
        height: large.height,
      });
      return reply.code(201).send({ ...large, renditions });
    },
  );
};

export default mediaAdmin;
