import { z } from 'zod';
import { mfaRequiredSchema } from './auth';

// Signing in through the firm's identity provider (OpenID Connect).

/** GET /api/auth/providers: what the login page offers besides the password. */
export const authProvidersSchema = z
  .object({
    oidc: z
      .object({
        display_name: z.string().meta({ description: 'The button says "Sign in with <name>"' }),
      })
      .nullable()
      .meta({ description: 'Null when no identity provider is configured' }),
  })
  .meta({ id: 'AuthProviders' });
export type AuthProviders = z.infer<typeof authProvidersSchema>;

/** Where a sign-in through the provider may lead back to: a path of the admin area only. */
export const adminReturnPathSchema = z
  .string()
  .max(512)
  .regex(/^\/admin(\/[\w\-/]*)?$/, 'must be a path of the admin area');

/** GET /auth/oidc/login: where to go once signed in, and a fresh sign-in for a step-up. */
export const oidcLoginQuerySchema = z.object({
  return_to: adminReturnPathSchema
    .optional()
    .meta({ description: 'A path of the admin area to open once signed in (/admin by default)' }),
  reauthenticate: z
    .enum(['1'])
    .optional()
    .meta({
      description:
        '1: the provider asks for the credentials again (max_age=0); a sign-in within the last ' +
        '10 minutes confirms a change of sign-in factors on an account without a password',
    }),
});

/** Why a sign-in through the provider was refused; each reason has a message for the person. */
export const OIDC_REFUSALS = [
  'login_expired',
  'provider_error',
  'provider_unavailable',
  'state_mismatch',
  'issuer_mismatch',
  'code_rejected',
  'id_token_invalid',
  'email_not_verified',
  'email_not_ascii',
  'not_invited',
  'no_role',
  'account_disabled',
  'identity_mismatch',
  'last_active_owner',
] as const;
export type OidcRefusal = (typeof OIDC_REFUSALS)[number];

/**
 * The callback ends on the login page (a 302 to /login) and leaves its outcome there in a
 * short-lived cookie the page reads once: signed in (the refresh cookie is set), the second
 * factor of this site to ask for, or a refusal with its message.
 */
export const OIDC_OUTCOME_COOKIE = 'oidc_outcome';
export const oidcOutcomeSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('signed_in'), return_to: z.string().nullable() }),
  z.object({
    status: z.literal('mfa_required'),
    return_to: z.string().nullable(),
    challenge: mfaRequiredSchema,
  }),
  z.object({ status: z.literal('refused'), reason: z.enum(OIDC_REFUSALS), message: z.string() }),
]);
export type OidcOutcome = z.infer<typeof oidcOutcomeSchema>;
