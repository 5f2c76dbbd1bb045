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
