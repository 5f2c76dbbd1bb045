import fp from 'fastify-plugin';
import type { Cron } from 'croner';
import { scheduleJob } from '../../lib/schedule';
import { purgeExpiredLeads, RETENTION_SCHEDULE } from '../../services/leads/retention';
import { leadsIn } from '../../repositories/lead-records-repository';

declare module 'fastify' {
  interface FastifyInstance {
    /** Runs one retention pass now (also run at start and then daily at 03:15 local time). */
    purgeExpiredLeads(): void;
  }
}

/**
 * Storage limitation: deletes expired leads at start and then once a day (spam after 30 days;
 * every lead after LEAD_RETENTION_DAYS when set). A failed pass is logged and tried the next day;
 * it never stops the server.
 */
export default fp(
  async (fastify) => {
    const { config, repos } = fastify;
    const log = fastify.log.child({ module: 'retention' });
    const rules = {
      leadRetentionDays: config.leadRetentionDays,
      spamRetentionDays: config.spamRetentionDays,
    };

    function purge(): void {
      const { leads, spam } = purgeExpiredLeads(repos.leadRecords, rules, config.now());
      const deleted = leads ? leadsIn(leads) : 0;
      if (deleted + leadsIn(spam) > 0) {
        log.info({ event: 'retention.purge', leads, spam, rules }, 'expired leads deleted');
      }
    }
    const failed = (error: unknown) => log.error({ err: error }, 'retention pass failed');
    const pass = () => {
      try {
        purge();
      } catch (error) {
        failed(error);
      }
    };

    let daily: Cron | undefined;
    fastify.addHook('onReady', async () => {
      pass();
      daily = scheduleJob(RETENTION_SCHEDULE, config.timeZone, purge, failed);
    });
    fastify.addHook('onClose', async () => daily?.stop());
    fastify.decorate('purgeExpiredLeads', pass);
  },
  { name: 'retention', dependencies: ['config', 'repositories'] },
);
