import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ACCESS } from '@shared/vocabularies/roles';
import {
  deleteDraftQuerySchema,
  draftAnswerSchema,
  draftConflictSchema,
  DRAFT_MAX_BYTES,
  saveDraftSchema,
  savedDraftSchema,
} from '@shared/site-content/draft-schemas';
import { ApiError } from '../../../lib/api-error';
import type { DraftRow } from '../../../repositories/site-content-drafts-repository';
import { errorResponses } from '../../error-responses';
import { sessionAccount } from './session-account';

const tags = ['site content'];
const security = [{ bearerAuth: [] }];
const config = { roles: ACCESS.content };

const view = (row: DraftRow) => ({
  content: JSON.parse(row.content) as Record<string, unknown>,
  base_version: row.base_version,
  revision: row.revision,
  bytes: row.bytes,
  updated_at: row.updated_at,
});

const draftConflict = (current: DraftRow | null) =>
  new ApiError(
    409,
    'draft_conflict',
    current
      ? `Your draft was saved from another browser meanwhile (revision ${current.revision}): ` +
          'merge it with this copy, then save again'
      : 'Your draft was published or discarded from another browser meanwhile',
    { draft: current && view(current) },
  );

/**
 * The account's working copy on the server (issue 52, item 5): one per account, saved as the
 * person saves, so another browser opens it. Registered inside the admin scope.
 */
const siteContentDrafts: FastifyPluginAsyncZod = async (fastify) => {
  const { drafts } = fastify.repos;

  fastify.get(
    '/api/site-content/draft',
    {
      config,
      schema: {
        tags,
        security,
        summary: 'Your working copy of the site content, as last saved',
        description: '`draft: null` when you have none (none saved yet, or published since).',
        response: { 200: draftAnswerSchema, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      const row = drafts.get(sessionAccount(request).id);
      return reply.header('cache-control', 'no-store').send({ draft: row && view(row) });
    },
  );

  fastify.put(
    '/api/site-content/draft',
    {
      config,
      // The content itself is checked against DRAFT_MAX_BYTES below, with a message.
      bodyLimit: DRAFT_MAX_BYTES + 64 * 1024,
      schema: {
        tags,
        security,
        summary: 'Save your working copy of the site content',
        description:
          'Replaces your draft (one per account) when `revision` is the one it is at (null: ' +
          'none yet); otherwise 409 draft_conflict with the draft as it is, to merge (the ' +
          "publish's per-field merge) and save on its revision. At most " +
          `${DRAFT_MAX_BYTES / 1024 / 1024} MiB of JSON (413 draft_too_large).`,
        body: saveDraftSchema,
        response: {
          200: savedDraftSchema,
          409: draftConflictSchema,
          ...errorResponses(400, 401, 413, 415),
        },
      },
    },
    async (request) => {
      const { content, base_version, revision } = request.body;
      const json = JSON.stringify(content);
      if (Buffer.byteLength(json) > DRAFT_MAX_BYTES) {
        throw new ApiError(
          413,
          'draft_too_large',
          `The working copy is over ${DRAFT_MAX_BYTES / 1024 / 1024} MiB (large images?): ` +
            'it stays in this browser; publish to upload its images',
        );
      }
      const result = drafts.save(sessionAccount(request).id, {
        content: json,
        baseVersion: base_version,
        revision,
      });
      if (!result.saved) throw draftConflict(result.current);
      const { content: _content, ...saved } = view(result.row);
      return saved;
    },
  );

  fastify.delete(
    '/api/site-content/draft',
    {
      config,
      schema: {
        tags,
        security,
        summary: 'Discard your draft (after a publish of it)',
        description:
          'Deletes your draft if it is still at `revision` (204, also when there is none); a ' +
          'newer one, saved from another browser meanwhile, stays: 409 draft_conflict.',
        querystring: deleteDraftQuerySchema,
        response: {
          204: z.null().meta({ description: 'Discarded, or there was none' }),
          409: draftConflictSchema,
          ...errorResponses(400, 401),
        },
      },
    },
    async (request, reply) => {
      const result = drafts.remove(sessionAccount(request).id, request.query.revision);
      if (!result.removed && result.current) throw draftConflict(result.current);
      return reply.code(204).send(null);
    },
  );
};

export default siteContentDrafts;
