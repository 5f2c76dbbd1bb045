import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LEAD_KIND_SPECS } from '@shared/lead-kinds';
import {
  dataSubjectErasureSchema,
  dataSubjectExportSchema,
  dataSubjectRequestSchema,
} from '@shared/schemas/data-subject';
import { kindsFor } from '@shared/schemas/leads';
import { ACCESS } from '@shared/vocabularies/roles';
import {
  EMAIL_DIGEST,
  emailDigest,
  eraseDataSubject,
  exportDataSubject,
} from '../../services/leads/data-subject';
import { errorResponses } from '../error-responses';

/**
 * Data-subject requests (GDPR access and erasure) by e-mail address, inside the admin scope. POST
 * with the address in the body, so it never lands in a URL, an access log or a browser history.
 * Each covers the kinds of lead the caller's roles see: sales answers for contact messages and
 * quote requests, hiring for applications, an owner for everything.
 */
const dataSubjects: FastifyPluginAsyncZod = async (fastify) => {
  const repo = fastify.repos.leadRecords;
  const config = { roles: ACCESS.leads };
  const common = {
    tags: ['privacy'],
    security: [{ bearerAuth: [] }],
    body: dataSubjectRequestSchema,
  };
  // The append-only trail keeps the address as a digest: an erased person stays erased there too.
  const subject = (email: string) => ({
    targetType: 'data_subject',
    targetId: emailDigest(fastify.config.dataSubjectKey, email),
  });

  fastify.post(
    '/api/admin/data-subject/export',
    {
      config,
      schema: {
        ...common,
        summary: 'Export everything stored about one e-mail address (JSON)',
        description: 'The kinds of lead your roles see, named in `kinds`.',
        response: { 200: dataSubjectExportSchema, ...errorResponses(400, 401, 415) },
      },
    },
    async (request, reply) => {
      const { email } = request.body;
      const kinds = kindsFor(request.principal);
      const document = exportDataSubject(repo, email, fastify.config.now(), kinds);
      // How many of each kind were handed out: every kind searched, so a count is never missing.
      const counts = Object.fromEntries(
        kinds.map((kind) => {
          const { records } = LEAD_KIND_SPECS[kind];
          return [records, document[records]?.length ?? 0];
        }),
      );
      fastify.audit.record(request.context(), {
        type: 'data_subject.exported',
        ...subject(email),
        details: {
          ...counts,
          notifications: document.notifications.length,
          digest: EMAIL_DIGEST,
        },
      });
      return reply.header('cache-control', 'no-store').send(document);
    },
  );

  fastify.post(
    '/api/admin/data-subject/erase',
    {
      config,
      schema: {
        ...common,
        summary: 'Erase everything stored about one e-mail address',
        description:
          'Deletes the leads of the kinds your roles see (named in `kinds`), with their ' +
          'notification records, notes and files; cannot be undone.',
        response: { 200: dataSubjectErasureSchema, ...errorResponses(400, 401, 415) },
      },
    },
    async (request) => {
      const { email } = request.body;
      const result = eraseDataSubject(repo, email, kindsFor(request.principal));
      fastify.audit.record(request.context(), {
        type: 'data_subject.erased',
        ...subject(email),
        details: { ...result.erased, digest: EMAIL_DIGEST },
      });
      return result;
    },
  );
};

export default dataSubjects;
