import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@shared/schemas/errors';
import { LEAD_KIND_SPECS, LEAD_KINDS } from '@shared/lead-kinds';

/**
 * A signed-in route's roles (its `config.roles`) go into the document as `x-roles`, with the 403
 * that every other role gets: the route's one declaration is also its documentation.
 */
const transform: typeof jsonSchemaTransform = (input) => {
  const roles = input.route.config?.roles;
  if (!roles || !input.schema) return jsonSchemaTransform(input);
  const schema = {
    ...input.schema,
    'x-roles': roles,
    response: { 403: errorBodySchema, ...(input.schema.response as object | undefined) },
  };
  return jsonSchemaTransform({ ...input, schema });
};

/**
 * The OpenAPI document is generated from the routes' zod schemas (the shared contract), served at
 * /api/openapi.json and rendered at /api/docs. The client's types are generated from it.
 */
export default fp(
  async (fastify) => {
    await fastify.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'Site API',
          description: `Leads (${LEAD_KINDS.map((kind) => LEAD_KIND_SPECS[kind].plural.toLowerCase()).join(', ')}), token-grant auth and admin setup.`,
          version: '1.0.0',
        },
        components: {
          securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
      transform,
      transformObject: jsonSchemaTransformObject,
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
    fastify.get('/api/openapi.json', { schema: { hide: true } }, async () => fastify.swagger());
  },
  { name: 'swagger' },
);
