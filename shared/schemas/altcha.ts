import { z } from 'zod';

/**
 * A proof-of-work challenge (ALTCHA), signed by the server. The browser's widget finds the
 * counter whose derived key starts with `keyPrefix` and sends it back with the form.
 */
export const altchaChallengeSchema = z
  .object({
    parameters: z
      .object({
        algorithm: z.string().meta({ example: 'PBKDF2/SHA-256' }),
        nonce: z.string(),
        salt: z.string(),
        cost: z.number().int(),
        keyLength: z.number().int(),
        keyPrefix: z.string(),
        keySignature: z.string().optional(),
        expiresAt: z.number().int().meta({ description: 'Seconds since the epoch.' }),
      })
      .loose(),
    signature: z.string(),
  })
  .meta({ id: 'AltchaChallenge' });
export type AltchaChallenge = z.infer<typeof altchaChallengeSchema>;
