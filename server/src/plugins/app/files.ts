import fp from 'fastify-plugin';
import type { Cron } from 'croner';
import { createByteBudget, type SharedByteBudget } from '../../lib/byte-budget';
import { scheduleJob } from '../../lib/schedule';
import { createContentFileReferences } from '../../repositories/content-file-references';
import { filesNamedIn } from '@shared/site-content/content-files';
import { createDownloadLinks, type DownloadLinks } from '../../services/files/download-links';
import { createFileAccess, type FileAccess } from '../../services/files/file-access';
import { FILE_SWEEP_SCHEDULE, sweepUnusedFiles } from '../../services/files/file-keeping';
import { seedSampleFiles } from '../../services/files/sample-files';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * One rate for every upload of the server together (UPLOAD_MB_PER_SECOND; null: none), the
     * clients taking turns: the leads' files and the content's (lib/byte-budget.ts).
     */
    uploadBudget: SharedByteBudget | null;
    /** Whether and how a file of the content is served under /files/ (services/files/). */
    fileAccess: FileAccess;
    /** The signed links to gated documents (DOWNLOAD_LINK_DAYS; docs/decisions/050). */
    downloadLinks: DownloadLinks;
    /** Deletes the content's files no version names any more (also at start and daily). */
    sweepUnusedFiles(): string[];
  }
}

/**
 * Uploaded files: the shared upload rate, the content's files served as the live content says
 * (a gated document's only through its signed link), kept on disk while a version names them
 * (docs/decisions/044-content-files.md, 050), and the built-in samples' files written at start.
 */
export default fp(
  async (fastify) => {
    const { config, repos } = fastify;
    const store = repos.contentFiles;
    const perSecond = config.uploadBytesPerSecond;
    fastify.decorate('uploadBudget', perSecond === null ? null : createByteBudget(perSecond));
    const live = () => fastify.publisher.live().content;
    const links = createDownloadLinks({
      secret: config.jwtSecret,
      days: config.downloadLinkDays,
      now: config.now,
    });
    fastify.decorate('downloadLinks', links);
    fastify.decorate('fileAccess', createFileAccess({ live, store, links }));

    const log = fastify.log.child({ module: 'files' });
    const references = createContentFileReferences(fastify.db);
    // The built-in content is live before any version is stored: its sample files are kept too.
    const named = () => {
      const names = references.namedByVersions();
      for (const name of filesNamedIn(JSON.stringify(live()))) names.add(name);
      return names;
    };
    const sweep = () => {
      const removed = sweepUnusedFiles({ store, namedByVersions: named });
      if (removed.length > 0) log.info({ removed }, 'files no version names any more deleted');
      return removed;
    };
    const failed = (error: unknown) =>
      log.error({ err: error }, 'the sweep of unused files failed');
    fastify.decorate('sweepUnusedFiles', sweep);

    let daily: Cron | undefined;
    fastify.addHook('onReady', async () => {
      // Before any upload runs: what a crash left half written.
      const partial = store.sweepPartial();
      if (partial > 0) log.info({ removed: partial }, 'partial uploads removed');
      const seeded = await seedSampleFiles(store, live());
      if (seeded.length > 0) log.info({ written: seeded }, "the sample downloads' files written");
      try {
        sweep();
      } catch (error) {
        failed(error);
      }
      daily = scheduleJob(FILE_SWEEP_SCHEDULE, config.timeZone, sweep, failed);
    });
    fastify.addHook('onClose', async () => daily?.stop());
  },
  { name: 'files', dependencies: ['config', 'database', 'repositories', 'publishing'] },
);
