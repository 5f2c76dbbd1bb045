import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

interface RouteSchemaDef {
  schema: unknown;
  method: string;
  url: string;
  httpStatus?: string;
}

/**
 * A route-level serializer compiler for hot routes: the answers with the given status codes are
 * written by fast-json-stringify, compiled once from the same zod schema (z.toJSONSchema, output
 * side), instead of the zod serializer's parse + JSON.stringify on every reply (a measurable share
 * of a lead POST's CPU time, docs/performance-log.md, section 1). The schema stays the one zod
 * declares for validation, types and OpenAPI; the written JSON is the same (declared properties
 * only). Other statuses keep the zod serializer. Use it only where the handler builds the body
 * itself (no untrusted data to check): fast-json-stringify does not validate formats.
 */
export function fastSerializerFor(...statuses: number[]) {
  const fast = new Set(statuses.map(String));
  return (route: RouteSchemaDef): ((data: unknown) => string) => {
    if (route.httpStatus !== undefined && fast.has(route.httpStatus)) {
      const jsonSchema = z.toJSONSchema(route.schema as z.ZodType, {
        io: 'output',
        target: 'draft-07',
      });
      return fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
    }
    return zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]);
  };
}
