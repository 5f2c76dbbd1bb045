import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { setupInputSchema, setupResultSchema, setupStatusSchema } from '@shared/schemas/setup';
import { ApiError } from '../../../lib/api-error';
import { hashPassword } from '../../../lib/password';
import { secretsEqual } from '../../../lib/tokens';
import { assertPasswordAllowed } from '../../../services/auth/account';
import { emailForLog } from '../../../services/audit/audit-log';
import { errorResponses, malformedAddress } from '../../error-responses';
import { rateLimit } from '../../rate-limits';

const adminExists = () => new ApiError(409, 'admin_exists', 'An admin account already exists');

/** One-time admin bootstrap: no hard-coded credential, a setup secret instead. */
const setup: FastifyPluginAsyncZod = async (fastify) => {
  const { users } = fastify.repos;

  fastify.get(
    '/api/setup',
    {
      config: rateLimit(fastify, 'reads'),
      schema: {
        tags: ['setup'],
        summary: 'Whether an admin account exists',
        response: { 200: setupStatusSchema, ...malformedAddress, ...errorResponses(429) },
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
        fastify.audit.record(request.context(), {
          type: 'setup.refused',
          actorEmail: emailForLog(email),
          details: { reason: 'wrong setup token' },
        });
        throw new ApiError(401, 'invalid_setup_token', 'The setup token is not valid');
      }
      assertPasswordAllowed(password, email);
      const hash = await hashPassword(password);
      // Checked again inside the transaction: a racing request may have won meanwhile.
      const user = users.createFirstAdmin(email, hash);
      if (!user) throw adminExists();
      fastify.audit.record(request.context(), {
        type: 'setup.admin_created',
        actorId: user.id,
        actorEmail: user.email,
        targetType: 'user',
        targetId: user.id,
      });
      return reply.code(201).send({
        user: { id: user.id, email: user.email, role: user.role, extra_roles: user.extra_roles },
      });
    },
  );
};

export default setup;
