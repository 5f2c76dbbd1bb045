import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LEAD_KIND_SPECS, type LeadKind } from '@shared/lead-kinds';
import { LEAD_SCHEMAS } from '@shared/schemas/lead-kind-schemas';
import {
  leadExportQuerySchema,
  leadIdParamsSchema,
  leadListQuerySchema,
  notificationResendQuerySchema,
} from '@shared/schemas/lead-inbox-query';
import { leadNoteInputSchema, leadNoteSchema, timelineSchema } from '@shared/schemas/lead-work';
import { siteLanguages } from '@shared/site-content/languages';
import { ACCESS } from '@shared/vocabularies/roles';
import { notFound } from '../../lib/api-error';
import { toCsv } from '../../lib/csv';
import { toLeadQuery } from '../../services/leads/lead-filter';
import { leadTarget } from '../../services/leads/lead-work';
import { errorResponses } from '../error-responses';

const security = [{ bearerAuth: [] }];
const csvSchema = z.string().meta({ description: 'CSV file (UTF-8 with BOM, CRLF line ends)' });

/** Throws in an expression: `found ?? throwError(notFound())`. */
function throwError(error: Error): never {
  throw error;
}

/**
 * The inbox routes of one kind of lead, the same for every kind at its path: list, export, read,
 * change, notes, timeline, resend, delete. Each kind's routes are for the roles of its area
 * (shared/lead-kinds: `access`). Registered inside the admin scope, whose hook has already
 * authenticated the caller.
 */
export function registerLeadAdminRoutes(instance: FastifyInstance, kind: LeadKind): void {
  const fastify = instance.withTypeProvider<ZodTypeProvider>();
  const spec = LEAD_KIND_SPECS[kind];
  const { path, csvColumns } = spec;
  const noun = spec.noun.toLowerCase();
  const plural = spec.plural.toLowerCase();
  // As plain zod types: each kind's route checks its own, one handler serves them all.
  const { item, list, update } = LEAD_SCHEMAS[kind];
  const [itemSchema, listSchema, updateSchema]: z.ZodType[] = [item, list, update];
  const config = { roles: ACCESS[spec.access] };
  const { leads } = fastify.repos;
  const { leadWork, leadDelivery } = fastify;
  const missing = () => notFound(`No ${noun} with this id`);
  const tags = ['inbox'];
  // Who read, changed, exported or deleted personal data goes to the audit trail.
  const target = { targetType: leadTarget(kind) };
  const timeZone = fastify.config.timeZone;
  const languages = () => siteLanguages(fastify.publisher.live().content.identity);

  fastify.get(
    path,
    {
      config,
      schema: {
        tags,
        security,
        summary: `List ${plural}, newest first`,
        description:
          'Paginated with limit and offset; status, stage, owner (assignee_id, `none` for ' +
          'nobody), search words (q), days (from, to), attribution and language filters combine ' +
          '(400 naming a language the site does not speak). `total` ' +
          'counts every match.',
        querystring: leadListQuerySchema,
        response: { 200: listSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const { limit, offset, ...filter } = request.query;
      const query = toLeadQuery(filter, timeZone, languages());
      return await leads.list(kind, { limit, offset, ...query });
    },
  );

  fastify.get(
    `${path}.csv`,
    {
      config,
      schema: {
        tags,
        security,
        summary: `Export ${plural} as CSV`,
        description: 'Every lead the filters match (the same filters as the list), newest first.',
        querystring: leadExportQuerySchema,
        response: { 200: csvSchema, ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const rows = await leads.iterate(kind, toLeadQuery(request.query, timeZone, languages()));
      const csv = toCsv([...csvColumns] as never[], rows);
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
    async (request) =>
      leadWork.view(request.context(), kind, request.params.id) ?? throwError(missing()),
  );

  fastify.patch(
    `${path}/:id`,
    {
      config,
      schema: {
        tags,
        security,
        summary: `Change the status, stage, owner or follow-up of a ${noun}`,
        description:
          'Any of status, stage, assignee_id (an active owner or sales account; null for nobody) ' +
          'and follow_up_at (null clears it). The status follows the stage: new at the first ' +
          'stage, handled after it; spam keeps the stage (docs/decisions/019-lead-stages.md). ' +
          'A lead marked not spam is sent on then. Each change is in the timeline.',
        params: leadIdParamsSchema,
        body: updateSchema,
        response: { 200: itemSchema, ...errorResponses(400, 401, 404, 415) },
      },
    },
    async (request) =>
      leadWork.update(request.context(), kind, request.params.id, request.body as never) ??
      throwError(missing()),
  );

  fastify.post(
    `${path}/:id/notes`,
    {
      config,
      schema: {
        tags,
        security,
        summary: `Add an internal note to a ${noun}`,
        description: 'Seen by the admins only; shown in the timeline; deleted with the lead.',
        params: leadIdParamsSchema,
        body: leadNoteInputSchema,
        response: { 201: leadNoteSchema, ...errorResponses(400, 401, 404, 415) },
      },
    },
    async (request, reply) => {
      const note = leadWork.addNote(request.context(), kind, request.params.id, request.body.body);
      return reply.code(201).send(note ?? throwError(missing()));
    },
  );

  fastify.get(
    `${path}/:id/timeline`,
    {
      config,
      schema: {
        tags,
        security,
        summary: `What happened to a ${noun}, oldest first`,
        description:
          'Received, viewed, assigned, stage and status changes, follow-ups, notes, ' +
          'notifications and acknowledgements sent, each with who (null: the site or the ' +
          'server) and when, from the security log and the notes.',
        params: leadIdParamsSchema,
        response: { 200: timelineSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => ({
      items: leadWork.timeline(kind, request.params.id) ?? throwError(missing()),
    }),
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
      leadDelivery.resend(kind, id, leads.get(kind, id) ?? throwError(missing()), channel);
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
