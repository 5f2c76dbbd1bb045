import fp from 'fastify-plugin';
import { createAltcha, type Altcha } from '../../services/leads/altcha';
import { createSpamCheck, type SpamCheck } from '../../services/leads/spam-check';

declare module 'fastify' {
  interface FastifyInstance {
    /** Why a submission is spam, or null (services/leads/spam-check.ts). */
    spamCheck: SpamCheck;
    /** The proof-of-work challenge (ALTCHA); null when the setting is off. */
    altcha: Altcha | null;
  }
}

/** The spam defences of the lead forms, from the configuration. */
export default fp(
  async (fastify) => {
    const { config, repos } = fastify;
    const altcha = config.altcha
      ? createAltcha({
          hmacKey: config.altcha.hmacKey,
          now: config.now,
          spend: repos.altchaSpent.spend,
        })
      : null;
    fastify.decorate('altcha', altcha);
    fastify.decorate('spamCheck', createSpamCheck(altcha));
  },
  { name: 'spam-defence', dependencies: ['config', 'repositories'] },
);
