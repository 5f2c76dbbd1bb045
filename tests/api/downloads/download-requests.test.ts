import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEAD_KIND_SPECS } from '@shared/lead-kinds';
import { defaultSiteData } from '@shared/site-content/defaults';
import type { SiteData } from '@shared/site-content/schema';
import { defaultRateLimits } from '../../../server/src/config/app-config';
import { createTestApp, type TestApp } from '../helpers';
import { GATED_SAMPLE } from '../lead-samples';
import { adminApp, putSiteContent } from '../site-content/site-content-app';

// POST /api/download-requests (issue 50, decision 050): a gated document asked for with name,
// work e-mail and company; 201 with the lead's reference and a signed link to the file.

const { path } = LEAD_KIND_SPECS.download;
const gated = defaultSiteData.downloads.find((d) => d.slug === GATED_SAMPLE)!;
const open = defaultSiteData.downloads.find((d) => !d.gated)!;
const valid = {
  download: gated.slug,
  name: 'Grace Hopper',
  email: 'grace@navy.example',
  company: 'US Navy',
};

describe('POST /api/download-requests', () => {
  let app: TestApp;
  let auth: { authorization: string };
  beforeAll(async () => ({ app, auth } = await adminApp()));
  afterAll(() => app.close());

  const post = (payload: unknown, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: path, payload: payload as string, headers });
  const pathsOf = (res: { json(): { issues?: { path: string }[] } }) =>
    (res.json().issues ?? []).map((i) => i.path);

  it('201 { id, reference D-YYYY-NNNN, url }: the url is a signed link that serves the file', async () => {
    const res = await post(valid);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      id: expect.any(String),
      reference: expect.stringMatching(/^D-\d{4}-\d{4}$/),
      created_at: expect.any(String),
      url: expect.stringMatching(
        new RegExp(`^http://127\\.0\\.0\\.1:3000${gated.file!.src}\\?token=\\d+\\.[\\w-]{43}$`),
      ),
    });
    const file = await app.inject({ url: body.url.replace('http://127.0.0.1:3000', '') });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    // The lead keeps the document by id and title as it was asked for.
    const lead = await app.inject({ url: `${path}/${body.id}`, headers: auth });
    expect(lead.json()).toMatchObject({
      reference: body.reference,
      name: valid.name,
      company: valid.company,
      download_id: gated.id,
      download_title: gated.title,
      stage: 'new',
    });
  });

  it('400 naming each field that is missing or wrong', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...valid, name: '' }, 'name'],
      [{ ...valid, email: 'not an address' }, 'email'],
      [{ ...valid, company: undefined }, 'company'],
      [{ ...valid, download: undefined }, 'download'],
      [{ ...valid, download: 'x'.repeat(81) }, 'download'],
    ];
    for (const [payload, field] of cases) {
      const res = await post(payload);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().error, field).toBe('validation_failed');
      expect(pathsOf(res), field).toContain(field);
    }
  });

  it('404 for a document that is not published, and for one that is not gated', async () => {
    for (const download of ['no-such-document', open.slug]) {
      const res = await post({ ...valid, download });
      expect(res.statusCode, download).toBe(404);
      expect(res.json()).toMatchObject({ error: 'not_found', message: expect.any(String) });
    }
  });

  it('a free-mail address is taken until the firm refuses them, then 400 naming email', async () => {
    const gmail = { ...valid, email: 'grace.hopper@gmail.com' };
    expect((await post(gmail)).statusCode).toBe(201);
    const refusing: SiteData = structuredClone(defaultSiteData);
    refusing.pages.downloads = { ...refusing.pages.downloads!, freeMail: 'refused' };
    const live = (await app.inject({ url: '/api/site-content' })).json().version as number;
    expect((await putSiteContent(app, refusing, live, auth)).statusCode).toBe(201);

    const res = await post(gmail);
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([
      { path: 'email', message: expect.stringContaining('work e-mail') },
    ]);
    // A subdomain of a provider is the provider's; a company's own domain is welcome.
    expect((await post({ ...valid, email: 'g@mail.yahoo.co.uk' })).statusCode).toBe(400);
    expect((await post(valid)).statusCode).toBe(201);
  });

  it('403 for a page of another site, before the body is read', async () => {
    const res = await post(valid, { origin: 'https://evil.example' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('cross_site_request');
  });

  it('spam (the honeypot filled) is answered alike, but its link is the page, not the file', async () => {
    const res = await post({ ...valid, website: 'https://spam.example' });
    expect(res.statusCode).toBe(201);
    expect(res.json().url).toBe(`http://127.0.0.1:3000/downloads/${gated.slug}`);
    const row = app.db.sqlite
      .prepare('SELECT status, spam_reason FROM download_requests WHERE id = ?')
      .get(res.json().id);
    expect(row).toEqual({ status: 'spam', spam_reason: 'honeypot' });
  });
});

describe('POST /api/download-requests under the forms rate limit', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({
      rateLimit: { ...defaultRateLimits, enabled: true, forms: { max: 2, timeWindow: 60_000 } },
    });
  });
  afterAll(() => app.close());

  it('429 after the forms limit, per address, with Retry-After', async () => {
    const send = (ip: string) =>
      app.inject({ method: 'POST', url: path, payload: valid, remoteAddress: ip });
    expect((await send('10.0.0.1')).statusCode).toBe(201);
    expect((await send('10.0.0.1')).statusCode).toBe(201);
    const refused = await send('10.0.0.1');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await send('10.0.0.2')).statusCode).toBe(201);
  });
});
