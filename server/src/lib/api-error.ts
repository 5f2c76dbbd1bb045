/**
 * An error with a stable `error` code (the snake_case catalogue of the API) and an HTTP status.
 * `extra` adds fields to the body, e.g. RFC 6749's `error_description` on the token endpoint;
 * `headers` are sent with it (e.g. Retry-After).
 */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const notFound = (message = 'Not found') => new ApiError(404, 'not_found', message);
export const conflict = (code: string, message: string) => new ApiError(409, code, message);
export const unauthorized = (message = 'Authentication required') =>
  new ApiError(401, 'unauthorized', message);

/** RFC 6749 section 5.2 error, carrying `message` too so every error body has the same core. */
export const oauthError = (code: string, description: string, statusCode = 400) =>
  new ApiError(statusCode, code, description, { error_description: description });
