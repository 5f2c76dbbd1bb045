import { dirname, join } from 'node:path';
import fp from 'fastify-plugin';
import { kindsFor } from '@shared/schemas/leads';
import { siteLanguages } from '@shared/site-content/languages';
import type { AnalyticsQuery, AnalyticsReport, LeadAttribution } from '@shared/schemas/analytics';
import type { RoleHolder } from '@shared/vocabularies/roles';
import type { DownloadFigures } from '@shared/schemas/download-figures';
import { analyticsReport, conversionRules } from '../../services/analytics/analytics-report';
import { downloadFigures } from '../../services/analytics/download-figures';
import { analyticsUpkeep, UPKEEP_INTERVAL_MS } from '../../services/analytics/analytics-upkeep';
import { dailySaltFile } from '../../services/analytics/daily-salt-file';
import {
  createPageCounter,
  type PageRequest,
  type ServedView,
} from '../../services/analytics/page-counter';

declare module 'fastify' {
  interface FastifyInstance {
    /** The site's own analytics (ANALYTICS): counting, lead attribution, the report. */
    analytics: {
      enabled: boolean;
      /** Counts a page the site served (plugins/app/static-client.ts), if a person asked. */
      count(request: PageRequest, view: ServedView): void;
      /**
       * Counts a file of the content served whole (routes/files) as a download of `document`
       * (a download's id; null: another file field's), if a person asked.
       */
      countDownload(
        request: PageRequest & { url: string },
        file: string,
        document: number | null,
      ): void;
      /** The visit a lead sent with `request` came from; null: none counted (or off). */
      attribution(request: PageRequest): LeadAttribution | null;
      /** Writes the views gathered in memory now (tests; the report does it first). */
      flush(): Promise<void>;
      /** The report of a range for `account` (the leads only for roles that see them). */
      report(
        query: AnalyticsQuery,
        account: RoleHolder,
        /** The live content's campaign pages (their rows of the report). */
        campaignPages?: readonly { path: string; title: string }[],
      ): Promise<AnalyticsReport>;
      /** The downloads' figures of a range for `account` (requests only for roles that see them). */
      downloads(query: AnalyticsQuery, account: RoleHolder): Promise<DownloadFigures>;
      /** Rolls up the days that are over and deletes expired raw views (hourly, and at start). */
      upkeep(): Promise<{ rolled: string[]; purged: number }>;
    };
  }
}

/**
 * First-party analytics (docs/decisions/036): no script, no cookie, nothing in the browser. With
 * ANALYTICS=off nothing is counted and no lead carries a visit; the report still reads what was
 * counted before.
 */
export default fp(
  async (fastify) => {
    const { config, repos } = fastify;
    const { enabled, retentionDays } = config.analytics;
    const log = fastify.log.child({ module: 'analytics' });
    // The day's salt, beside the database for the day (an in-memory database: memory only).
    const salts =
      config.databasePath === ':memory:'
        ? null
        : dailySaltFile(join(dirname(config.databasePath), 'analytics-salt'), (error) =>
            log.warn({ err: error }, 'the day’s salt could not be kept: a restart today recounts'),
          );
    const counter = createPageCounter({
      now: config.now,
      timeZone: config.timeZone,
      publicOrigin: config.publicOrigin,
      pageViews: repos.pageViews,
      salts,
    });

    async function upkeep() {
      // A new day's salt replaces the last one even before the day's first view.
      if (enabled) counter.dayOf(config.now());
      const done = await analyticsUpkeep(repos.pageViews, {
        at: config.now(),
        timeZone: config.timeZone,
        retentionDays,
      });
      if (done.rolled.length + done.purged > 0) {
        log.info({ event: 'analytics.upkeep', ...done }, 'page views rolled up');
      }
      return done;
    }
    const pass = () =>
      upkeep().catch((error: unknown) => log.error({ err: error }, 'upkeep failed'));

    let timer: NodeJS.Timeout | undefined;
    fastify.addHook('onReady', async () => {
      void pass();
      timer = setInterval(() => void pass(), UPKEEP_INTERVAL_MS);
      timer.unref();
    });
    fastify.addHook('onClose', async () => {
      clearInterval(timer);
      await salts?.flushed();
    });

    fastify.decorate('analytics', {
      enabled,
      count: enabled ? counter.count : () => undefined,
      countDownload: enabled
        ? (request, file, document) => {
            const at = request.url.indexOf('?');
            counter.download(request, at < 0 ? '' : request.url.slice(at), file, document);
          }
        : () => undefined,
      attribution: enabled ? counter.attribution : () => null,
      flush: () => repos.pageViews.flush(),
      async report(query, account, campaignPages = []) {
        await repos.pageViews.flush();
        const rules = conversionRules(kindsFor(account));
        return analyticsReport(repos.analyticsReport, query, {
          timeZone: config.timeZone,
          rules: rules.length > 0 ? rules : null,
          campaignPages,
          languages: siteLanguages(fastify.publisher.live().content.identity),
        });
      },
      async downloads(query, account) {
        await repos.pageViews.flush();
        return downloadFigures(repos.downloadFigures, query, {
          content: fastify.publisher.live().content,
          timeZone: config.timeZone,
          leads: kindsFor(account).includes('download'),
        });
      },
      upkeep,
    });
  },
  { name: 'analytics', dependencies: ['config', 'repositories'] },
);
