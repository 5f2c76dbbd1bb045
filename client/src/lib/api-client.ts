import createClient from 'openapi-fetch';
import type { paths as ApiPaths } from './api-types.gen';

// The one HTTP client of the app, typed from the OpenAPI document the server generates from the
// shared zod schemas (`npm run openapi:generate`). Same origin: the server serves the client, and
// Vite's dev server proxies /api and /auth, so the base URL is empty.
// Only feature chunks import this module, so openapi-fetch never weighs on the first load.
export const api = createClient<ApiPaths>({ baseUrl: '' });

/** One field's problem, as the API reports it in a 400 validation_failed answer. */
export interface ApiIssue {
  path: string;
  message: string;
}

/** The error body every API error answer carries. */
export interface ApiErrorBody {
  error: string;
  message: string;
  issues?: ApiIssue[];
}

/** Thrown by callers that prefer exceptions; carries the HTTP status and the error body. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody | undefined,
  ) {
    super(body?.message ?? `Request failed with status ${status}`);
    this.name = 'ApiError';
  }
}

/** The data of a successful openapi-fetch result; an ApiError (status and body) otherwise. */
export function dataOrThrow<T>(result: { data?: T; error?: unknown; response: Response }): T {
  if (!result.response.ok || result.data === undefined) {
    throw new ApiError(result.response.status, result.error as ApiErrorBody | undefined);
  }
  return result.data;
}
