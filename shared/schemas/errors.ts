import { z } from 'zod';

/** One problem with one field of a request body, query or params. */
export const validationIssueSchema = z.object({
  path: z.string().meta({ description: 'Dotted path of the field, e.g. "email"' }),
  message: z.string(),
});

/**
 * The body of every error answer of the API. `error` is a stable snake_case code a program can
 * branch on; `message` is for a person. Validation errors add `issues`, one per field.
 */
export const errorBodySchema = z
  .object({
    error: z.string().meta({ example: 'validation_failed' }),
    message: z.string(),
    issues: z.array(validationIssueSchema).optional(),
  })
  .meta({ id: 'Error' });

/**
 * A publish refused because a page of the new content did not render (422 page_render_failed):
 * nothing was published. `field` is the content field to blame when one is found (also in
 * `issues`, as validation names fields).
 */
export const pageRenderFailedSchema = z
  .object({
    error: z.literal('page_render_failed'),
    message: z.string(),
    page: z.string().meta({ description: 'The path of the page, e.g. /blog/crew-day-one' }),
    field: z.string().nullable().meta({ example: 'content.blogPosts.0.content' }),
    issues: z.array(validationIssueSchema),
  })
  .meta({ id: 'PageRenderFailed' });

/**
 * A publish refused because a file field names a file the server does not have (422
 * file_missing: an upload swept since, or a value typed by hand): nothing was published;
 * `issues` names each field.
 */
export const fileMissingSchema = z
  .object({
    error: z.literal('file_missing'),
    message: z.string(),
    issues: z.array(validationIssueSchema),
  })
  .meta({ id: 'FileMissing' });

/** Why a publish of valid content was refused with 422: a page, or a file. */
export const publishUnprocessableSchema = z.union([pageRenderFailedSchema, fileMissingSchema]);

/**
 * Errors of the token endpoint follow RFC 6749 section 5.2 (`error`, `error_description`) and
 * also carry `message`, so every error body of the API has `error` and `message`.
 */
export const oauthErrorSchema = z
  .object({
    error: z.enum([
      'invalid_request',
      'invalid_grant',
      'unsupported_grant_type',
      'rate_limited',
      'validation_failed',
      'mfa_required',
      // SSO_REQUIRED refuses the password (and a passkey alone) for the account's role.
      'sso_required',
      // A session begun through the identity provider that could not be confirmed there yet.
      'temporarily_unavailable',
      // Not RFC 6749 codes, but the token endpoint answers them for a malformed JSON body, a
      // body of another content type and a body over the size limit.
      'invalid_json',
      'unsupported_media_type',
      'payload_too_large',
    ]),
    error_description: z.string(),
    message: z.string(),
  })
  .meta({ id: 'OAuthError' });

export type ErrorBody = z.infer<typeof errorBodySchema>;
export type OAuthError = z.infer<typeof oauthErrorSchema>;
export type ValidationIssue = z.infer<typeof validationIssueSchema>;
