import { z } from 'zod';
import { emailField, LIMITS } from './fields';

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

export const sessionUserSchema = z
  .object({ id: z.string(), email: z.string() })
  .meta({ id: 'SessionUser' });
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const tokenResponseSchema = z
  .object({
    access_token: z.string(),
    token_type: z.literal('bearer'),
    expires_in: z.number().int().meta({ description: 'Seconds until the access token expires' }),
    expires_at: z.number().int().meta({ description: 'Unix time (seconds) of expiry' }),
    refresh_token: z.string(),
    user: sessionUserSchema,
  })
  .meta({ id: 'TokenResponse' });
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

export const userSchema = z
  .object({ id: z.string(), email: z.string(), created_at: z.iso.datetime() })
  .meta({ id: 'User' });
export type User = z.infer<typeof userSchema>;
