import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { formatBytes, typeList } from '@shared/vocabularies/attachments';
import { uploadedFileSchema, uploadedMediaSchema } from '@shared/schemas/media';
import { ACCESS } from '@shared/vocabularies/roles';
import { CONTENT_FILE_TYPES } from '@shared/site-content/content-files';
import { mediaPath } from '@shared/site-content/media-urls';
import { encodeLogo } from '../../../services/publishing/logo-encoder';
import { encodeImage, MEDIA_MAX_BYTES } from '../../../services/publishing/media-encoder';
import { receiveContentFile } from '../../../services/files/file-upload';
import { addressKey } from '../../../lib/address-key';
import { ApiError } from '../../../lib/api-error';
import { declaredLength, readBody } from '../../../lib/read-body';
import { errorResponses } from '../../error-responses';

type AuditDetails = Record<string, unknown>;

/** A file of the content goes to disk as it arrives: its body is handed on as a stream. */
const isFileUpload = (request: FastifyRequest) =>
  (request.query as { purpose?: unknown }).purpose === 'file';

const isStream = (body: unknown): body is Readable =>
  typeof (body as Readable | null)?.pipe === 'function';

/** POST /api/media?purpose=file: the file streamed to disk, judged by its bytes. */
async function uploadFile(
  fastify: FastifyInstance,
  request: FastifyRequest,
  name: string | undefined,
  audit: (targetId: string | null, details: AuditDetails) => void,
) {
  const declaredBytes = declaredLength(request.headers['content-length']);
  try {
    const file = await receiveContentFile(
      { body: isStream(request.body) ? request.body : null, name, declaredBytes },
      {
        store: fastify.repos.contentFiles,
        maxBytes: fastify.config.mediaFileMaxBytes,
        minFreeBytes: fastify.config.attachmentsMinFreeBytes,
        budget: fastify.uploadBudget?.client(addressKey(request.ip)) ?? null,
      },
    );
    const { src, ...facts } = file;
    audit(src, { outcome: 'stored', purpose: 'file', ...facts, bytes: facts.size });
    return file;
  } catch (error) {
    if (error instanceof ApiError)
      audit(null, { outcome: 'refused', purpose: 'file', error: error.code, bytes: declaredBytes });
    throw error;
  }
}

/**
 * POST /api/media: an upload, the raw bytes as the body. Registered inside the admin scope
 * (authenticated by its hook, before the body is read). Any Content-Type is read as bytes here:
 * the bytes, not the header, decide what it is (services/publishing/media-encoder.ts for images,
 * services/files/file-upload.ts for files).
 */
const mediaAdmin: FastifyPluginAsyncZod = async (fastify) => {
  fastify.addContentTypeParser('*', (request, payload, done) => {
    if (isFileUpload(request)) return done(null, payload);
    readBody(payload, MEDIA_MAX_BYTES, declaredLength(request.headers['content-length'])).then(
      (bytes) => done(null, bytes),
      (error: Error) => done(error, undefined),
    );
  });

  const maxFile = formatBytes(fastify.config.mediaFileMaxBytes);
  fastify.post(
    '/api/media',
    {
      config: { roles: ACCESS.content },
      schema: {
        tags: ['site content'],
        security: [{ bearerAuth: [] }],
        summary: `Upload an image (PNG, JPEG, WebP, GIF or AVIF, at most 5 MB and 25 megapixels) or a file (${typeList(CONTENT_FILE_TYPES)}, at most ${maxFile})`,
        description:
          'The body is the image file itself. It is re-encoded as WebP without its metadata, in ' +
          'a large and a small width, and served at a content-hashed /media/ URL that never ' +
          'changes (cacheable for a year). 415 when the bytes are not one of the formats; 413 ' +
          'image_too_large above 25 megapixels (read from the header, before decoding). With ' +
          "`purpose=logo` (the identity's logo) it is a PNG: one of at least 128 pixels each " +
          'way, re-encoded, or one drawn once from an SVG that is a plain, bounded drawing (at ' +
          'most 64 KB, 2,000 elements, 64 levels deep; no script, event attribute, outside ' +
          'reference, processing instruction, CSS escape or function outside colours and ' +
          'url(#id), nor a <use> that reaches another: else 400 naming the field `logo`). With ' +
          '`purpose=file&name=<file name>` the body is a file for a file field of the content, ' +
          `judged by its bytes (${typeList(CONTENT_FILE_TYPES)}; an executable or a web page ` +
          'renamed .pdf is refused), stored as it arrives under its content hash and answered ' +
          `as \`{src, name, type, size}\`: 415 saying what it is otherwise, 413 above ${maxFile} ` +
          '(MEDIA_FILE_MAX_MB), 507 while the disk is nearly full; the answer names the field ' +
          '`file`. It is served under /files/ once the live content holds it. Recorded in the ' +
          'security log (media.uploaded).',
        querystring: z.object({
          purpose: z
            .enum(['content', 'logo', 'file'], { error: 'purpose must be content, logo or file' })
            .default('content'),
          name: z
            .string()
            .max(1000, 'name must be at most 1000 characters')
            .optional()
            .meta({ description: "With purpose=file: the file's name, made safe" }),
        }),
        body: z.any().meta({ description: 'The image or file bytes', format: 'binary' }),
        response: {
          201: z.union([uploadedMediaSchema, uploadedFileSchema]),
          ...errorResponses(400, 401, 413, 415, 507),
        },
      },
    },
    async (request, reply) => {
      const body = request.body;
      // Every upload, stored or refused, goes to the audit trail: files from outside the firm
      // become public pages, and a refused bomb is worth knowing about.
      const audit = (targetId: string | null, details: AuditDetails) =>
        fastify.audit.record(request.context(), {
          type: 'media.uploaded',
          targetType: 'media',
          targetId,
          details: { bytes: Buffer.isBuffer(body) ? body.length : 0, ...details },
        });
      if (request.query.purpose === 'file') {
        return reply.code(201).send(await uploadFile(fastify, request, request.query.name, audit));
      }
      const bytes = Buffer.isBuffer(body) ? body : Buffer.alloc(0);
      const logo = request.query.purpose === 'logo';
      let files;
      try {
        files = logo ? [await encodeLogo(bytes, fastify.drawLogo)] : await encodeImage(bytes);
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
