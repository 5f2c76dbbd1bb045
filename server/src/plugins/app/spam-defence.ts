import fp from 'fastify-plugin';
import { createSpamCheck, type SpamCheck } from '../../services/leads/spam-check';

declare module 'fastify' {
  interface FastifyInstance {
    /** Why a submission is spam, or null (services/leads/spam-check.ts). */
    spamCheck: SpamCheck;
  }
}

/** The spam defences of the lead forms, from the configuration. */
export default fp(
  async (fastify) => {
    fastify.decorate('spamCheck', createSpamCheck(fastify.config.spam));
  },
  { name: 'spam-defence', dependencies: ['config'] },
);
