import type { FastifyRequest } from 'fastify';
import type { StepUp } from '../../../services/auth/step-up';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountSessionListSchema,
  idParamsSchema,
  mfaStatusSchema,
  passkeyRegistrationSchema,
  passkeySchema,
  passwordChangeSchema,
  reauthenticationSchema,
  recoveryCodesSchema,
  totpEnrolmentSchema,
  totpVerifySchema,
} from '@shared/schemas/account';
import { passkeyChallengeSchema } from '@shared/schemas/auth';
import { ACCESS } from '@shared/schemas/roles';
import { relyingParty } from '../../../services/auth/passkeys';
import { errorResponses } from '../../error-responses';
import { siteOrigin } from '../../request-origin';

const security = [{ bearerAuth: [] }];
const tags = ['account'];
const noContent = (description: string) => z.null().meta({ description });
/** Open to a session that must enrol a second factor first: these are how it enrols. */
const enrolment = { duringMfaEnrolment: true };

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

/** The step-up fields, in the body of each route that changes a factor. */
// Nullish: a request without a body is the 403 that asks for the step-up, not a validation error.
const stepUpBody = reauthenticationSchema.nullish();
const stepUpDescription =
  'Needs a step-up in the body: current_password and, when the account has a second factor, ' +
  'a current code (app or recovery code) or a passkey assertion (passkey, from POST ' +
  '/api/account/reauthenticate/passkey); otherwise 403 reauthentication_required. ';

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
  const actor = (request: FastifyRequest) => ({
    ...request.context(),
    userId: request.principal!.userId,
    sessionId: request.principal!.sessionId,
  });

  fastify.post(
    '/api/account/password',
    {
      schema: {
        tags,
        security,
        summary: 'Change the password; every other session of the account ends',
        description:
          'A wrong current_password counts like a failed sign-in: 429 with Retry-After once the ' +
          'account is throttled.',
        body: passwordChangeSchema,
        response: { 204: noContent('Changed'), ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const { current_password, new_password } = request.body;
      await fastify.account.changePassword(actor(request), current_password, new_password);
      return reply.code(204).send(null);
    },
  );

  fastify.get(
    '/api/account/sessions',
    {
      schema: {
        tags,
        security,
        summary: 'The account’s active sessions',
        response: { 200: accountSessionListSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ items: fastify.account.listSessions(actor(request)) }),
  );

  fastify.delete(
    '/api/account/sessions/:id',
    {
      schema: {
        tags,
        security,
        summary: 'End a session: its access and refresh tokens are refused at once',
        params: idParamsSchema,
        response: { 204: noContent('Ended'), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      fastify.account.revokeSession(actor(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  fastify.delete(
    '/api/account/sessions',
    {
      schema: {
        tags,
        security,
        summary: 'Sign out everywhere else: ends every session but this one',
        response: { 204: noContent('Ended'), ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      fastify.account.revokeOtherSessions(actor(request));
      return reply.code(204).send(null);
    },
  );

  fastify.get(
    '/api/account/mfa',
    {
      config: enrolment,
      schema: {
        tags,
        security,
        summary: 'Second factors of the account',
        response: { 200: mfaStatusSchema, ...errorResponses(401) },
      },
    },
    async (request) => fastify.mfa.status(request.principal!.userId),
  );

  fastify.post(
    '/api/account/mfa/totp',
    {
      config: { ...enrolment, stepUp: 'totp_add' },
      schema: {
        tags,
        security,
        summary: 'Start enrolling (or replacing) an authenticator app (TOTP)',
        description:
          stepUpDescription +
          'Not active until POST /api/account/mfa/totp/verify with a first code, within 15 minutes.',
        body: stepUpBody,
        response: { 201: totpEnrolmentSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(fastify.mfa.startTotp(request.principal!.userId)),
  );

  fastify.post(
    '/api/account/mfa/totp/verify',
    {
      config: enrolment,
      schema: {
        tags,
        security,
        summary: 'Activate the authenticator with a first code; returns ten recovery codes',
        body: totpVerifySchema,
        response: { 200: recoveryCodesSchema, ...errorResponses(400, 401, 404, 409, 429) },
      },
    },
    async (request) => ({
      recovery_codes: fastify.mfa.verifyTotp(
        actor(request),
        request.body.factor_id,
        request.body.code,
      ),
    }),
  );

  fastify.delete(
    '/api/account/mfa/totp',
    {
      config: { stepUp: 'totp_remove' },
      schema: {
        tags,
        security,
        summary: 'Remove the authenticator app',
        description: stepUpDescription,
        body: stepUpBody,
        response: { 204: noContent('Removed'), ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      fastify.mfa.removeTotp(actor(request), request.stepUp!);
      return reply.code(204).send(null);
    },
  );

  fastify.post(
    '/api/account/mfa/recovery-codes',
    {
      config: { stepUp: 'recovery_codes' },
      schema: {
        tags,
        security,
        summary: 'Replace the recovery codes with ten new ones (the old ones stop working)',
        description: stepUpDescription,
        body: stepUpBody,
        response: { 200: recoveryCodesSchema, ...errorResponses(400, 401, 403, 409, 429) },
      },
    },
    async (request) => ({
      recovery_codes: fastify.mfa.regenerateRecoveryCodes(actor(request), request.stepUp!),
    }),
  );

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

export default account;
