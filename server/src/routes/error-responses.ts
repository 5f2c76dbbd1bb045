import { errorBodySchema } from '@shared/schemas/errors';

/** Declares the shared error body for the given status codes, for validation and OpenAPI. */
export function errorResponses<const C extends number>(
  ...codes: C[]
): Record<C, typeof errorBodySchema> {
  return Object.fromEntries(codes.map((c) => [c, errorBodySchema])) as Record<
    C,
    typeof errorBodySchema
  >;
}

/**
 * What any route answers besides its own statuses: the shared error body (an unexpected failure
 * is a 500 with it). Declared where a route has no 2XX of its own (a redirect, a route that only
 * refuses), so the document says what comes back.
 */
export const otherResponses = { default: errorBodySchema };

/**
 * A malformed address of the route (a stray `%` in its path): 400 bad_request, answered before
 * the route runs. Declared on the routes that refuse nothing else.
 */
export const malformedAddress = { 400: errorBodySchema };
