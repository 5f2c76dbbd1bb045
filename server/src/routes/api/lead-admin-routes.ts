import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  leadExportQuerySchema,
  leadIdParamsSchema,
  leadListQuerySchema,
  leadStatusUpdateSchema,
  type LeadKind,
} from '@shared/schemas/leads';
import { conflict, notFound } from '../../lib/api-error';
import { toCsv } from '../../lib/csv';
import { errorResponses } from '../error-responses';

interface LeadRoutesOptions {
  kind: LeadKind;
  /** e.g. /api/contact-submissions */
  path: string;
  /** Singular, for summaries: "contact submission". */
  noun: string;
  itemSchema: z.ZodType;
  listSchema: z.ZodType;
  csvColumns: readonly string[];
}

const security = [{ bearerAuth: [] }];
const csvSchema = z.string().meta({ description: 'CSV file (UTF-8 with BOM, CRLF line ends)' });

/**
 * The inbox routes are the same for both kinds of lead: list, change status, delete, export.
 * Registered inside the admin scope, whose hook has already authenticated the caller.
 */
export function registerLeadAdminRoutes(
  instance: FastifyInstance,
  { kind, path, noun, itemSchema, listSchema, csvColumns }: LeadRoutesOptions,
): void {
  const fastify = instance.withTypeProvider<ZodTypeProvider>();
  const { leads } = fastify.repos;
  const tags = ['inbox'];
  // Who read, changed, exported or deleted personal data goes to the audit trail.
  const target = { targetType: `${kind}_lead` };

  fastify.get(
    path,
    {
      schema: {
        tags,
        security,
        summary: `List ${noun}s, newest first`,
        querystring: leadListQuerySchema,
        response: { 200: listSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => leads.list(kind, request.query),
  );

  fastify.get(
    `${path}.csv`,
    {
      schema: {
        tags,
        security,
        summary: `Export ${noun}s as CSV`,
        querystring: leadExportQuerySchema,
        response: { 200: csvSchema, ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      fastify.audit.record(request.context(), {
        type: 'leads.exported',
        ...target,
        details: { status: request.query.status ?? 'all' },
      });
      const csv = toCsv(csvColumns as never[], leads.iterate(kind, request.query.status));
      const date = new Date().toISOString().slice(0, 10);
      const file = `${path.split('/').pop()}-${date}.csv`;
      // A Buffer is sent as is (the zod serializer would JSON-encode a string).
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file}"`)
        .header('cache-control', 'no-store')
        .send(Buffer.from(csv, 'utf8') as never);
    },
  );

  fastify.get(
    `${path}/:id`,
    {
      schema: {
        tags,
        security,
        summary: `One ${noun} in full (recorded in the security log)`,
        params: leadIdParamsSchema,
        response: { 200: itemSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      const item = leads.get(kind, request.params.id);
      if (!item) throw notFound(`No ${noun} with this id`);
      fastify.audit.record(request.context(), {
        type: 'lead.viewed',
        ...target,
        targetId: request.params.id,
      });
      return item;
    },
  );

  fastify.patch(
    `${path}/:id`,
    {
      schema: {
        tags,
        security,
        summary: `Set the status of a ${noun}`,
        params: leadIdParamsSchema,
        body: leadStatusUpdateSchema,
        response: { 200: itemSchema, ...errorResponses(400, 401, 404, 415) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const item = leads.setStatus(kind, id, request.body.status);
      if (!item) throw notFound(`No ${noun} with this id`);
      fastify.audit.record(request.context(), {
        type: 'lead.status_changed',
        ...target,
        targetId: request.params.id,
        details: { status: request.body.status },
      });
      return item;
    },
  );

  fastify.post(
    `${path}/:id/notification`,
    {
      schema: {
        tags,
        security,
        summary: `Send the e-mail notification of a ${noun} again`,
        description:
          'Queues the notification again with a fresh retry budget (after it failed for good, or ' +
          'to send it once more); the answer shows it pending. 409 when notifications are off ' +
          'or the lead is marked spam.',
        params: leadIdParamsSchema,
        response: { 202: itemSchema, ...errorResponses(401, 404, 409) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      if (!fastify.notifications.enabled) {
        throw conflict(
          'notifications_off',
          'E-mail notifications are off: set SMTP_URL and NOTIFY_EMAIL on the server',
        );
      }
      const lead = leads.get(kind, id);
      if (!lead) throw notFound(`No ${noun} with this id`);
      if (lead.status === 'spam') {
        throw conflict('lead_is_spam', 'Spam is never mailed: mark it as new first');
      }
      fastify.notifications.resend(kind, id);
      fastify.audit.record(request.context(), {
        type: 'lead.notification_resent',
        ...target,
        targetId: id,
      });
      return reply.code(202).send(leads.get(kind, id));
    },
  );

  fastify.delete(
    `${path}/:id`,
    {
      schema: {
        tags,
        security,
        summary: `Delete a ${noun}`,
        params: leadIdParamsSchema,
        response: { 204: z.null().meta({ description: 'Deleted' }), ...errorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      if (!leads.remove(kind, request.params.id)) throw notFound(`No ${noun} with this id`);
      fastify.audit.record(request.context(), {
        type: 'lead.deleted',
        ...target,
        targetId: request.params.id,
      });
      return reply.code(204).send(null);
    },
  );
}
