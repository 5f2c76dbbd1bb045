import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_TYPES_PATH, renderApiTypes } from '../../server/src/openapi/render-api-types';
import { createTestApp, type TestApp } from './helpers';

interface Operation {
  operationId?: string;
  security?: unknown;
  'x-roles'?: string[];
}

describe('OpenAPI document and docs page', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it("GET /api/openapi.json describes every route with the schemas' limits", async () => {
    const res = await app.inject({ url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of [
      '/api/contact-submissions',
      '/api/quote-requests',
      '/auth/token',
      '/auth/logout',
      '/auth/user',
      '/auth/signup',
      '/api/setup',
      '/healthz',
    ]) {
      expect(doc.paths).toHaveProperty([path]);
    }
    const contact = doc.components.schemas.NewContactSubmissionInput;
    expect(contact.properties.message.maxLength).toBe(5000);
    expect(contact.properties.name.maxLength).toBe(120);
  });

  it('is OpenAPI 3.1, the dialect of the JSON Schema it holds (type arrays for null)', async () => {
    const doc = (await app.inject({ url: '/api/openapi.json' })).json();
    expect(doc.openapi).toBe('3.1.0');
    expect(JSON.stringify(doc)).not.toContain('"nullable"');
    expect(JSON.stringify(doc)).toContain('"type":["string","null"]');
  });

  it('gives every operation a unique operationId and its security: bearer with roles, else none', async () => {
    const doc = (await app.inject({ url: '/api/openapi.json' })).json();
    const operations = Object.entries(
      doc.paths as Record<string, Record<string, Operation>>,
    ).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({ path, method, op })),
    );
    expect(operations.length).toBeGreaterThan(50);
    const ids = operations.map(({ op }) => op.operationId);
    for (const id of ids) expect(id).toMatch(/^[a-z]+[A-Za-z0-9]*$/);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { path, method, op } of operations) {
      const expected = op['x-roles'] ? [{ bearerAuth: [] }] : [];
      expect(op.security, `${method} ${path}`).toEqual(expected);
    }
    const byRoute = (method: string, path: string) => doc.paths[path][method] as Operation;
    expect(byRoute('post', '/api/quote-requests').security).toEqual([]);
    expect(byRoute('get', '/api/quote-requests').security).toEqual([{ bearerAuth: [] }]);
    expect(byRoute('get', '/api/quote-requests/{id}').operationId).toBe('getApiQuoteRequestsById');
  });

  it('names its server: PUBLIC_ORIGIN, or the address it was served from', async () => {
    const doc = (await app.inject({ url: '/api/openapi.json' })).json();
    expect(doc.servers).toEqual([{ url: '/' }]);
    const public_ = await createTestApp({ publicOrigin: 'https://www.firm.example' });
    const named = (await public_.inject({ url: '/api/openapi.json' })).json();
    await public_.close();
    expect(named.servers).toEqual([{ url: 'https://www.firm.example' }]);
  });

  it('holds only the component schemas its operations use', async () => {
    const doc = (await app.inject({ url: '/api/openapi.json' })).json();
    const text = JSON.stringify(doc.paths);
    const schemas = doc.components.schemas as Record<string, unknown>;
    const referenced = (name: string) =>
      text.includes(`"#/components/schemas/${name}"`) ||
      Object.values(schemas).some((s) =>
        JSON.stringify(s).includes(`"#/components/schemas/${name}"`),
      );
    for (const name of Object.keys(schemas)) expect(referenced(name), name).toBe(true);
    // An answer-only schema has no request twin.
    expect(schemas).toHaveProperty('TokenResponse');
    expect(schemas).not.toHaveProperty('TokenResponseInput');
  });

  it('marks grant_type of the token endpoint required, as the server checks it', async () => {
    const doc = (await app.inject({ url: '/api/openapi.json' })).json();
    const params = doc.paths['/auth/token'].post.parameters as {
      name: string;
      in: string;
      required?: boolean;
    }[];
    expect(params.find((p) => p.name === 'grant_type' && p.in === 'query')?.required).toBe(true);
    // Without it, in the query or the body, the server refuses: the document says so.
    const res = await app.inject({
      method: 'POST',
      url: '/auth/token',
      payload: { email: 'a@b.co', password: 'x' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'invalid_request' });
  });

  it('GET /api/docs serves swagger-ui with its own CSP', async () => {
    const res = await app.inject({ url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("script-src 'self'");
  });

  it('API answers carry nosniff and a CSP that allows no script', async () => {
    const res = await app.inject({ url: '/api/setup' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
  });

  it('no CORS headers for other origins by default', async () => {
    const res = await app.inject({
      url: '/api/setup',
      headers: { origin: 'https://evil.example' },
    });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('CORS_ORIGINS allows the listed origins only', async () => {
    const cors = await createTestApp({ corsOrigins: ['https://admin.firm.example'] });
    const ok = await cors.inject({
      url: '/api/setup',
      headers: { origin: 'https://admin.firm.example' },
    });
    expect(ok.headers['access-control-allow-origin']).toBe('https://admin.firm.example');
    const other = await cors.inject({
      url: '/api/setup',
      headers: { origin: 'https://evil.example' },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    await cors.close();
  });
});

describe(API_TYPES_PATH, () => {
  it('is up to date with the schemas (run `npm run openapi:generate` when this fails)', async () => {
    expect(readFileSync(API_TYPES_PATH, 'utf8')).toBe(await renderApiTypes());
  });
});
