import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultSiteData } from '@shared/site-content/defaults';
import { bearer, createAdmin, createTestApp, login, type TestApp } from '../helpers';

const valid = {
  name: 'Grace Hopper',
  company_name: 'Navy Labs',
  email: 'grace@example.com',
  phone: '+1 555 0100',
  service_interest: 'Fiber Optics & LAN/WAN',
  project_details: 'Campus backbone, 12 buildings.',
};

describe('POST /api/quote-requests', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  const post = (payload: unknown, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: '/api/quote-requests', payload: payload as string, headers });
  const rowById = (id: string) =>
    app.db.sqlite.prepare('SELECT * FROM quote_requests WHERE id = ?').get(id) as Record<
      string,
      unknown
    >;

  it('stores the request and answers 201 { id, created_at }', async () => {
    const res = await post(valid);
    expect(res.statusCode).toBe(201);
    expect(rowById(res.json().id)).toMatchObject({ ...valid, status: 'new' });
  });

  it.each([...defaultSiteData.services.map((s) => s.title), 'Other'])(
    'accepts the published service %s (and Other)',
    async (service) => {
      expect((await post({ ...valid, service_interest: service })).statusCode).toBe(201);
    },
  );

  it('400 validation_failed for a service that is not published, naming the choices', async () => {
    const res = await post({ ...valid, service_interest: 'Plumbing' });
    expect(res.statusCode).toBe(400);
    const message = `Choose a service of interest: ${defaultSiteData.services.map((s) => s.title).join(', ')} or Other`;
    expect(res.json()).toEqual({
      error: 'validation_failed',
      message,
      issues: [{ path: 'service_interest', message }],
    });
  });

  it('stores empty or missing optional fields as null', async () => {
    const empty = await post({ ...valid, company_name: '', phone: '   ' });
    expect(rowById(empty.json().id)).toMatchObject({ company_name: null, phone: null });
    const { company_name: _c, phone: _p, ...required } = valid;
    const missing = await post(required);
    expect(rowById(missing.json().id)).toMatchObject({ company_name: null, phone: null });
  });

  it('stores a filled honeypot as spam', async () => {
    const res = await post({ ...valid, website: 'x' });
    expect(res.statusCode).toBe(201);
    expect(rowById(res.json().id).status).toBe('spam');
  });

  it('400 validation_failed names the missing required fields', async () => {
    const res = await post({ name: 'G', email: 'g@example.com' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('validation_failed');
    expect(res.json().issues).toEqual([
      { path: 'service_interest', message: 'Choose a service of interest' },
      { path: 'project_details', message: 'Project details are required' },
    ]);
  });

  it('400 validation_failed for a too-long optional field', async () => {
    const res = await post({ ...valid, phone: '1'.repeat(41) });
    expect(res.json().issues[0].path).toBe('phone');
  });

  it('400 invalid_json, 415 unsupported_media_type, 413 payload_too_large', async () => {
    expect((await post('{', { 'content-type': 'application/json' })).json().error).toBe(
      'invalid_json',
    );
    expect(
      (await post('a=b', { 'content-type': 'application/x-www-form-urlencoded' })).statusCode,
    ).toBe(415);
    const big = await post(JSON.stringify({ ...valid, project_details: 'x'.repeat(65 * 1024) }), {
      'content-type': 'application/json',
    });
    expect(big.statusCode).toBe(413);
  });
});

describe('the service of interest follows the published services', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('accepts a new service once published, and no longer a removed one', async () => {
    await createAdmin(app);
    const [first, ...rest] = defaultSiteData.services;
    const added = { ...first!, id: 99, slug: 'private-lte', title: 'Private LTE' };
    const res = await app.inject({
      method: 'PUT',
      url: '/api/site-content',
      headers: bearer((await login(app)).access_token),
      payload: { content: { ...defaultSiteData, services: [...rest, added] }, base_version: 0 },
    });
    expect(res.statusCode).toBe(201);
    const post = (service_interest: string) =>
      app.inject({
        method: 'POST',
        url: '/api/quote-requests',
        payload: { ...valid, service_interest },
      });
    expect((await post('Private LTE')).statusCode).toBe(201);
    const removed = await post(first!.title);
    expect(removed.statusCode).toBe(400);
    expect(removed.json().message).toContain('Private LTE or Other');
  });

  it('the API document says which values it takes', async () => {
    const doc = (await app.inject({ url: '/api/openapi.json' })).json();
    const field = doc.components.schemas.NewQuoteRequestInput.properties.service_interest;
    expect(field.type).toBe('string');
    expect(field.description).toContain('published services');
    expect(field.description).toContain('"Other"');
  });
});
