import { z } from 'zod';
import { emailField, LIMITS } from './fields';
import { sessionUserSchema } from './auth';

export const setupStatusSchema = z
  .object({ admin_exists: z.boolean() })
  .meta({ id: 'SetupStatus' });
export type SetupStatus = z.infer<typeof setupStatusSchema>;

/**
 * A new password: the length rules every client can check. The server also refuses one that is
 * easy to guess (services/auth/password-policy.ts), which needs dictionaries too big for here.
 */
export const passwordField = z
  .string({ error: 'Password is required' })
  .min(LIMITS.password.min, `Password must be at least ${LIMITS.password.min} characters`)
  .max(LIMITS.password.max, `Password must be at most ${LIMITS.password.max} characters`)
  .refine((v) => v.trim() !== '', 'Password must not be only spaces');

export const setupInputSchema = z
  .object({
    setup_token: z
      .string({ error: 'Setup token is required' })
      .trim()
      .min(1, 'Setup token is required')
      .max(LIMITS.setupToken),
    email: emailField,
    password: passwordField,
  })
  .meta({ id: 'SetupInput' });
export type SetupInput = z.input<typeof setupInputSchema>;

export const setupResultSchema = z.object({ user: sessionUserSchema }).meta({ id: 'SetupResult' });
export type SetupResult = z.infer<typeof setupResultSchema>;
