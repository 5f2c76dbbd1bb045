import { z } from 'zod';
import { emailField, LIMITS } from './fields';
import { heldSchema, roleSchema } from '../vocabularies/roles';

/** The sign-in form: what a person must type before the client asks for a token. */
export const loginInputSchema = z.object({
  email: emailField,
  password: z.string().min(1, 'Password is required').max(LIMITS.password.max),
});
export type LoginInput = z.infer<typeof loginInputSchema>;

/**
 * Body of POST /auth/token (JSON or application/x-www-form-urlencoded), after RFC 6749 4.3 and
 * 6. Deliberately loose: the endpoint itself answers missing or wrong fields with the RFC's
 * `invalid_request` / `unsupported_grant_type` errors rather than a generic validation error.
 * `grant_type` may also be given in the query string.
 */
export const tokenRequestSchema = z
  .object({
    grant_type: z.string().max(64).optional(),
    email: z.string().max(LIMITS.email).optional(),
    username: z
      .string()
      .max(LIMITS.email)
      .optional()
      .meta({ description: 'RFC 6749 name for email' }),
    password: z.string().max(LIMITS.password.max).optional(),
    refresh_token: z.string().max(512).optional(),
    mfa_token: z.string().max(128).optional().meta({ description: 'From a 403 mfa_required' }),
    otp: z.string().max(16).optional().meta({ description: 'For the mfa-otp grant' }),
    recovery_code: z.string().max(64).optional().meta({ description: 'For mfa-recovery-code' }),
    auth_session: z.string().max(128).optional().meta({ description: 'For the webauthn grant' }),
    authn_response: z
      .union([z.string().max(16_384), z.record(z.string(), z.unknown())])
      .optional()
      .meta({ description: 'The WebAuthn assertion (JSON, or a JSON string in a form body)' }),
    refresh_token_transport: z
      .enum(['body', 'cookie'])
      .optional()
      .meta({
        description:
          'cookie: the refresh token is set as an HttpOnly cookie scoped to /auth instead of ' +
          'returned in the body (browsers). The refresh grant then reads it from that cookie.',
      }),
  })
  .meta({ id: 'TokenRequest' });
/**
 * grant_type is required: in the query (as documented) or, as RFC 6749 clients send it, in the
 * body; the server moves a body value to the query before validation.
 */
export const tokenQuerySchema = z.object({
  grant_type: z
    .string()
    .min(1)
    .max(64)
    .meta({ description: 'password or refresh_token (may be sent in the body instead)' }),
});

/** Auth0's MFA grants and Okta's WebAuthn grant, so ordinary OAuth clients can use them. */
export const GRANT_TYPES = {
  password: 'password',
  refreshToken: 'refresh_token',
  mfaOtp: 'http://auth0.com/oauth/grant-type/mfa-otp',
  mfaRecoveryCode: 'http://auth0.com/oauth/grant-type/mfa-recovery-code',
  webauthn: 'urn:okta:params:oauth:grant-type:webauthn',
} as const;

export const sessionUserSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    role: roleSchema.meta({
      description: 'At the time of the grant; the API reads it afresh on every request',
    }),
    extra_roles: z.array(heldSchema).meta({
      description: 'Roles held beside it, at the time of the grant (read afresh like the role)',
    }),
  })
  .meta({ id: 'SessionUser' });
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const tokenResponseSchema = z
  .object({
    access_token: z.string(),
    token_type: z.literal('bearer'),
    expires_in: z.number().int().meta({ description: 'Seconds until the access token expires' }),
    expires_at: z.number().int().meta({ description: 'Unix time (seconds) of expiry' }),
    refresh_token: z
      .string()
      .optional()
      .meta({ description: 'Absent when it was set as a cookie (refresh_token_transport=cookie)' }),
    user: sessionUserSchema,
    mfa_enrolment_required: z
      .boolean()
      .optional()
      .meta({
        description:
          'True when every admin must have a second factor and this one has none: until one is ' +
          'enrolled, the token only opens the account endpoints',
      }),
  })
  .meta({ id: 'TokenResponse' });

/** 403 of a password grant for an account with a second factor (Auth0's shape). */
export const mfaRequiredSchema = z
  .object({
    error: z.literal('mfa_required'),
    error_description: z.string(),
    message: z.string(),
    mfa_token: z.string().meta({ description: 'Single use, valid 5 minutes' }),
    factors: z.array(z.enum(['otp', 'recovery-code', 'webauthn'])),
  })
  .meta({ id: 'MfaRequired' });
export type MfaRequired = z.infer<typeof mfaRequiredSchema>;

/** POST /auth/passkey/challenge: a WebAuthn sign-in, alone or after the password (mfa_token). */
export const passkeyChallengeInputSchema = z
  .object({ mfa_token: z.string().max(128).optional() })
  .meta({ id: 'PasskeyChallengeRequest' });
export const passkeyChallengeSchema = z
  .object({
    auth_session: z.string(),
    authn_params_public_key: z.record(z.string(), z.unknown()),
  })
  .meta({ id: 'PasskeyChallenge' });
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

export const userSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    role: roleSchema,
    extra_roles: z.array(heldSchema),
    created_at: z.iso.datetime(),
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof userSchema>;
