import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createAdmin, createTestApp, type TestApp } from '../helpers';

describe('POST /auth/token grant_type=password', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
    await createAdmin(app);
  });
  afterAll(() => app.close());

  const token = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url, payload: payload as string, headers });
  const form = { 'content-type': 'application/x-www-form-urlencoded' };

  it('answers 200 with the RFC 6749 token shape and Cache-Control: no-store (JSON, grant_type in query)', async () => {
    const res = await token('/auth/token?grant_type=password', ADMIN);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body).toEqual({
      access_token: expect.any(String),
      token_type: 'bearer',
      expires_in: 900,
      expires_at: expect.any(Number),
      refresh_token: expect.any(String),
      user: { id: expect.any(String), email: ADMIN.email, role: 'owner', extra_roles: [] },
    });
    const claims = JSON.parse(Buffer.from(body.access_token.split('.')[1], 'base64url').toString());
    expect(Object.keys(claims).sort()).toEqual(['aud', 'exp', 'iat', 'iss', 'jti', 'sid', 'sub']);
    expect(claims.exp - claims.iat).toBe(900);
    expect(claims.exp).toBe(body.expires_at);
    expect(
      JSON.parse(Buffer.from(body.access_token.split('.')[0], 'base64url').toString()).alg,
    ).toBe('HS256');
  });

  it('accepts a form-encoded body with username and grant_type in the body', async () => {
    const body = `grant_type=password&username=${encodeURIComponent(ADMIN.email)}&password=${encodeURIComponent(ADMIN.password)}`;
    const res = await token('/auth/token', body, form);
    expect(res.statusCode).toBe(200);
    expect(res.json().token_type).toBe('bearer');
  });

  it('treats the e-mail case-insensitively', async () => {
    const res = await token('/auth/token?grant_type=password', {
      ...ADMIN,
      email: ADMIN.email.toUpperCase(),
    });
    expect(res.statusCode).toBe(200);
  });

  it('answers the same invalid_grant for a wrong password and an unknown e-mail', async () => {
    const wrong = await token('/auth/token?grant_type=password', {
      ...ADMIN,
      password: 'wrong password!!',
    });
    const unknown = await token('/auth/token?grant_type=password', {
      email: 'nobody@firm.example',
      password: 'whatever12345',
    });
    const expected = {
      error: 'invalid_grant',
      error_description: 'Invalid login credentials',
      message: 'Invalid login credentials',
    };
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual(expected);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual(expected);
    expect(unknown.headers['cache-control']).toBe('no-store');
  });

  it.each([
    ['no grant_type', '/auth/token', { email: ADMIN.email, password: ADMIN.password }],
    ['no password', '/auth/token?grant_type=password', { email: ADMIN.email }],
    ['no e-mail', '/auth/token?grant_type=password', { password: 'x' }],
    ['no refresh_token', '/auth/token?grant_type=refresh_token', {}],
    ['a non-string field', '/auth/token?grant_type=password', { email: 5, password: ['x'] }],
  ])('400 invalid_request with %s', async (_case, url, payload) => {
    const res = await token(url, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: 'invalid_request',
      error_description: expect.any(String),
      message: expect.any(String),
    });
  });

  it('400 invalid_request with no body at all', async () => {
    const res = await app.inject({ method: 'POST', url: '/auth/token?grant_type=password' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('invalid_request');
  });

  it('400 unsupported_grant_type for other grants', async () => {
    for (const grant of ['client_credentials', 'authorization_code', 'implicit']) {
      const res = await token(`/auth/token?grant_type=${grant}`, {});
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        error: 'unsupported_grant_type',
        error_description: expect.any(String),
      });
    }
  });

  it('400 invalid_json, 415 and 413 keep the RFC shape', async () => {
    const bad = await token('/auth/token?grant_type=password', '{"email":', {
      'content-type': 'application/json',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      error: 'invalid_json',
      error_description: expect.any(String),
    });
    const type = await token('/auth/token', 'x', { 'content-type': 'text/plain' });
    expect(type.statusCode).toBe(415);
    const big = await token('/auth/token', JSON.stringify({ password: 'x'.repeat(70 * 1024) }), {
      'content-type': 'application/json',
    });
    expect(big.statusCode).toBe(413);
  });
});

describe('POST /auth/signup', () => {
  it('403 signup_disabled', async () => {
    const app = await createTestApp();
    const res = await app.inject({
      method: 'POST',
      url: '/auth/signup',
      payload: { email: 'a@b.co', password: 'x'.repeat(12) },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'signup_disabled', message: expect.any(String) });
    await app.close();
  });
});
