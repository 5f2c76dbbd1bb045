// What the OpenAPI document says beyond the routes' schemas: each operation's id, who may call
// it, and which component schemas it needs. Derived from the route table, so a new route is
// described like every other without writing any of it.

/** The security of an operation: the bearer token, or none for a public one. */
export const BEARER_SECURITY = [{ bearerAuth: [] }];
export const PUBLIC_SECURITY: typeof BEARER_SECURITY = [];

const word = (part: string) => part.charAt(0).toUpperCase() + part.slice(1);

/**
 * A stable, URL-safe id from the method and path: GET /api/quote-requests/:id/timeline ->
 * getApiQuoteRequestsByIdTimeline. Method and path are unique, so the ids are too.
 */
export function operationIdOf(method: string, url: string): string {
  const parts = url
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => {
      const param = /^[:{](\w+)}?$/.exec(segment);
      if (param) return [`By${word(param[1]!)}`];
      return segment
        .split(/[^A-Za-z0-9]+/)
        .filter(Boolean)
        .map(word);
    });
  return method.toLowerCase() + parts.join('');
}

type Doc = { paths?: object; components?: { schemas?: Record<string, unknown> } };

/** The component schemas a value refers to ($ref), one level deep. */
function refsIn(value: unknown, found: Set<string>): void {
  if (Array.isArray(value)) for (const item of value) refsIn(item, found);
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      const ref = key === '$ref' && typeof inner === 'string' ? inner : null;
      if (ref?.startsWith('#/components/schemas/')) found.add(ref.slice(21));
      else refsIn(inner, found);
    }
  }
}

/**
 * The document without the component schemas no operation uses: each shared schema is
 * registered as both its request (…Input) and its answer variant, and most are only one.
 */
export function withoutUnusedSchemas<T extends Doc>(doc: T): T {
  const schemas = doc.components?.schemas;
  if (!schemas) return doc;
  const used = new Set<string>();
  refsIn(doc.paths, used);
  // Schemas refer to others: follow until nothing new turns up.
  for (let pending = [...used]; pending.length > 0;) {
    const next = new Set<string>();
    for (const name of pending) refsIn(schemas[name], next);
    pending = [...next].filter((name) => !used.has(name));
    for (const name of pending) used.add(name);
  }
  const kept = Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name)));
  return { ...doc, components: { ...doc.components, schemas: kept } };
}
