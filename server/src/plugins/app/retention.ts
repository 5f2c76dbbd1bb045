import fp from 'fastify-plugin';
import { purgeExpiredLeads, RETENTION_INTERVAL_MS } from '../../services/leads/retention';
import { leadsIn } from '../../repositories/lead-records-repository';

declare module 'fastify' {
  interface FastifyInstance {
    /** Runs one retention pass now (also run at start and then daily). */
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

    function pass(): void {
      try {
        const { leads, spam } = purgeExpiredLeads(repos.leadRecords, rules, config.now());
        const deleted = leads ? leadsIn(leads) : 0;
        const spamDeleted = leadsIn(spam);
        if (deleted + spamDeleted > 0) {
          log.info({ event: 'retention.purge', leads, spam, rules }, 'expired leads deleted');
        }
      } catch (error) {
        log.error({ err: error }, 'retention pass failed');
      }
    }

    let timer: NodeJS.Timeout | undefined;
    fastify.addHook('onReady', async () => {
      pass();
      timer = setInterval(pass, RETENTION_INTERVAL_MS);
      timer.unref();
    });
    fastify.addHook('onClose', async () => clearInterval(timer));
    fastify.decorate('purgeExpiredLeads', pass);
  },
  { name: 'retention', dependencies: ['config', 'repositories'] },
);
