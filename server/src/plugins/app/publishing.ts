import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import fp from 'fastify-plugin';
import { loadPageRenderer } from '../../services/publishing/page-renderer';
import { createPublishedSite, type PublishedSite } from '../../services/publishing/published-site';
import { createPublisher, type Publisher } from '../../services/publishing/publisher';

declare module 'fastify' {
  interface FastifyInstance {
    publisher: Publisher;
    /** The pages rendered with the live content (static-client serves them over the build's). */
    publishedSite: PublishedSite;
  }
}

/**
 * Publishing of the site content: fastify.publisher (the one place content goes live) and the
 * pages rendered with it. Pages are kept beside the database (published-pages.json).
 */
export default fp(
  async (fastify) => {
    const { config, repos } = fastify;
    const onRenderError = (err: unknown) =>
      fastify.log.error({ err }, 'publishing: the pages could not be rendered');
    const renderer = await loadPageRenderer(config.clientDir, config.ssrEntry);
    if (!renderer && config.clientDir && existsSync(config.clientDir)) {
      fastify.log.warn(
        `publishing: no page renderer at ${config.ssrEntry}: published content reaches ` +
          'GET /api/site-content but not the HTML (run npm run build)',
      );
    }
    let site: PublishedSite | null = null;
    const publisher = createPublisher(
      repos.siteContent,
      { show: async (live) => site?.show(live) },
      onRenderError,
    );
    const storePath =
      config.databasePath === ':memory:'
        ? null
        : join(dirname(config.databasePath), 'published-pages.json');
    site = await createPublishedSite(renderer, storePath, publisher.live(), onRenderError);
    fastify.decorate('publisher', publisher);
    fastify.decorate('publishedSite', site);
  },
  { name: 'publishing', dependencies: ['config', 'repositories'] },
);
