import type { FastifyInstance, FastifyRequest } from 'fastify';
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
import { clientOf } from '../../services/audit/security-log';
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
  /** Every change or export of leads is a security event: who, from where, which lead. */
  const audit = (
    request: FastifyRequest,
    action: string,
    object: Record<string, string | number | null>,
    outcome: 'success' | 'failure' = 'success',
  ) =>
    fastify.securityLog.record({
      action,
      outcome,
      actor: { userId: request.principal?.userId ?? null },
      sessionId: request.principal?.sessionId ?? null,
      object: { type: kind, ...object },
      client: clientOf(request),
    });

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
      const csv = toCsv(csvColumns as never[], leads.iterate(kind, request.query.status));
      audit(request, 'lead.export', { status: request.query.status ?? null });
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
      audit(
        request,
        'lead.set_status',
        { id, status: request.body.status },
        item ? 'success' : 'failure',
      );
      if (!item) throw notFound(`No ${noun} with this id`);
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
      audit(request, 'lead.resend_notification', { id });
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
      const { id } = request.params;
      const removed = leads.remove(kind, id);
      audit(request, 'lead.delete', { id }, removed ? 'success' : 'failure');
      if (!removed) throw notFound(`No ${noun} with this id`);
      return reply.code(204).send(null);
    },
  );
}
