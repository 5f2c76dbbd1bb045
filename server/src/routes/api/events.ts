import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  attendanceUpdateSchema,
  attendeeListSchema,
  eventIdParamsSchema,
  eventLinkSchema,
  eventSummaryListSchema,
  eventSummarySchema,
  registrationParamsSchema,
} from '@shared/schemas/events';
import { LEAD_KIND_SPECS } from '@shared/lead-kinds';
import { ACCESS } from '@shared/vocabularies/roles';
import { notFound } from '../../lib/api-error';
import { toCsv } from '../../lib/csv';
import { leadTarget } from '../../services/leads/lead-work';
import { errorResponses } from '../error-responses';

const tags = ['events'];
const security = [{ bearerAuth: [] }];
/** The registrations are leads of sales' area (shared/lead-kinds/registration.ts). */
const config = { roles: ACCESS[LEAD_KIND_SPECS.registration.access] };
const CSV_COLUMNS = ['reference', 'name', 'email', 'company', 'status', 'created_at'] as const;

/**
 * Registrations per event for sales (services/events/event-registrations.ts): the events with
 * the count of each status, one event's list and its CSV, a status changed (the check-in at the
 * door; a cancellation moves the waiting list up), the link to join. Inside the admin scope.
 */
const eventsAdmin: FastifyPluginAsyncZod = async (fastify) => {
  const { eventRegistrations: registrations } = fastify;

  fastify.get(
    '/api/events',
    {
      config,
      schema: {
        tags,
        security,
        summary: 'The events of the live content, latest first, with their registrations counted',
        response: { 200: eventSummaryListSchema, ...errorResponses(401) },
      },
    },
    async () => ({ items: registrations.list() }),
  );

  fastify.get(
    '/api/events/:id/registrations',
    {
      config,
      schema: {
        tags,
        security,
        summary: "An event's registrations, in the order they came, with the count of each status",
        params: eventIdParamsSchema,
        response: { 200: attendeeListSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => registrations.attendees(request.params.id),
  );

  fastify.get(
    '/api/events/:id/registrations.csv',
    {
      config,
      schema: {
        tags,
        security,
        summary: "An event's registrations as CSV (the door's list on paper)",
        params: eventIdParamsSchema,
        response: {
          200: z.string().meta({ description: 'CSV file (UTF-8 with BOM, CRLF line ends)' }),
          ...errorResponses(400, 401, 404),
        },
      },
    },
    async (request, reply) => {
      const { event, items } = registrations.attendees(request.params.id);
      fastify.audit.record(request.context(), {
        type: 'leads.exported',
        targetType: leadTarget('registration'),
        details: { event: event.id },
      });
      const file = `registrations-${event.slug ?? event.id}.csv`;
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file}"`)
        .header('cache-control', 'no-store')
        .send(Buffer.from(toCsv([...CSV_COLUMNS], items), 'utf8') as never);
    },
  );

  fastify.patch(
    '/api/events/:id/registrations/:registration',
    {
      config,
      schema: {
        tags,
        security,
        summary: "Set a registration's status: checked in, no-show, cancelled...",
        description:
          'registered, waitlisted, attended, no-show or cancelled. A seat given up before the ' +
          'event goes to the first person on the waiting list, who is mailed a confirmation. ' +
          "In the registration's timeline. Answers the list as it is now.",
        params: registrationParamsSchema,
        body: attendanceUpdateSchema,
        response: { 200: attendeeListSchema, ...errorResponses(400, 401, 404, 415) },
      },
    },
    async (request) => {
      const { id, registration } = request.params;
      const change = registrations.setStatus(
        request.context(),
        id,
        registration,
        request.body.status,
      );
      if (!change) throw notFound('This event has no such registration');
      return change.list;
    },
  );

  fastify.put(
    '/api/events/:id/link',
    {
      config,
      schema: {
        tags,
        security,
        summary: 'Set the link to join an online event (sent only in the mails), or null',
        description:
          'Kept out of the content, which is public: only the confirmation and the reminder ' +
          'of a person holding a seat carry it.',
        params: eventIdParamsSchema,
        body: eventLinkSchema,
        response: { 200: eventSummarySchema, ...errorResponses(400, 401, 404, 415) },
      },
    },
    async (request) =>
      registrations.setLink(request.context(), request.params.id, request.body.online_link),
  );
};

export default eventsAdmin;
