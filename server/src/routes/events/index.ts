import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LIMITS } from '@shared/vocabularies/limits';
import { notFound } from '../../lib/api-error';
import { eventCalendar } from '../../services/events/event-calendar';
import { timedEvents } from '../../services/events/live-events';
import { rateLimit } from '../rate-limits';
import { defaultLanguage } from '@shared/site-content/languages';

/**
 * GET /events/{slug}.ics: a published event as an iCalendar file, from the live content, for the
 * page's "Add to calendar". Public, so never the link to join (that goes only by mail). A read
 * of the content in memory and a few hundred bytes written: the public reads' rate limit.
 */
const eventCalendars: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/events/:slug.ics',
    {
      config: rateLimit(fastify, 'reads'),
      schema: { hide: true, params: z.object({ slug: z.string().max(LIMITS.slug) }) },
    },
    async (request, reply) => {
      const { content } = fastify.publisher.live();
      const found = timedEvents(content).find(({ event }) => event.slug === request.params.slug);
      if (!found) throw notFound('No such event');
      const { config } = fastify;
      const body = eventCalendar(found, {
        origin: config.publicOrigin,
        firm: content.identity.name,
        now: config.now(),
        language: defaultLanguage(content.identity).tag,
      });
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${found.event.slug}.ics"`)
        .header('cache-control', 'no-cache')
        .send(body);
    },
  );
};

export default eventCalendars;
