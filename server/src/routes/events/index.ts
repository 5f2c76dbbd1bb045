import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { languagePrefixOf } from '@shared/site-content/language-prefixes';
import { siteLanguages } from '@shared/site-content/languages';
import { languagePrefix } from '@shared/site-content/site-paths';
import { LIMITS } from '@shared/vocabularies/limits';
import { notFound } from '../../lib/api-error';
import { eventCalendar } from '../../services/events/event-calendar';
import { timedEventsIn } from '../../services/events/live-events';
import { rateLimit } from '../rate-limits';

/**
 * GET /events/{slug}.ics and /{lang}/events/{slug}.ics: a published event as an iCalendar file,
 * from the live content, for the page's "Add to calendar", in the language of the page (its
 * title, place and summary from the overlay, the default's words where untranslated, as the page
 * shows them; its slug that language's). Public, so never the link to join (that goes only by
 * mail). A lookup in the live content's events and a few hundred bytes written: the public
 * reads' rate limit.
 */
const eventCalendars: FastifyPluginAsyncZod = async (fastify) => {
  const slug = z.string().max(LIMITS.slug);
  const config = rateLimit(fastify, 'reads');

  function send(reply: FastifyReply, tag: string, prefix: string, wanted: string) {
    const { content } = fastify.publisher.live();
    const found = timedEventsIn(content, tag).find(({ event }) => event.slug === wanted);
    if (!found) throw notFound('No such event');
    const { config: settings } = fastify;
    const body = eventCalendar(found, {
      origin: settings.publicOrigin,
      firm: content.identity.name,
      now: settings.now(),
      language: tag,
      prefix,
    });
    return reply
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('content-disposition', `attachment; filename="${found.event.slug}.ics"`)
      .header('cache-control', 'no-cache')
      .send(body);
  }

  fastify.get(
    '/events/:slug.ics',
    { config, schema: { hide: true, params: z.object({ slug }) } },
    async (request, reply) => {
      const [language] = siteLanguages(fastify.publisher.live().content.identity);
      return send(reply, language!.tag, '', request.params.slug);
    },
  );

  // Another language's pages are under its prefix (decision 054); the default's tag is none.
  fastify.get(
    '/:lang/events/:slug.ics',
    { config, schema: { hide: true, params: z.object({ lang: z.string().max(40), slug }) } },
    async (request, reply) => {
      const { lang, slug: wanted } = request.params;
      const { identity } = fastify.publisher.live().content;
      const prefix = languagePrefixOf(`/${lang}`, identity);
      const language = siteLanguages(identity).find(({ tag }) => languagePrefix(tag) === prefix);
      if (!prefix || !language) throw notFound(`No language of the site is at /${lang}/`);
      return send(reply, language.tag, prefix, wanted);
    },
  );
};

export default eventCalendars;
