import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  leadExportQuerySchema,
  leadIdParamsSchema,
  leadListQuerySchema,
  leadStatusUpdateSchema,
  notificationResendQuerySchema,
  type LeadKind,
} from '@shared/schemas/leads';
import { conflict, notFound } from '../../lib/api-error';
import { toCsv } from '../../lib/csv';
import { clientOf } from '../../services/audit/security-log';
import { toLeadQuery } from '../../services/leads/lead-filter';
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
  const timeZone = fastify.config.timeZone;

  fastify.get(
    path,
    {
      schema: {
        tags,
        security,
        summary: `List ${noun}s, newest first`,
        description:
          'Paginated with limit and offset; status, search words (q), days (from, to) and ' +
          'attribution filters combine. `total` counts every match.',
        querystring: leadListQuerySchema,
        response: { 200: listSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const { limit, offset, ...filter } = request.query;
      return leads.list(kind, { limit, offset, ...toLeadQuery(filter, timeZone) });
    },
  );

  fastify.get(
    `${path}.csv`,
    {
      schema: {
        tags,
        security,
        summary: `Export ${noun}s as CSV`,
        description: 'Every lead the filters match (the same filters as the list), newest first.',
        querystring: leadExportQuerySchema,
        response: { 200: csvSchema, ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const rows = leads.iterate(kind, toLeadQuery(request.query, timeZone));
      const csv = toCsv(csvColumns as never[], rows);
      audit(request, 'lead.export', {
        status: request.query.status ?? null,
        q: request.query.q ?? null,
      });
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
      const before = leads.get(kind, id);
      const item = leads.setStatus(kind, id, request.body.status);
      audit(
        request,
        'lead.set_status',
        { id, status: request.body.status },
        item ? 'success' : 'failure',
      );
      if (!before || !item) throw notFound(`No ${noun} with this id`);
      // "Not spam": a lead filed as spam on arrival was never sent on; it is sent now.
      if (before.status !== 'spam' || item.status === 'spam') return item;
      const pending = fastify.notifications.channels.filter(
        (channel) =>
          (channel === 'email' ? item.notification_status : item.webhook_status) === null,
      );
      for (const channel of pending) fastify.notifications.resend(kind, id, channel);
      return pending.length > 0 ? leads.get(kind, id) : item;
    },
  );

  fastify.post(
    `${path}/:id/notification`,
    {
      schema: {
        tags,
        security,
        summary: `Send the notification of a ${noun} again (e-mail or webhook)`,
        description:
          'Queues the notification on the channel again with a fresh retry budget (after it ' +
          'failed for good, or to send it once more); the answer shows it pending. 409 when the ' +
          'channel is off or the lead is marked spam.',
        params: leadIdParamsSchema,
        querystring: notificationResendQuerySchema,
        response: { 202: itemSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { channel } = request.query;
      if (!fastify.notifications.channels.includes(channel)) {
        throw conflict(
          'notifications_off',
          channel === 'email'
            ? 'E-mail notifications are off: set SMTP_URL and NOTIFY_EMAIL on the server'
            : 'Webhooks are off: set WEBHOOK_URL and WEBHOOK_SECRET on the server',
        );
      }
      const lead = leads.get(kind, id);
      if (!lead) throw notFound(`No ${noun} with this id`);
      if (lead.status === 'spam') {
        throw conflict('lead_is_spam', 'Spam is never sent on: mark it as not spam first');
      }
      fastify.notifications.resend(kind, id, channel);
      audit(request, 'lead.resend_notification', { id, channel });
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
