// The authentication failures the client tells apart: invalid credentials or a
// refused refresh (AuthApiError), a retryable fetch failure (RetryableError, see refresh-policy),
// and a missing session.

/** The API answered with an error: wrong credentials, a refused refresh token, a bad request. */
export class AuthApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
  ) {
    super(message);
    this.name = 'AuthApiError';
  }
}

/** An operation that needs a signed-in user was attempted without one. */
export class SessionMissingError extends Error {
  constructor() {
    super('Auth session missing!');
    this.name = 'SessionMissingError';
  }
}

/** The person-readable message of an error body: RFC 6749 description, else our message. */
export function errorMessageOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { error_description: description, message } = body as Record<string, unknown>;
  if (typeof description === 'string' && description) return description;
  if (typeof message === 'string' && message) return message;
  return undefined;
}

export function errorCodeOf(body: unknown): string {
  if (typeof body === 'object' && body !== null) {
    const code = (body as Record<string, unknown>).error;
    if (typeof code === 'string') return code;
  }
  return 'unknown_error';
}
