import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Cron } from 'croner';
import fp from 'fastify-plugin';
import { scheduleJob } from '../../lib/schedule';
import { localDay } from '../../lib/time-zone';
import { assertFilesStored } from '../../services/files/file-keeping';
import { assertCapacities } from '../../services/events/capacity-check';
import { createArtThread } from '../../services/publishing/art/art-thread';
import { createSiteArtist, type SiteArtist } from '../../services/publishing/art/site-art';
import { loadBuiltSite, loadPageRenderer } from '../../services/publishing/page-renderer';
import { createPublishedSite, type PublishedSite } from '../../services/publishing/published-site';
import { createPublisher, type Publisher } from '../../services/publishing/publisher';
import type { DrawSvg } from '../../services/publishing/logo-encoder';

/** A minute after the firm's midnight: the openings that closed the day before leave the site. */
const OPENINGS_SCHEDULE = '1 0 * * *';

declare module 'fastify' {
  interface FastifyInstance {
    publisher: Publisher;
    /** The site visitors get: the live content's render (static-client serves it). */
    publishedSite: PublishedSite;
    /** The pictures the pages link (share pictures, the logo's icons); null without pages. */
    siteArt: SiteArtist | null;
    /** Draws an uploaded SVG logo into the PNG the pages show, in the art thread. */
    drawLogo: DrawSvg;
  }
}

/**
 * Publishing of the site content: fastify.publisher (the one place content goes live) and the
 * site rendered with it. The render is kept beside the database (published-pages.json).
 */
export default fp(
  async (fastify) => {
    const { config, repos } = fastify;
    const onRenderError = (err: unknown) =>
      fastify.log.error({ err }, 'publishing: the pages could not be rendered');
    const renderer = loadPageRenderer(config.clientDir, config.ssrEntry, config.siteOrigin);
    const built = loadBuiltSite(config.clientDir);
    if (!renderer && built) {
      fastify.log.warn(
        `publishing: no page renderer at ${config.ssrEntry}: published content reaches ` +
          'GET /api/site-content but not the HTML (run npm run build)',
      );
    }
    /** The firm's day: an opening is on the site until the end of its last day there. */
    const today = () => localDay(config.now(), config.timeZone);
    let site: PublishedSite | null = null;
    const publisher = createPublisher(
      repos.siteContent,
      {
        prepare: async (content, publishedAt) => {
          // A file field names a stored file, or nothing goes live (422 naming the field).
          assertFilesStored(content, repos.contentFiles);
          // No event gets fewer seats than people hold (400 naming its capacity).
          assertCapacities(content, repos.eventRegistrations);
          return site ? site.prepare(content, publishedAt) : null;
        },
        show: async (live, prepared) => site?.show(live, prepared),
      },
      onRenderError,
      config.now,
    );
    // The pictures made for the firm, drawn in a thread of their own (started at the first
    // picture): the pages' pictures only where the pages are rendered, an uploaded SVG logo's
    // PNG everywhere. The build's own stand in for a picture that cannot be drawn.
    const { clientDir } = config;
    const artThread = createArtThread();
    const builtInFile = (path: string) => {
      try {
        return clientDir ? readFileSync(join(clientDir, path)) : null;
      } catch {
        return null;
      }
    };
    const artist =
      renderer &&
      createSiteArtist(repos.media, artThread, builtInFile, (err) =>
        fastify.log.error({ err }, 'publishing: a picture could not be drawn'),
      );
    const storePath =
      config.databasePath === ':memory:'
        ? null
        : join(dirname(config.databasePath), 'published-pages.json');
    site = await createPublishedSite(
      renderer,
      built,
      storePath,
      publisher.live(),
      onRenderError,
      artist,
      today,
    );
    const shown = site;
    if (renderer) fastify.addHook('onListen', async () => renderer.warm());
    // Openings that closed while the server was down, then each night, leave the site.
    const refresh = () => shown.refresh(publisher.live());
    let nightly: Cron | undefined;
    fastify.addHook('onReady', async () => {
      void refresh().catch(onRenderError);
      nightly = scheduleJob(OPENINGS_SCHEDULE, config.timeZone, refresh, onRenderError);
    });
    // The last publish's file on disk is written before the database closes.
    fastify.addHook('onClose', async () => {
      nightly?.stop();
      await shown.settled();
      await artist?.close();
      await artThread.close();
    });
    fastify.decorate('publisher', publisher);
    fastify.decorate('publishedSite', shown);
    fastify.decorate('siteArt', artist);
    fastify.decorate('drawLogo', async (svg: Buffer) => {
      const [png] = await artThread.draw({ kind: 'logo', svg });
      return Buffer.from(png!);
    });
  },
  { name: 'publishing', dependencies: ['config', 'repositories'] },
);
