import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { ACCESS } from '@shared/vocabularies/roles';
import { relyingParty } from '../../../services/auth/passkeys';
import type { StepUp } from '../../../services/auth/step-up';
import { siteOrigin } from '../../request-origin';
import mfaRoutes from './mfa';
import passkeyRoutes from './passkeys';
import { actor, type stepUpBody } from './route-parts';
import sessionRoutes from './sessions';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route changes a sign-in factor: the request must carry a step-up (its action name). */
    stepUp?: string;
  }
  interface FastifyRequest {
    /** How this request's step-up was confirmed, on routes that need one. */
    stepUp: StepUp | null;
  }
}

/**
 * /api/account: the signed-in admin's own password, sessions and second factors. One hook
 * authenticates every route; the services do the work and write the audit trail.
 */
const account: FastifyPluginAsyncZod = async (fastify) => {
  fastify.addHook('onRequest', fastify.authenticate);
  fastify.decorateRequest('stepUp', null);
  // One hook for every factor change, so a route cannot forget the step-up.
  fastify.addHook('preHandler', async (request) => {
    const action = request.routeOptions.config.stepUp;
    if (!action) return;
    request.stepUp = await fastify.reauthentication.confirm(
      actor(request),
      relyingParty(siteOrigin(request)),
      (request.body as z.infer<typeof stepUpBody>) ?? {},
      action,
    );
  });
  // Everyone keeps their own account page, whatever their role: the roles of every route here
  // are declared once, for the whole scope (only here: elsewhere each route declares its own).
  fastify.addHook('onRoute', (route) => {
    route.config = { ...route.config, roles: ACCESS.everyone };
  });

  await fastify.register(sessionRoutes);
  await fastify.register(mfaRoutes);
  await fastify.register(passkeyRoutes);
};

export default account;
