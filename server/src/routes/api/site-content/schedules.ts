import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACCESS } from '@shared/vocabularies/roles';
import {
  createScheduleSchema,
  scheduleListQuerySchema,
  scheduleListSchema,
  scheduleParamsSchema,
  scheduleSchema,
} from '@shared/site-content/schedule-schemas';
import type { ScheduleRow } from '../../../repositories/publish-schedules-repository';
import { errorResponses } from '../../error-responses';
import { sessionAccount } from './session-account';

const tags = ['site content'];
const security = [{ bearerAuth: [] }];
/** Planning what goes live is the content roles' work, as publishing it is. */
const config = { roles: ACCESS.content };

/** Publishing at a set time. Registered inside the admin scope (authenticated by its hook). */
const scheduleRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { publishSchedules } = fastify;

  const audit = (
    request: FastifyRequest,
    type: 'content.schedule_created' | 'content.schedule_cancelled',
    row: ScheduleRow,
  ) =>
    fastify.audit.record(request.context(), {
      type,
      targetType: 'site_content',
      targetId: String(row.version),
      details: { schedule: row.id, publish_at: row.publish_at },
    });

  fastify.post(
    '/api/site-content/schedules',
    {
      config,
      schema: {
        tags,
        security,
        summary: 'Publish a version at a set time',
        description:
          'The server publishes `version` at `publish_at` (ISO 8601 with its offset from UTC; ' +
          "the answer also reads it in the site's time zone, SITE_TIME_ZONE), itself, without " +
          'an outside cron; a time missed while the server was down is published at its next ' +
          'start. 400 naming publish_at when it has no offset or is not after now; 404 when ' +
          'there is no such version; 409 when the version may not be published, or is already ' +
          'scheduled (schedule_overlap: two schedules cannot overlap the same version). When it ' +
          'runs, the version is checked again; a failure is kept on the schedule (status ' +
          'failed, error), shown on the dashboard and mailed to whoever scheduled it.',
        body: createScheduleSchema,
        response: { 201: scheduleSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request, reply) => {
      const by = sessionAccount(request);
      const row = publishSchedules.create(request.body.version, request.body.publish_at, by);
      audit(request, 'content.schedule_created', row);
      return reply.code(201).send(publishSchedules.view(row));
    },
  );

  fastify.get(
    '/api/site-content/schedules',
    {
      config,
      schema: {
        tags,
        security,
        summary: 'Schedules: pending first (soonest first), then the rest (latest first)',
        querystring: scheduleListQuerySchema,
        response: { 200: scheduleListSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => publishSchedules.list(request.query.status),
  );

  fastify.get(
    '/api/site-content/schedules/:id',
    {
      config,
      schema: {
        tags,
        security,
        summary: 'One schedule',
        params: scheduleParamsSchema,
        response: { 200: scheduleSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => publishSchedules.view(publishSchedules.get(request.params.id)),
  );

  fastify.delete(
    '/api/site-content/schedules/:id',
    {
      config,
      schema: {
        tags,
        security,
        summary: 'Cancel a schedule',
        description:
          'Nothing is published for it. Cancelling a cancelled schedule changes nothing; 409 ' +
          'schedule_already_ran once it is publishing, published or failed; 404 for a schedule ' +
          'that never existed.',
        params: scheduleParamsSchema,
        response: { 200: scheduleSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => {
      const by = sessionAccount(request);
      const { row, cancelled } = publishSchedules.cancel(request.params.id, by);
      if (cancelled) audit(request, 'content.schedule_cancelled', row);
      return publishSchedules.view(row);
    },
  );
};

export default scheduleRoutes;
