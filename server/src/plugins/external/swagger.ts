import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { keepDocsAnswers } from './docs-answers';
import { errorBodySchema } from '@shared/schemas/errors';
import { LEAD_KIND_SPECS, LEAD_KINDS } from '@shared/lead-kinds';
import {
  BEARER_SECURITY,
  operationIdOf,
  PUBLIC_SECURITY,
  withoutUnusedSchemas,
} from '../../lib/openapi-document';
import { routeRateLimit } from './rate-limit';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Other media types the route's body may come as (its own content-type parser reads each
     * into the body schema's shape), with what the document says of each: e.g. XLIFF beside JSON.
     */
    alsoConsumes?: Record<string, { schema: Record<string, unknown> }>;
  }
}

/**
 * Each operation gets an id from its method and path, and its security from its roles: a
 * signed-in route's roles (its `config.roles`) go into the document as `x-roles`, with the bearer
 * scheme and the 403 that every other role gets; a route without roles is public. The route's one
 * declaration is also its documentation.
 */
const transform: typeof jsonSchemaTransform = (input) => {
  if (!input.schema) return jsonSchemaTransform(input);
  const roles = input.route.config?.roles;
  const method = Array.isArray(input.route.method) ? input.route.method[0]! : input.route.method;
  const schema = {
    operationId: operationIdOf(method, input.url),
    ...input.schema,
    security: roles ? BEARER_SECURITY : PUBLIC_SECURITY,
    ...(roles && {
      'x-roles': roles,
      response: { 403: errorBodySchema, ...(input.schema.response as object | undefined) },
    }),
  };
  const transformed = jsonSchemaTransform({ ...input, schema });
  const also = input.route.config?.alsoConsumes;
  const body = transformed.schema.body as Record<string, unknown> | undefined;
  if (!also || !body) return transformed;
  const content = { 'application/json': { schema: body }, ...also };
  return { ...transformed, schema: { ...transformed.schema, body: { content } } };
};

/**
 * The OpenAPI 3.1 document is generated from the routes' zod schemas (the shared contract), served
 * at /api/openapi.json and rendered at /api/docs. The client's types are generated from it, and
 * `npm run lint:openapi` holds it to Redocly's recommended rules.
 */
export default fp(
  async (fastify) => {
    // Before the docs' routes: it adds its hooks to them as they are registered.
    keepDocsAnswers(fastify);
    await fastify.register(swagger, {
      openapi: {
        // zod writes JSON Schema 2020-12 (type arrays for null, const), which is 3.1's dialect.
        openapi: '3.1.0',
        info: {
          title: 'Site API',
          description: `Leads (${LEAD_KINDS.map((kind) => LEAD_KIND_SPECS[kind].plural.toLowerCase()).join(', ')}), token-grant auth and admin setup.`,
          version: '1.0.0',
        },
        // The address visitors use; without PUBLIC_ORIGIN, wherever the document was served from.
        servers: [{ url: fastify.config.publicOrigin ?? '/' }],
        components: {
          securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
      transform,
      transformObject: (input) => withoutUnusedSchemas(jsonSchemaTransformObject(input)),
    });
    await fastify.register(swaggerUi, {
      routePrefix: '/api/docs',
      // Shows each operation's x-roles.
      uiConfig: { showExtensions: true },
      staticCSP: true,
      // swagger-ui's own policy, tightened: no framing, and no https upgrade on plain-http hosts.
      transformStaticCSP: (header) =>
        header
          .replace("frame-ancestors 'self'", "frame-ancestors 'none'")
          .replace(' upgrade-insecure-requests;', ''),
    });
    fastify.get(
      '/api/openapi.json',
      { config: routeRateLimit(fastify.config, 'reads'), schema: { hide: true } },
      async () => fastify.swagger(),
    );
  },
  { name: 'swagger', dependencies: ['config'] },
);
