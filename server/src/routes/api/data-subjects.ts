import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dataSubjectErasureSchema,
  dataSubjectExportSchema,
  dataSubjectRequestSchema,
} from '@shared/schemas/data-subject';
import { ACCESS } from '@shared/schemas/roles';
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
  const countsOf = (c: {
    contact_submissions: unknown[];
    quote_requests: unknown[];
    notifications: unknown[];
  }) => ({
    contact_submissions: c.contact_submissions.length,
    quote_requests: c.quote_requests.length,
    notifications: c.notifications.length,
  });

  fastify.post(
    '/api/admin/data-subject/export',
    {
      config,
      schema: {
        ...common,
        summary: 'Export everything stored about one e-mail address (JSON)',
        response: { 200: dataSubjectExportSchema, ...errorResponses(400, 401, 415) },
      },
    },
    async (request, reply) => {
      const { email } = request.body;
      const document = exportDataSubject(repo, email, fastify.config.now());
      fastify.audit.record(request.context(), {
        type: 'data_subject.exported',
        ...subject(email),
        details: { ...countsOf(document), digest: EMAIL_DIGEST },
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
        description: 'Deletes the leads and their notification records; cannot be undone.',
        response: { 200: dataSubjectErasureSchema, ...errorResponses(400, 401, 415) },
      },
    },
    async (request) => {
      const { email } = request.body;
      const result = eraseDataSubject(repo, email);
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
