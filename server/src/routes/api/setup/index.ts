import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { setupInputSchema, setupResultSchema, setupStatusSchema } from '@shared/schemas/setup';
import { ApiError } from '../../../lib/api-error';
import { hashPassword } from '../../../lib/password';
import { secretsEqual } from '../../../lib/tokens';
import { errorResponses } from '../../error-responses';
import { rateLimit } from '../../rate-limits';

const adminExists = () => new ApiError(409, 'admin_exists', 'An admin account already exists');

/** One-time admin bootstrap: no hard-coded credential, a setup secret instead. */
const setup: FastifyPluginAsyncZod = async (fastify) => {
  const { users } = fastify.repos;
  const log = fastify.log.child({ component: 'auth' });

  fastify.get(
    '/api/setup',
    {
      schema: {
        tags: ['setup'],
        summary: 'Whether an admin account exists',
        response: { 200: setupStatusSchema },
      },
    },
    async () => ({ admin_exists: users.anyExists() }),
  );

  fastify.post(
    '/api/setup',
    {
      config: rateLimit(fastify, 'setup'),
      schema: {
        tags: ['setup'],
        summary: 'Create the first admin account',
        body: setupInputSchema,
        response: { 201: setupResultSchema, ...errorResponses(400, 401, 409, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const { setup_token, email, password } = request.body;
      if (users.anyExists()) throw adminExists();
      const expected = fastify.setupToken.current();
      // Compared as SHA-256 digests with timingSafeEqual: no timing hint about the secret.
      if (expected === null || !secretsEqual(setup_token, expected)) {
        log.warn({ event: 'setup_failed', ip: request.ip }, 'setup refused: wrong setup token');
        throw new ApiError(401, 'invalid_setup_token', 'The setup token is not valid');
      }
      const hash = await hashPassword(password);
      // Checked again inside the transaction: a racing request may have won meanwhile.
      const user = users.createFirstAdmin(email, hash);
      if (!user) throw adminExists();
      log.info(
        { event: 'setup_admin_created', userId: user.id, email: user.email },
        'admin account created by setup',
      );
      return reply.code(201).send({ user: { id: user.id, email: user.email } });
    },
  );
};

export default setup;
