import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_OPTIONS } from '@shared/schemas/leads';
import { createTestApp, type TestApp } from '../helpers';

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

  it.each(SERVICE_OPTIONS)('accepts the service option %s', async (service) => {
    expect((await post({ ...valid, service_interest: service })).statusCode).toBe(201);
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

  it('400 validation_failed names an unknown service and missing required fields', async () => {
    const res = await post({ name: 'G', email: 'g@example.com', service_interest: 'Plumbing' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('validation_failed');
    expect(
      res
        .json()
        .issues.map((i: { path: string }) => i.path)
        .sort(),
    ).toEqual(['project_details', 'service_interest']);
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
