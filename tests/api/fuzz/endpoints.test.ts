/**
 * Bad-input fuzzing of every public and auth endpoint (fast-check, seeded): random JSON shapes,
 * huge and deeply nested values, invalid unicode, prototype-pollution keys, wrong and missing
 * content types, form junk, junk query strings and junk/forged/`alg: none` tokens. Never a 5xx,
 * always the documented error body, and /healthz still ok afterwards. FUZZ_SEED=<n> replays a
 * run; fast-check prints the seed and path of a failure.
 */
import { createHmac } from 'node:crypto';
import { connect } from 'node:net';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createTestApp, login, TEST_JWT_SECRET, type TestApp } from '../helpers';

const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 1_000_000);
const RUNS = Number(process.env.FUZZ_RUNS ?? 150);
const ID = '00000000-0000-4000-8000-000000000000';

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
function jwt(header: object, claims: object, secret: string | null): string {
  const head = `${b64(header)}.${b64(claims)}`;
  const sig = secret === null ? '' : createHmac('sha256', secret).update(head).digest('base64url');
  return `${head}.${sig}`;
}

const ENDPOINTS: { method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE'; url: string }[] = [
  { method: 'POST', url: '/api/contact-submissions' },
  { method: 'POST', url: '/api/quote-requests' },
  { method: 'POST', url: '/api/setup' },
  { method: 'GET', url: '/api/setup' },
  { method: 'POST', url: '/auth/token?grant_type=password' },
  { method: 'POST', url: '/auth/token?grant_type=refresh_token' },
  { method: 'POST', url: '/auth/token' },
  { method: 'POST', url: '/auth/logout' },
  { method: 'GET', url: '/auth/user' },
  { method: 'POST', url: '/auth/signup' },
  { method: 'GET', url: '/api/contact-submissions' },
  { method: 'GET', url: '/api/quote-requests' },
  { method: 'GET', url: '/api/contact-submissions.csv' },
  { method: 'GET', url: '/api/quote-requests.csv' },
  { method: 'PATCH', url: `/api/contact-submissions/${ID}` },
  { method: 'PATCH', url: `/api/quote-requests/${ID}` },
  { method: 'DELETE', url: `/api/contact-submissions/${ID}` },
  { method: 'DELETE', url: `/api/quote-requests/${ID}` },
  { method: 'POST', url: `/api/contact-submissions/${ID}/notification` },
  { method: 'POST', url: `/api/quote-requests/${ID}/notification` },
  { method: 'GET', url: `/api/contact-submissions/${ID}` },
  { method: 'POST', url: '/auth/token?grant_type=http://auth0.com/oauth/grant-type/mfa-otp' },
  {
    method: 'POST',
    url: '/auth/token?grant_type=http://auth0.com/oauth/grant-type/mfa-recovery-code',
  },
  { method: 'POST', url: '/auth/token?grant_type=urn:okta:params:oauth:grant-type:webauthn' },
  { method: 'POST', url: '/auth/passkey/challenge' },
  { method: 'POST', url: '/api/account/password' },
  { method: 'GET', url: '/api/account/sessions' },
  { method: 'DELETE', url: `/api/account/sessions/${ID}` },
  { method: 'GET', url: '/api/account/mfa' },
  { method: 'POST', url: '/api/account/mfa/totp/verify' },
  { method: 'POST', url: '/api/account/passkeys' },
  { method: 'DELETE', url: `/api/account/passkeys/${ID}` },
  { method: 'GET', url: '/api/admin/users' },
  { method: 'POST', url: '/api/admin/invitations' },
  { method: 'POST', url: `/api/admin/users/${ID}/disable` },
  { method: 'PATCH', url: `/api/admin/users/${ID}` },
  { method: 'GET', url: '/api/admin/invitations' },
  { method: 'GET', url: '/api/admin/audit-events' },
  { method: 'POST', url: '/api/invitations/accept' },
  { method: 'POST', url: '/api/invitations/status' },
  { method: 'POST', url: `/api/contact-submissions/${ID}/notification?channel=webhook` },
  { method: 'GET', url: '/api/contact-submissions?q=fiber&from=2030-01-01&to=2030-01-31' },
  { method: 'GET', url: '/api/quote-requests.csv?q=a&utm_campaign=x' },
  { method: 'GET', url: '/api/admin/lead-stats' },
  { method: 'GET', url: '/api/admin/lead-stats?days=90' },
  { method: 'POST', url: '/api/admin/data-subject/export' },
  { method: 'POST', url: '/api/admin/data-subject/erase' },
  { method: 'GET', url: '/api/site-content' },
  { method: 'PUT', url: '/api/site-content' },
  { method: 'GET', url: '/api/site-content/versions' },
  { method: 'GET', url: '/api/site-content/versions/1' },
  { method: 'POST', url: '/api/site-content/versions/1/restore' },
  { method: 'POST', url: '/api/media' },
  { method: 'GET', url: `/media/${'a'.repeat(32)}-10x10.webp` },
  // The intake: applications (multipart with a CV), attachments, acknowledgement texts.
  { method: 'POST', url: '/api/job-applications' },
  { method: 'GET', url: '/api/job-applications' },
  { method: 'GET', url: '/api/job-applications.csv?q=J-2030-0001' },
  { method: 'GET', url: `/api/job-applications/${ID}` },
  { method: 'PATCH', url: `/api/job-applications/${ID}` },
  { method: 'DELETE', url: `/api/job-applications/${ID}` },
  { method: 'POST', url: `/api/job-applications/${ID}/notes` },
  { method: 'GET', url: `/api/job-applications/${ID}/timeline` },
  { method: 'GET', url: `/api/attachments/${ID}` },
  { method: 'GET', url: '/api/attachments/..%2F..%2Fsite.db' },
  { method: 'GET', url: '/api/admin/acknowledgement' },
  { method: 'PUT', url: '/api/admin/acknowledgement' },
];

const protoKeys = fc.constantFrom(
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '{"name":"a","email":"a@b.co","message":"m","__proto__":{"status":"handled"}}',
  '{"email":"a@b.co","password":"x","constructor":{"prototype":{"isAdmin":true}}}',
);
const invalidUnicode = fc.constantFrom(
  Buffer.from([0x7b, 0x22, 0x6e, 0x22, 0x3a, 0x22, 0xc0, 0xaf, 0x22, 0x7d]), // overlong '/'
  Buffer.from([0x7b, 0x22, 0x6e, 0x22, 0x3a, 0x22, 0xed, 0xa0, 0x80, 0x22, 0x7d]), // CESU surrogate
  Buffer.from([0xff, 0xfe, 0xfd]),
  Buffer.from('{"name":"\\ud800","email":"a@b.co","message":"\\udfff lone"}'),
  Buffer.from('{"email":"\\ud800@b.co","password":"\\udc00\\udc00\\udc00\\udc00\\udc00\\udc00"}'),
);
const deep = fc
  .tuple(fc.integer({ min: 1, max: 30_000 }), fc.constantFrom('[', '{"a":'))
  .map(([n, open]) => open.repeat(n) + '1' + (open === '[' ? ']' : '}').repeat(n));
const huge = fc
  .integer({ min: 1_000, max: 200_000 })
  .map((n) => JSON.stringify({ name: 'x'.repeat(n), email: 'a@b.co', message: 'y'.repeat(n) }));
const formJunk = fc
  .array(fc.tuple(fc.string(), fc.string()), { maxLength: 6 })
  .map((pairs) =>
    pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&'),
  );
/**
 * A multipart/form-data body with boundary `x` (the content type below names it): random fields
 * and files, random names (paths, control characters, very long), random bytes, sometimes cut
 * off before its end.
 */
const multipartJunk = fc
  .tuple(
    fc.array(
      fc.tuple(
        fc.constantFrom('name', 'email', 'opening', 'cv', 'attachments', 'time_to_submit_ms', 'x'),
        fc.oneof(
          fc.string(),
          fc.constant('../../etc/passwd'),
          fc.string({ minLength: 300, maxLength: 1200 }),
        ),
        fc.option(
          fc.oneof(fc.string(), fc.constant('..\\..\\boot.ini'), fc.constant('a\u0000b.pdf')),
        ),
        fc.uint8Array({ maxLength: 5000 }),
      ),
      { maxLength: 8 },
    ),
    fc.boolean(),
  )
  .map(([parts, complete]) => {
    const chunks = parts.map(([field, value, filename, bytes]) =>
      Buffer.concat([
        Buffer.from(
          `--x\r\nContent-Disposition: form-data; name="${field}"` +
            (filename === null ? '' : `; filename="${filename}"`) +
            '\r\n\r\n',
        ),
        filename === null ? Buffer.from(value) : Buffer.from(bytes),
        Buffer.from('\r\n'),
      ]),
    );
    return Buffer.concat([...chunks, Buffer.from(complete ? '--x--\r\n' : '--x')]);
  });

const body = fc.oneof(
  multipartJunk,
  fc.jsonValue().map((v) => JSON.stringify(v)),
  fc
    .record(
      {
        name: fc.jsonValue(),
        email: fc.oneof(fc.emailAddress(), fc.jsonValue()),
        message: fc.jsonValue(),
        password: fc.oneof(fc.string(), fc.jsonValue()),
        grant_type: fc.oneof(fc.constantFrom('password', 'refresh_token'), fc.string()),
        refresh_token: fc.jsonValue(),
        status: fc.oneof(fc.constantFrom('new', 'handled', 'spam'), fc.jsonValue()),
        setup_token: fc.string(),
        service_interest: fc.string(),
        project_details: fc.jsonValue(),
      },
      { requiredKeys: [] },
    )
    .map((v) => JSON.stringify(v)),
  fc.string({ unit: 'binary' }),
  protoKeys,
  invalidUnicode,
  deep,
  huge,
  formJunk,
  fc.constant(''),
  fc.constant(undefined),
);
const contentType = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=latin1',
  'application/x-www-form-urlencoded',
  'text/plain',
  'multipart/form-data; boundary=x',
  'application/xml',
  '*/*',
  'junk',
  undefined,
);
const query = fc.oneof(
  fc.constant(''),
  fc.string().map((s) => encodeURIComponent(s)),
  fc
    .array(
      fc.tuple(
        fc.constantFrom('limit', 'offset', 'status', 'grant_type', 'x', 'q', 'from', 'to', 'days'),
        fc.string(),
      ),
    )
    .map((q) => q.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&')),
  fc.constantFrom(
    'limit=-1',
    'limit=1e309',
    'offset=NaN',
    'limit[]=1',
    '__proto__[x]=1',
    '%',
    '%E0%A4%A',
  ),
);

describe(`fuzzing the API (seed ${SEED}, replay with FUZZ_SEED=${SEED})`, () => {
  let app: TestApp;
  let valid: string;
  let authorization: fc.Arbitrary<string | undefined>;

  beforeAll(async () => {
    app = await createTestApp();
    await createAdmin(app);
    valid = (await login(app)).access_token;
    const now = Math.floor(Date.now() / 1000);
    const claims = { sub: 'someone', sid: 'some-session', iat: now, exp: now + 600 };
    authorization = fc.oneof(
      fc.constant(undefined),
      fc.constant(`Bearer ${valid}`),
      fc.string().map((s) => `Bearer ${s}`),
      fc.string(),
      fc.constant(`Bearer ${jwt({ alg: 'none', typ: 'JWT' }, claims, null)}`),
      fc.constant(`Bearer ${jwt({ alg: 'HS256', typ: 'JWT' }, claims, 'wrong secret')}`),
      fc.constant(`Bearer ${jwt({ alg: 'HS512', typ: 'JWT' }, claims, TEST_JWT_SECRET)}`),
      fc.constant(
        `Bearer ${jwt({ alg: 'HS256', typ: 'JWT' }, { ...claims, exp: 1 }, TEST_JWT_SECRET)}`,
      ),
      fc.constant(`Bearer ${jwt({ alg: 'HS256' }, { sub: { $ne: 1 }, sid: [] }, TEST_JWT_SECRET)}`),
      fc.constant(`Basic ${Buffer.from('admin:admin').toString('base64')}`),
    );
  });
  afterAll(() => app.close());

  it('never answers a 5xx, and every 4xx has the documented error body', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ENDPOINTS),
        body,
        contentType,
        query,
        fc.constant(null).chain(() => authorization),
        async (endpoint, payload, type, q, auth) => {
          const sep = endpoint.url.includes('?') ? '&' : '?';
          const headers: Record<string, string> = {};
          if (type) headers['content-type'] = type;
          if (auth) headers.authorization = auth;
          const res = await app.inject({
            method: endpoint.method,
            url: q ? `${endpoint.url}${sep}${q}` : endpoint.url,
            headers,
            ...(payload === undefined ? {} : { payload }),
          });
          const where = `${endpoint.method} ${endpoint.url} -> ${res.statusCode} ${res.body.slice(0, 300)}`;
          expect(res.statusCode, where).toBeLessThan(500);
          if (res.statusCode >= 400) {
            const json = res.json<Record<string, unknown>>();
            expect(typeof json.error, where).toBe('string');
            expect(typeof json.message, where).toBe('string');
            if (endpoint.url.startsWith('/auth/token'))
              expect(typeof json.error_description, where).toBe('string');
          }
          expect(({} as Record<string, unknown>).polluted).toBeUndefined();
        },
      ),
      { seed: SEED, numRuns: RUNS * ENDPOINTS.length, verbose: 1 },
    );
    const health = await app.inject({ method: 'GET', url: '/healthz' });
    expect(health.json()).toEqual({ status: 'ok' });
  }, 180_000);

  it('answers raw malformed requests on a real socket instead of dropping the connection', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const raw = (request: Buffer) =>
      new Promise<string>((done, fail) => {
        // Written, not ended: a half-closed socket is not a client waiting for an answer.
        const socket = connect(port, '127.0.0.1', () => socket.write(request));
        const chunks: Buffer[] = [];
        socket.on('data', (c: Buffer) => chunks.push(c));
        socket.on('error', fail);
        socket.on('close', () => done(Buffer.concat(chunks).toString('latin1')));
      });
    const post = (path: string, type: string, bodyBytes: Buffer) =>
      Buffer.concat([
        Buffer.from(
          `POST ${path} HTTP/1.1\r\nHost: x\r\nContent-Type: ${type}\r\n` +
            `Content-Length: ${bodyBytes.length}\r\nConnection: close\r\n\r\n`,
        ),
        bodyBytes,
      ]);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(
          '/api/contact-submissions',
          '/auth/token?grant_type=password',
          '/api/setup',
        ),
        fc.oneof(
          invalidUnicode,
          fc.uint8Array({ maxLength: 300 }).map((a) => Buffer.from(a)),
        ),
        fc.constantFrom('application/json', 'application/x-www-form-urlencoded'),
        async (path, bytes, type) => {
          const answer = await raw(post(path, type, bytes));
          const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1]);
          expect(status, answer.slice(0, 200)).toBeGreaterThanOrEqual(200);
          expect(status, answer.slice(0, 200)).toBeLessThan(500);
        },
      ),
      { seed: SEED, numRuns: 60 },
    );
    // A request line with invalid bytes and a lying Content-Length still get an answer.
    for (const request of [
      Buffer.from('GET /api/\xff\xfe HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n', 'latin1'),
      Buffer.from(
        'POST /api/contact-submissions HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
          'Content-Length: 5\r\nConnection: close\r\n\r\n{"a":1,"b":2}',
      ),
    ]) {
      const answer = await raw(request);
      expect(answer, JSON.stringify(answer)).toMatch(/^HTTP\/1\.1 4\d\d/);
    }
    const health = await app.inject({ method: 'GET', url: '/healthz' });
    expect(health.json()).toEqual({ status: 'ok' });
  }, 30_000);
});
