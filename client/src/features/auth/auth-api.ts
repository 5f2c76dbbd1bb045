import { tokenResponseSchema } from '@shared/schemas/auth';
import type { LoginInput } from '@shared/schemas/auth';
import { api } from '~/lib/api-client';
import { AuthApiError, errorCodeOf, errorMessageOf } from './auth-errors';
import { isRetryableStatus, RetryableError } from './refresh-policy';
import type { Session } from './session-storage';

// The calls of the auth layer (OAuth2-style /auth/token and /auth/logout): password grant, refresh grant, logout.

function toSession(data: unknown): Session {
  const parsed = tokenResponseSchema.safeParse(data);
  if (!parsed.success)
    throw new AuthApiError('The server sent an unexpected answer', 500, 'bad_response');
  return parsed.data;
}

function failure(response: Response, body: unknown): Error {
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

export async function passwordGrant(input: LoginInput): Promise<Session> {
  const { data, error, response } = await send(() =>
    api.POST('/auth/token', { params: { query: { grant_type: 'password' } }, body: input }),
  );
  if (!response.ok) throw failure(response, error);
  return toSession(data);
}

export async function refreshGrant(refreshToken: string): Promise<Session> {
  const { data, error, response } = await send(() =>
    api.POST('/auth/token', {
      params: { query: { grant_type: 'refresh_token' } },
      body: { refresh_token: refreshToken },
    }),
  );
  if (!response.ok) throw failure(response, error);
  return toSession(data);
}

export async function logoutCall(accessToken: string): Promise<void> {
  const { error, response } = await send(() =>
    api.POST('/auth/logout', { headers: { Authorization: `Bearer ${accessToken}` } }),
  );
  // 401: the session is already gone on the server, which is what signing out wants.
  if (!response.ok && response.status !== 401) throw failure(response, error);
}
