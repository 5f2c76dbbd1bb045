import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEAD_KIND_SPECS, LEAD_KINDS } from '../../../shared/lead-kinds';
import { createTestApp, type TestApp } from '../helpers';

const valid = { name: 'Ada Lovelace', email: 'ada@example.com', message: 'Please call me back.' };

describe('POST /api/contact-submissions', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  const post = (payload: unknown, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: '/api/contact-submissions',
      payload: payload as string,
      headers,
    });
  const rowById = (id: string) =>
    app.db.sqlite.prepare('SELECT * FROM contact_submissions WHERE id = ?').get(id) as
      Record<string, unknown> | undefined;

  it('stores the message and answers 201 { id, created_at }', async () => {
    const res = await post(valid);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['created_at', 'id', 'reference']);
    expect(body.reference).toMatch(/^C-\d{4}-\d{4,}$/);
    expect(new Date(body.created_at).toISOString()).toBe(body.created_at);
    // The 201 came after the commit: the row is there.
    expect(rowById(body.id)).toMatchObject({
      ...valid,
      status: 'new',
      created_at: body.created_at,
    });
  });

  it('trims fields before storing them', async () => {
    const res = await post({ ...valid, name: '  Ada  ', email: ' ada@example.com ' });
    expect(rowById(res.json().id)).toMatchObject({ name: 'Ada', email: 'ada@example.com' });
  });

  it('answers a filled honeypot like any other submission but stores it as spam', async () => {
    const res = await post({ ...valid, website: 'http://spam.example' });
    expect(res.statusCode).toBe(201);
    expect(rowById(res.json().id)).toMatchObject({ status: 'spam' });
  });

  it('a form an autofilling browser sends within two seconds is a lead, not spam', async () => {
    for (const time_to_submit_ms of [0, 800, 1900]) {
      const res = await post({ ...valid, time_to_submit_ms });
      expect(res.statusCode).toBe(201);
      expect(rowById(res.json().id)).toMatchObject({ status: 'new', spam_reason: null });
    }
  });

  describe("a page of another site posting through a visitor's browser", () => {
    const count = () =>
      app.db.sqlite.prepare('SELECT count(*) FROM contact_submissions').pluck().get() as number;

    it('is refused with 403: Sec-Fetch-Site cross-site, or a foreign Origin, before anything is stored', async () => {
      const before = count();
      for (const headers of <Record<string, string>[]>[
        // What fetch(..., { method: 'POST', mode: 'no-cors' }) from evil.example sends.
        { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
        { origin: 'https://evil.example' },
        { origin: 'null' },
        { 'sec-fetch-site': 'cross-site' },
      ]) {
        const res = await post(valid, headers);
        expect(res.statusCode, JSON.stringify(headers)).toBe(403);
        expect(res.json()).toEqual({
          error: 'cross_site_request',
          message: "This form accepts submissions only from this site's own pages",
        });
      }
      // Every other kind's form refuses it too, before reading its body.
      const others = LEAD_KINDS.filter((kind) => kind !== 'contact');
      for (const url of others.map((kind) => LEAD_KIND_SPECS[kind].path)) {
        const res = await app.inject({
          method: 'POST',
          url,
          payload: valid,
          headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
        });
        expect(res.statusCode, url).toBe(403);
      }
      expect(count()).toBe(before);
    });

    it("takes this site's own pages, and programs that send neither header", async () => {
      const own = await post(valid, {
        origin: 'http://localhost:80',
        host: 'localhost:80',
        'sec-fetch-site': 'same-origin',
      });
      expect(own.statusCode).toBe(201);
      expect((await post(valid, { 'sec-fetch-site': 'same-origin' })).statusCode).toBe(201);
      expect((await post(valid)).statusCode).toBe(201);
    });

    it('PUBLIC_ORIGIN is the site; a CORS_ORIGINS origin is let in, cross-site or not', async () => {
      const site = await createTestApp({
        publicOrigin: 'https://www.firm.example',
        corsOrigins: ['https://partner.example'],
      });
      try {
        const send = (headers: Record<string, string>) =>
          site.inject({ method: 'POST', url: '/api/contact-submissions', payload: valid, headers });
        const own = await send({
          origin: 'https://www.firm.example',
          'sec-fetch-site': 'same-origin',
        });
        expect(own.statusCode).toBe(201);
        const partner = await send({
          origin: 'https://partner.example',
          'sec-fetch-site': 'cross-site',
        });
        expect(partner.statusCode).toBe(201);
        // The Host header does not make an origin the site's when PUBLIC_ORIGIN says otherwise:
        // another host is sent to PUBLIC_ORIGIN's (one-host.ts), where that origin is foreign.
        const spoofed = await send({ origin: 'http://evil.example', host: 'evil.example' });
        expect(spoofed.statusCode).toBe(308);
        const there = await send({ origin: 'http://evil.example' });
        expect(there.statusCode).toBe(403);
      } finally {
        await site.close();
      }
    });
  });

  it('400 validation_failed names each bad field', async () => {
    const res = await post({ name: '', email: 'not-an-email' });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error).toBe('validation_failed');
    expect(body.message).toEqual(expect.any(String));
    expect(body.issues.map((i: { path: string }) => i.path).sort()).toEqual([
      'email',
      'message',
      'name',
    ]);
  });

  it('400 validation_failed for a field over its maximum length', async () => {
    const res = await post({ ...valid, message: 'x'.repeat(5001) });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([
      { path: 'message', message: expect.stringContaining('5000') },
    ]);
  });

  it('400 validation_failed for a body that is not an object', async () => {
    const res = await post('[1,2]', { 'content-type': 'application/json' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('validation_failed');
  });

  it('400 invalid_json for malformed JSON', async () => {
    const res = await post('{"name": "Ada",', { 'content-type': 'application/json' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'invalid_json', message: expect.any(String) });
  });

  it('400 invalid_json for an empty JSON body', async () => {
    const res = await post('', { 'content-type': 'application/json' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('invalid_json');
  });

  it('refuses prototype-pollution keys', async () => {
    const res = await post(
      `{"__proto__": {"admin": true}, "name": "a", "email": "a@b.co", "message": "m"}`,
      {
        'content-type': 'application/json',
      },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('invalid_json');
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });

  it.each([
    ['text/plain', 'hello'],
    ['application/x-www-form-urlencoded', 'name=a&email=a%40b.co&message=m'],
    ['application/xml', '<a/>'],
  ])('415 unsupported_media_type for %s', async (type, payload) => {
    const res = await post(payload, { 'content-type': type });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ error: 'unsupported_media_type', message: expect.any(String) });
  });

  it('413 payload_too_large over 64 KiB', async () => {
    const res = await post(JSON.stringify({ ...valid, message: 'x'.repeat(70 * 1024) }), {
      'content-type': 'application/json',
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: 'payload_too_large', message: expect.any(String) });
  });

  it('commits concurrent submissions together and acknowledges each one', async () => {
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => post({ ...valid, name: `n${i}` })),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    for (const r of responses) expect(rowById(r.json().id)).toBeDefined();
  });
});
