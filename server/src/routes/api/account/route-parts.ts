import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { reauthenticationSchema } from '@shared/schemas/account';

// What every /api/account route declares alike.
export const security = [{ bearerAuth: [] }];
export const tags = ['account'];
export const noContent = (description: string) => z.null().meta({ description });
/** Open to a session that must enrol a second factor first: these are how it enrols. */
export const enrolment = { duringMfaEnrolment: true };

/** The step-up fields, in the body of each route that changes a factor. */
// Nullish: a request without a body is the 403 that asks for the step-up, not a validation error.
export const stepUpBody = reauthenticationSchema.nullish();
export const stepUpDescription =
  'Needs a step-up in the body: current_password and, when the account has a second factor, ' +
  'a current code (app or recovery code) or a passkey assertion (passkey, from POST ' +
  '/api/account/reauthenticate/passkey); otherwise 403 reauthentication_required. ';

/** The signed-in admin and their session, as the services take them. */
export const actor = (request: FastifyRequest) => ({
  ...request.context(),
  userId: request.principal!.userId,
  sessionId: request.principal!.sessionId,
});
