import type { FastifyInstance } from 'fastify';
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
import { ACCESS } from '@shared/schemas/roles';
import { conflict, notFound } from '../../lib/api-error';
import { toCsv } from '../../lib/csv';
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
/** Every inbox route is for the roles that work leads. */
const config = { roles: ACCESS.leads };
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
  const timeZone = fastify.config.timeZone;

  fastify.get(
    path,
    {
      config,
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
      return await leads.list(kind, { limit, offset, ...toLeadQuery(filter, timeZone) });
    },
  );

  fastify.get(
    `${path}.csv`,
    {
      config,
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
      fastify.audit.record(request.context(), {
        type: 'leads.exported',
        ...target,
        // Which leads left: the status and days, and THAT words were searched for. Never the
        // words: they are often a person's name or address, which must not outlive an erasure.
        details: {
          status: request.query.status ?? 'all',
          ...(request.query.q ? { search: true } : {}),
          ...(request.query.from ? { from: request.query.from } : {}),
          ...(request.query.to ? { to: request.query.to } : {}),
        },
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

  fastify.get(
    `${path}/:id`,
    {
      config,
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
      config,
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
      if (!before || !item) throw notFound(`No ${noun} with this id`);
      fastify.audit.record(request.context(), {
        type: 'lead.status_changed',
        ...target,
        targetId: id,
        details: { status: request.body.status },
      });
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
      config,
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
      fastify.audit.record(request.context(), {
        type: 'lead.notification_resent',
        ...target,
        targetId: id,
        details: { channel },
      });
      return reply.code(202).send(leads.get(kind, id));
    },
  );

  fastify.delete(
    `${path}/:id`,
    {
      config,
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
