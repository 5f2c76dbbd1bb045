import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LEAD_KIND_SPECS } from '@shared/lead-kinds';
import { extensionsOfMime } from '@shared/vocabularies/attachments';
import { ACCESS } from '@shared/vocabularies/roles';
import { attachmentStorageSchema } from '@shared/schemas/storage';
import { notFound } from '../../../lib/api-error';
import { attachmentDisposition, nameForType } from '../../../lib/safe-filename';
import { refusal } from '../../../services/auth/access';
import { leadTarget } from '../../../services/leads/lead-work';
import { errorResponses } from '../../error-responses';

/**
 * A downloaded file is never shown by the browser as a page of this site: always a download
 * (`attachment`), its type never guessed from its bytes (nosniff), and should it be opened in a
 * tab anyway, a CSP that runs nothing, loads nothing and sandboxes it.
 */
const SANDBOX_CSP = "default-src 'none'; sandbox; frame-ancestors 'none'; form-action 'none'";

/**
 * GET /api/attachments/{id}: a file that came with a lead, for the roles that see its lead's
 * kind (registered inside the admin scope, authenticated by its hook). Recorded in the security
 * log as a view of its lead.
 */
const attachmentsAdmin: FastifyPluginAsyncZod = async (fastify) => {
  const { attachments, attachmentFiles } = fastify.repos;
  fastify.get(
    '/api/attachments/:id',
    {
      config: { roles: ACCESS.leads },
      schema: {
        tags: ['inbox'],
        security: [{ bearerAuth: [] }],
        summary: 'Download a file that came with a lead (recorded in the security log)',
        description:
          'The bytes as they arrived, as a download (Content-Disposition: attachment) with the ' +
          "type they were judged to be, named with that type's extension (report.html judged a " +
          'PDF is report.html.pdf), nosniff and a sandboxing CSP. 404 for an unknown id or ' +
          'a file deleted with its lead.',
        params: z.object({ id: z.string().min(1).max(64) }),
        response: {
          200: z.any().meta({ description: 'The file', format: 'binary' }),
          ...errorResponses(401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const row = attachments.get(request.params.id);
      if (!row) throw notFound('No file with this id');
      // A file is its lead's: a CV is for those who see applications, not for sales.
      const refused = refusal(
        request.principal!,
        ACCESS[LEAD_KIND_SPECS[row.lead_kind].access],
        'GET /api/attachments/:id',
      );
      if (refused) {
        fastify.audit.record(request.context(), {
          type: 'access.refused',
          targetType: leadTarget(row.lead_kind),
          targetId: row.lead_id,
          details: { route: 'GET /api/attachments/:id', attachment_id: row.id },
        });
        throw refused;
      }
      const stream = attachmentFiles.read(row.id);
      if (!stream) throw notFound('No file with this id');
      fastify.audit.record(request.context(), {
        type: 'lead.attachment_downloaded',
        targetType: leadTarget(row.lead_kind),
        targetId: row.lead_id,
        details: { attachment_id: row.id },
      });
      return (
        reply
          .header('content-type', row.content_type)
          .header('content-length', String(row.size))
          // Files stored before names took their type's extension get it here too.
          .header(
            'content-disposition',
            attachmentDisposition(nameForType(row.filename, extensionsOfMime(row.content_type))),
          )
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', SANDBOX_CSP)
          .header('cache-control', 'private, no-store')
          .header('cross-origin-resource-policy', 'same-origin')
          .send(stream)
      );
    },
  );

  fastify.get(
    '/api/admin/storage',
    {
      config: { roles: ACCESS.leads },
      schema: {
        tags: ['inbox'],
        security: [{ bearerAuth: [] }],
        summary: 'Room for the files that come with leads, and whether uploads are refused now',
        description:
          'What the attachments take against ATTACHMENTS_MAX_MB and the free disk space against ' +
          'ATTACHMENTS_MIN_FREE_MB; `refusing` says why the forms answer uploads with 507.',
        response: { 200: attachmentStorageSchema, ...errorResponses(401, 403) },
      },
    },
    async () => fastify.attachmentStorage.status(),
  );
};

export default attachmentsAdmin;
