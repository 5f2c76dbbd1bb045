import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  mfaStatusSchema,
  recoveryCodesSchema,
  totpEnrolmentSchema,
  totpVerifySchema,
} from '@shared/schemas/account';
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

/** The authenticator app (TOTP) and the recovery codes. */
const mfaRoutes: FastifyPluginAsyncZod = async (fastify) => {
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
};

export default mfaRoutes;
