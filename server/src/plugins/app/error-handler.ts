import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorBody, ValidationIssue } from '@shared/schemas/errors';
import { ApiError, notFound } from '../../lib/api-error';

/** Fastify's own client errors, mapped onto the API's stable codes. */
const FASTIFY_CODES: Record<string, { status: number; error: string; message: string }> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    error: 'unsupported_media_type',
    message: 'Send the body as application/json',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    error: 'payload_too_large',
    message: 'The request body is too large',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    error: 'invalid_request',
    message: 'Content-Length does not match the body',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    error: 'invalid_json',
    message: 'The JSON body is empty',
  },
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    error: 'invalid_json',
    message: 'The body is not valid JSON',
  },
};

const STATUS_CODES: Record<number, string> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  406: 'not_acceptable',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
};

function validationIssues(error: FastifyError): ValidationIssue[] {
  if (hasZodFastifySchemaValidationErrors(error)) {
    return error.validation.map((v) => ({
      path: v.instancePath.replace(/^\//, '').replaceAll('/', '.'),
      message: v.message ?? 'Invalid value',
    }));
  }
  return (error.validation ?? []).map((v) => ({
    path: v.instancePath.replace(/^\//, ''),
    message: v.message ?? 'Invalid',
  }));
}

/** Turns any error into the API's error body; everything a caller can cause is a 4xx. */
export function toErrorBody(error: FastifyError | ApiError): {
  status: number;
  body: ErrorBody & Record<string, unknown>;
} {
  if (error instanceof ApiError) {
    return {
      status: error.statusCode,
      body: { error: error.code, message: error.message, ...error.extra },
    };
  }
  if (error.validation) {
    const issues = validationIssues(error);
    const where = issues.map((i) => i.path || error.validationContext || 'body').join(', ');
    return {
      status: 400,
      body: { error: 'validation_failed', message: `Invalid request: ${where}`, issues },
    };
  }
  const known = FASTIFY_CODES[error.code];
  if (known) return { status: known.status, body: { error: known.error, message: known.message } };
  // The JSON parser's SyntaxError, including secure-json-parse refusing __proto__/constructor keys.
  if (
    error instanceof SyntaxError ||
    (error.statusCode === 400 && /JSON|prototype/i.test(error.message))
  ) {
    return { status: 400, body: { error: 'invalid_json', message: 'The body is not valid JSON' } };
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return {
      status,
      body: { error: STATUS_CODES[status] ?? 'bad_request', message: error.message },
    };
  }
  return {
    status: 500,
    body: { error: 'internal_error', message: 'Something went wrong on our side' },
  };
}

export default fp(
  async (fastify) => {
    fastify.setErrorHandler(
      (error: FastifyError | ApiError, request: FastifyRequest, reply: FastifyReply) => {
        const { status, body } = toErrorBody(error);
        if (error instanceof ApiError) reply.headers(error.headers);
        if (status >= 500) request.log.error({ err: error }, 'request failed');
        else
          request.log.info(
            { err: { message: error.message, code: error.code }, status },
            'request rejected',
          );
        // The token endpoint answers every error in RFC 6749's shape (error_description too).
        if (request.routeOptions.url === '/auth/token') {
          if (body.error === 'validation_failed') body.error = 'invalid_request';
          body.error_description ??= body.message;
        }
        return reply.code(status).send(body);
      },
    );

    fastify.setNotFoundHandler((request, reply) => {
      const { status, body } = toErrorBody(
        notFound(`No route ${request.method} ${request.url.split('?')[0]}`),
      );
      return reply.code(status).send(body);
    });
  },
  { name: 'error-handler' },
);
