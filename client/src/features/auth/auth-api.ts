import {
  GRANT_TYPES,
  mfaRequiredSchema,
  passkeyChallengeSchema,
  tokenResponseSchema,
  type MfaRequired,
} from '@shared/schemas/auth';
import type { LoginInput } from '@shared/schemas/auth';
import { api } from '~/lib/api-client';
import { AuthApiError, errorCodeOf, errorMessageOf } from './auth-errors';
import { isRetryableStatus, RetryableError } from './refresh-policy';
import type { Session } from './session-storage';

// The calls of the auth layer: the token grants (password, MFA, passkey, refresh) and logout.
// The browser asks for its refresh token as an HttpOnly cookie scoped to /auth; the refresh
// grant then sends no token in the body and the browser adds the cookie itself.

/** The password was right and the account has a second factor: ask for it. */
export class MfaRequiredError extends Error {
  constructor(readonly challenge: MfaRequired) {
    super(challenge.error_description);
    this.name = 'MfaRequiredError';
  }
}

function toSession(data: unknown): Session {
  const parsed = tokenResponseSchema.safeParse(data);
  if (!parsed.success)
    throw new AuthApiError('The server sent an unexpected answer', 500, 'bad_response');
  return parsed.data;
}

function failure(response: Response, body: unknown): Error {
  if (response.status === 403) {
    const mfa = mfaRequiredSchema.safeParse(body);
    if (mfa.success) return new MfaRequiredError(mfa.data);
  }
  const message = errorMessageOf(body) ?? `Request failed with status ${response.status}`;
  if (isRetryableStatus(response.status)) return new RetryableError(message, response.status);
  return new AuthApiError(message, response.status, errorCodeOf(body));
}

/** Runs a request, turning a network failure into a RetryableError. */
async function send<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    throw new RetryableError(error instanceof Error ? error.message : 'Network error');
  }
}

type GrantBody = Record<string, string | Record<string, unknown>>;

async function grant(grantType: string, body: GrantBody): Promise<Session> {
  const { data, error, response } = await send(() =>
    api.POST('/auth/token', {
      params: { query: { grant_type: grantType } },
      body: { ...body, refresh_token_transport: 'cookie' },
      credentials: 'same-origin',
    }),
  );
  if (!response.ok) throw failure(response, error);
  return toSession(data);
}

export const passwordGrant = (input: LoginInput) =>
  grant(GRANT_TYPES.password, { email: input.email, password: input.password });

export const otpGrant = (mfaToken: string, otp: string) =>
  grant(GRANT_TYPES.mfaOtp, { mfa_token: mfaToken, otp });

export const recoveryCodeGrant = (mfaToken: string, recoveryCode: string) =>
  grant(GRANT_TYPES.mfaRecoveryCode, { mfa_token: mfaToken, recovery_code: recoveryCode });

/** The refresh token is the HttpOnly cookie; nothing secret is sent from script. */
export const refreshGrant = () => grant(GRANT_TYPES.refreshToken, {});

/**
 * Signs in with a passkey: alone, or after the password (mfaToken). The browser's WebAuthn
 * prompt is shown by @simplewebauthn/browser, loaded only when a passkey is used.
 */
export async function passkeyGrant(mfaToken?: string): Promise<Session> {
  const { data, error, response } = await send(() =>
    api.POST('/auth/passkey/challenge', { body: mfaToken ? { mfa_token: mfaToken } : {} }),
  );
  if (!response.ok) throw failure(response, error);
  const challenge = passkeyChallengeSchema.parse(data);
  const { startAuthentication } = await import('@simplewebauthn/browser');
  const assertion = await startAuthentication({
    optionsJSON: challenge.authn_params_public_key as never,
  });
  return grant(GRANT_TYPES.webauthn, {
    auth_session: challenge.auth_session,
    authn_response: assertion as unknown as Record<string, unknown>,
  });
}

export async function logoutCall(accessToken: string): Promise<void> {
  const { error, response } = await send(() =>
    api.POST('/auth/logout', {
      headers: { Authorization: `Bearer ${accessToken}` },
      credentials: 'same-origin',
    }),
  );
  // 401: the session is already gone on the server, which is what signing out wants.
  if (!response.ok && response.status !== 401) throw failure(response, error);
}
