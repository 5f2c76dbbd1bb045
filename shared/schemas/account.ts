import { z } from 'zod';
import { LIMITS } from './fields';
import { passwordField } from './setup';

// The signed-in admin's own account: password, sessions, second factors.

export const passwordChangeSchema = z
  .object({
    current_password: z.string().min(1, 'Current password is required').max(LIMITS.password.max),
    new_password: passwordField,
  })
  .meta({ id: 'PasswordChange' });
export type PasswordChange = z.infer<typeof passwordChangeSchema>;

export const accountSessionSchema = z
  .object({
    id: z.string(),
    created_at: z.iso.datetime(),
    last_used_at: z.iso.datetime(),
    ip: z.string().nullable(),
    user_agent: z.string().nullable(),
    client: z.string().nullable().meta({
      description: 'The browser, system and device read from user_agent: "Chrome on Linux"',
    }),
    current: z.boolean().meta({ description: 'True for the session of this request' }),
  })
  .meta({ id: 'AccountSession' });
export type AccountSession = z.infer<typeof accountSessionSchema>;
export const accountSessionListSchema = z
  .object({ items: z.array(accountSessionSchema) })
  .meta({ id: 'AccountSessionList' });

export const idParamsSchema = z.object({ id: z.string().min(1).max(128) });

/** A six-digit code of an authenticator app. */
export const otpField = z
  .string({ error: 'Code is required' })
  .trim()
  .regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app');

export const totpEnrolmentSchema = z
  .object({
    factor_id: z.string(),
    secret: z.string().meta({ description: 'Base32, for typing into an app by hand' }),
    otpauth_uri: z.string().meta({ description: 'otpauth://totp/... (the QR code encodes it)' }),
  })
  .meta({ id: 'TotpEnrolment' });
export type TotpEnrolment = z.infer<typeof totpEnrolmentSchema>;

export const totpVerifySchema = z
  .object({ factor_id: z.string().min(1).max(128), code: otpField })
  .meta({ id: 'TotpVerify' });

export const recoveryCodesSchema = z
  .object({
    recovery_codes: z
      .array(z.string())
      .meta({ description: 'Ten single-use codes, shown this once; only their hashes are kept' }),
  })
  .meta({ id: 'RecoveryCodes' });
export type RecoveryCodesResult = z.infer<typeof recoveryCodesSchema>;

export const passkeySchema = z
  .object({
    id: z.string(),
    name: z.string(),
    created_at: z.iso.datetime(),
    last_used_at: z.iso.datetime().nullable(),
  })
  .meta({ id: 'Passkey' });
export type Passkey = z.infer<typeof passkeySchema>;

export const mfaStatusSchema = z
  .object({
    totp: z.boolean().meta({ description: 'An authenticator app is enrolled' }),
    passkeys: z.array(passkeySchema),
    recovery_codes_left: z.number().int(),
    required: z.boolean().meta({ description: 'The server requires a second factor of admins' }),
    password: z.boolean().meta({
      description:
        'The account has a password; false for one made through the identity provider, whose ' +
        'step-up is a fresh sign-in there (GET /auth/oidc/login?reauthenticate=1)',
    }),
  })
  .meta({ id: 'MfaStatus' });
export type MfaStatus = z.infer<typeof mfaStatusSchema>;

/** WebAuthn JSON (PublicKeyCredential*JSON); checked by SimpleWebAuthn, not here. */
export const webauthnJsonSchema = z.record(z.string(), z.unknown()).meta({
  description: 'A WebAuthn JSON object as @simplewebauthn/browser produces and consumes it',
});

/**
 * Step-up for changing a second factor (ASVS V7.5.1): the current password and, when the account
 * already has a second factor, a current code of the authenticator app or a recovery code
 * (`code`), or a passkey assertion (`passkey`, from POST /api/account/reauthenticate/passkey).
 * Without them such a request answers 403 reauthentication_required. Optional here, so that a
 * missing field is that 403 rather than a validation error.
 */
export const reauthenticationFields = {
  current_password: z.string().max(LIMITS.password.max).optional().meta({
    description: 'The account’s current password',
  }),
  code: z.string().trim().max(64).optional().meta({
    description: 'A current 6-digit code of the authenticator app, or an unused recovery code',
  }),
  passkey: z
    .object({ auth_session: z.string().min(1).max(128), response: webauthnJsonSchema })
    .optional()
    .meta({ description: 'Instead of a code: the browser’s assertion of one of the passkeys' }),
};
export const reauthenticationSchema = z
  .object(reauthenticationFields)
  .meta({ id: 'Reauthentication' });
export type Reauthentication = z.infer<typeof reauthenticationSchema>;

export const passkeyRegistrationSchema = z
  .object({
    name: z.string().trim().min(1, 'Name is required').max(60).default('Passkey'),
    response: webauthnJsonSchema,
  })
  .meta({ id: 'PasskeyRegistration' });
