import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { defaultSiteData } from '@shared/site-content/defaults';
import type { SiteData } from '@shared/site-content/schema';
import type { ContentFile } from '@shared/site-content/content-files';
import { adminApp, putSiteContent } from '../site-content/site-content-app';
import type { TestApp } from '../helpers';
import { dxf, pdf } from '../intake/files';

// GET /files/<hash>.<ext>: the content's files, served while the live content holds them, as
// downloads that are never shown as a page (decision 044).

let app: TestApp;
let auth: { authorization: string };
beforeEach(async () => ({ app, auth } = await adminApp()));
afterEach(() => app.close());

async function upload(bytes: Buffer, name: string): Promise<ContentFile> {
  const res = await app.inject({
    method: 'POST',
    url: `/api/media?purpose=file&name=${encodeURIComponent(name)}`,
    headers: { ...auth, 'content-type': 'application/octet-stream' },
    payload: bytes,
  });
  expect(res.statusCode).toBe(201);
  return res.json();
}

/** The built-in content with the first certification holding `certificate`. */
const withCertificate = (certificate: unknown): SiteData => ({
  ...defaultSiteData,
  certifications: defaultSiteData.certifications.map((c, i) =>
    i === 0 ? ({ ...c, certificate } as typeof c) : c,
  ),
});

const live = async () => (await app.inject({ url: '/api/site-content' })).json().version as number;
const publish = async (content: SiteData) => putSiteContent(app, content, await live(), auth);
const get = (src: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: src, headers });

describe('GET /files/...', () => {
  it('serves a published file as a download: its name, type, nosniff, a year of immutable cache', async () => {
    const bytes = pdf(4000);
    const file = await upload(bytes, 'ISO 27001 – Zertifikat.pdf');
    expect((await get(file.src)).statusCode).toBe(404); // uploaded, not published yet
    expect((await publish(withCertificate(file))).statusCode).toBe(201);

    const res = await get(file.src);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(bytes)).toBe(true);
    expect(res.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-length': String(bytes.length),
      'content-disposition':
        `attachment; filename="ISO 27001 _ Zertifikat.pdf"; ` +
        `filename*=UTF-8''ISO%2027001%20%E2%80%93%20Zertifikat.pdf`,
      'x-content-type-options': 'nosniff',
      'cache-control': 'public, max-age=31536000, immutable',
      'content-security-policy': expect.stringContaining("default-src 'none'; sandbox"),
    });
  });

  it('answers HEAD, ranges and conditional requests from the file', async () => {
    const bytes = pdf(4000);
    const file = await upload(bytes, 'range.pdf');
    await publish(withCertificate(file));
    const head = await app.inject({ method: 'HEAD', url: file.src });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(bytes.length));
    const part = await get(file.src, { range: 'bytes=0-7' });
    expect(part.statusCode).toBe(206);
    expect(part.body).toBe('%PDF-1.7');
    const again = await get(file.src, { 'if-none-match': String(head.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('serves only what a file field of the live content holds: not a refused value, not a link', async () => {
    const file = await upload(dxf(), 'plan.dxf');
    await publish(withCertificate(file));
    // A certificate is a PDF: the publish above was refused, so nothing serves it.
    expect((await get(file.src)).statusCode).toBe(404);
    const services = structuredClone(defaultSiteData);
    // A link in a text does not serve a file either: only a file field of the live content.
    services.services[0]!.description += `\n\n[Plan](${file.src})`;
    expect((await publish(services)).statusCode).toBe(201);
    expect((await get(file.src)).statusCode).toBe(404);
  });

  it('stops serving a file once the live content no longer holds it; a restore serves it again', async () => {
    const file = await upload(pdf(), 'old certificate.pdf');
    await publish(withCertificate(file));
    const withIt = await live();
    expect((await get(file.src)).statusCode).toBe(200);
    expect((await publish(defaultSiteData)).statusCode).toBe(201);
    expect((await get(file.src)).statusCode).toBe(404);
    const restore = await app.inject({
      method: 'POST',
      url: `/api/site-content/versions/${withIt}/restore`,
      headers: auth,
    });
    expect(restore.statusCode).toBe(201);
    expect((await get(file.src)).statusCode).toBe(200);
  });

  it.each([
    ['a file never uploaded', `/files/${'a'.repeat(32)}.pdf`],
    ['a name that is no upload', '/files/site.db'],
    ['another extension', `/files/${'b'.repeat(32)}.exe`],
    ['a path out of the folder', '/files/..%2Fsite.db'],
  ])('answers 404 for %s', async (_what, url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('not_found');
  });
});

describe('a publish names only stored files', () => {
  it('refuses a file field whose file is not stored, 422 naming the field; nothing goes live', async () => {
    const before = await live();
    const res = await publish(
      withCertificate({
        src: `/files/${'c'.repeat(32)}.pdf`,
        name: 'gone.pdf',
        type: 'application/pdf',
        size: 1000,
      }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      error: 'file_missing',
      issues: [{ path: 'content.certifications.0.certificate', message: expect.any(String) }],
    });
    expect(await live()).toBe(before);
  });
});
