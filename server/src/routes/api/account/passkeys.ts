import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { passkeyChallengeSchema } from '@shared/schemas/auth';
import { relyingParty } from '../../../services/auth/passkeys';
import { siteOrigin } from '../../request-origin';
import { idParamsSchema, passkeyRegistrationSchema, passkeySchema } from '@shared/schemas/account';
import {
  actor,
  enrolment,
  noContent,
  security,
  stepUpBody,
  stepUpDescription,
  tags,
} from './route-parts';
import { errorResponses } from '../../error-responses';

/** Passkeys: registering and removing them, and a step-up with one. */
const passkeyRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.post(
    '/api/account/reauthenticate/passkey',
    {
      config: enrolment,
      schema: {
        tags,
        security,
        summary: 'Start a step-up with a passkey (WebAuthn request options)',
        description:
          'One of the account’s passkeys answers; send the browser’s assertion with its ' +
          'auth_session as `passkey` in the body of a factor change (5 minutes, single use).',
        response: {
          200: passkeyChallengeSchema.extend({}).meta({ id: 'PasskeyReauthenticationOptions' }),
          ...errorResponses(401),
        },
      },
    },
    async (request) =>
      fastify.reauthentication.passkeyOptions(
        request.principal!.userId,
        relyingParty(siteOrigin(request)),
      ),
  );

  fastify.post(
    '/api/account/passkeys/options',
    {
      config: { ...enrolment, stepUp: 'passkey_add' },
      schema: {
        tags,
        security,
        summary: 'Start registering a passkey (WebAuthn creation options)',
        description:
          stepUpDescription +
          'The auth_session returned (5 minutes, single use) then registers the passkey.',
        body: stepUpBody,
        response: {
          200: passkeyChallengeSchema.extend({}).meta({ id: 'PasskeyRegistrationOptions' }),
          ...errorResponses(400, 401, 403, 429),
        },
      },
    },
    async (request) => {
      const { auth_session, options } = await fastify.passkeys.registrationOptions(
        request.principal!.userId,
        relyingParty(siteOrigin(request)),
      );
      return { auth_session, authn_params_public_key: options };
    },
  );

  fastify.post(
    '/api/account/passkeys',
    {
      config: enrolment,
      schema: {
        tags,
        security,
        summary: 'Register a passkey with the browser’s answer to the creation options',
        body: passkeyRegistrationSchema.extend({ auth_session: z.string().min(1).max(128) }),
        response: { 201: passkeySchema, ...errorResponses(400, 401, 409) },
      },
    },
    async (request, reply) => {
      const passkey = await fastify.passkeys.register(
        actor(request),
        relyingParty(siteOrigin(request)),
        request.body,
      );
      return reply.code(201).send(passkey);
    },
  );

  fastify.delete(
    '/api/account/passkeys/:id',
    {
      config: { stepUp: 'passkey_remove' },
      schema: {
        tags,
        security,
        summary: 'Remove a passkey',
        description: stepUpDescription,
        params: idParamsSchema,
        body: stepUpBody,
        response: { 204: noContent('Removed'), ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      fastify.passkeys.remove(actor(request), request.params.id, request.stepUp!);
      return reply.code(204).send(null);
    },
  );
};

export default passkeyRoutes;
