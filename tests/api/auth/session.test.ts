import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createAdmin,
  createTestApp,
  login,
  refresh,
  TEST_JWT_SECRET,
  type TestApp,
  type Tokens,
} from '../helpers';

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
function signHs256(header: object, payload: object, secret: string): string {
  const input = `${b64(header)}.${b64(payload)}`;
  return `${input}.${createHmac('sha256', secret).update(input).digest('base64url')}`;
}

describe('protected routes: GET /auth/user, POST /auth/logout', () => {
  let app: TestApp;
  let tokens: Tokens;
  let claims: { sub: string; sid: string; iat: number; exp: number; iss?: string; aud?: string };
  beforeAll(async () => {
    app = await createTestApp();
    await createAdmin(app);
    tokens = await login(app);
    claims = JSON.parse(Buffer.from(tokens.access_token.split('.')[1]!, 'base64url').toString());
  });
  afterAll(() => app.close());

  const getUser = (headers: Record<string, string> = {}) =>
    app.inject({ url: '/auth/user', headers });

  it('GET /auth/user answers { id, email, role, extra_roles, created_at }', async () => {
    const res = await getUser(bearer(tokens.access_token));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: tokens.user.id,
      email: tokens.user.email,
      role: 'owner',
      extra_roles: [],
      created_at: expect.any(String),
    });
  });

  it.each([
    ['no Authorization header', {}],
    ['a non-Bearer scheme', { authorization: `Basic ${Buffer.from('a:b').toString('base64')}` }],
    ['a garbage token', bearer('abc.def.ghi')],
  ])('401 unauthorized with %s', async (_case, headers) => {
    const res = await getUser(headers);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'unauthorized', message: expect.any(String) });
  });

  it('401 for a token signed with another secret (forged signature)', async () => {
    const forged = signHs256(
      { alg: 'HS256', typ: 'JWT' },
      claims,
      'another-secret-another-secret-123',
    );
    expect((await getUser(bearer(forged))).statusCode).toBe(401);
  });

  it('401 for an alg: none token', async () => {
    const none = `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`;
    expect((await getUser(bearer(none))).statusCode).toBe(401);
  });

  it('401 for an HS512 token even with the right secret (algorithm allow-list)', async () => {
    const input = `${b64({ alg: 'HS512', typ: 'JWT' })}.${b64(claims)}`;
    const token = `${input}.${createHmac('sha512', TEST_JWT_SECRET).update(input).digest('base64url')}`;
    expect((await getUser(bearer(token))).statusCode).toBe(401);
  });

  it('401 for an expired token', async () => {
    const past = Math.floor(Date.now() / 1000) - 3600;
    const expired = signHs256(
      { alg: 'HS256', typ: 'JWT' },
      { ...claims, iat: past - 900, exp: past },
      TEST_JWT_SECRET,
    );
    expect((await getUser(bearer(expired))).statusCode).toBe(401);
  });

  it.each([
    ['without exp (it would never expire)', { exp: undefined }],
    ['without iss', { iss: undefined }],
    ['from another issuer', { iss: 'another-system' }],
    ['for another audience', { aud: 'another-api' }],
  ])('401 for a validly signed token of a live session %s', async (_case, change) => {
    const token = signHs256(
      { alg: 'HS256', typ: 'JWT' },
      { ...claims, ...change },
      TEST_JWT_SECRET,
    );
    expect((await getUser(bearer(token))).statusCode).toBe(401);
  });

  it('the access token names its issuer and audience', () => {
    expect(claims).toMatchObject({ iss: 'site-api', aud: 'site-admin' });
  });

  it('401 for a validly signed token of a session that does not exist', async () => {
    const token = signHs256(
      { alg: 'HS256', typ: 'JWT' },
      { ...claims, sid: 'no-such-session' },
      TEST_JWT_SECRET,
    );
    expect((await getUser(bearer(token))).statusCode).toBe(401);
  });

  it('logout: 204, then the access token is refused at once and the refresh token fails', async () => {
    const session = await login(app);
    expect((await getUser(bearer(session.access_token))).statusCode).toBe(200);
    const res = await app.inject({
      method: 'POST',
      url: '/auth/logout',
      headers: bearer(session.access_token),
    });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await getUser(bearer(session.access_token))).statusCode).toBe(401);
    expect((await refresh(app, session.refresh_token)).statusCode).toBe(400);
    // Other sessions of the same user are untouched.
    expect((await getUser(bearer(tokens.access_token))).statusCode).toBe(200);
  });

  it('logout without a token is 401', async () => {
    expect((await app.inject({ method: 'POST', url: '/auth/logout' })).statusCode).toBe(401);
  });
});
