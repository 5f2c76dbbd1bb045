import { describe, expect, it } from 'vitest';
import { operationIdOf, withoutUnusedSchemas } from './openapi-document';

describe('operationIdOf', () => {
  it('reads method and path as one camel-case word, parameters as By<Name>', () => {
    expect(operationIdOf('GET', '/api/quote-requests/:id/timeline')).toBe(
      'getApiQuoteRequestsByIdTimeline',
    );
    expect(operationIdOf('POST', '/api/site-content/versions/{version}/restore')).toBe(
      'postApiSiteContentVersionsByVersionRestore',
    );
    expect(operationIdOf('GET', '/api/contact-submissions.csv')).toBe(
      'getApiContactSubmissionsCsv',
    );
    expect(operationIdOf('GET', '/healthz')).toBe('getHealthz');
  });
});

describe('withoutUnusedSchemas', () => {
  it('keeps the schemas the operations use, directly or through another schema', () => {
    const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
    const doc = {
      paths: {
        '/a': { get: { responses: { 200: { content: { 'application/json': ref('A') } } } } },
      },
      components: {
        schemas: { A: { properties: { b: ref('B') } }, B: { items: ref('C') }, C: {}, D: ref('C') },
        securitySchemes: { bearerAuth: {} },
      },
    };
    const pruned = withoutUnusedSchemas(doc);
    expect(Object.keys(pruned.components.schemas)).toEqual(['A', 'B', 'C']);
    expect(pruned.components.securitySchemes).toEqual({ bearerAuth: {} });
  });
});
