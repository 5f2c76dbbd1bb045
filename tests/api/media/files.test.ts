import { readdirSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_TYPES } from '@shared/vocabularies/attachments';
import { CONTENT_FILE_TYPES, type ContentFileType } from '@shared/site-content/content-files';
import {
  bearer,
  createAdmin,
  createTestApp,
  login,
  signInWithRole,
  type TestApp,
} from '../helpers';
import { docx, dwg, dxf, exe, pdf, png, pptx, xlsx, zip } from '../intake/files';

// POST /api/media?purpose=file: a file of the content, judged by its bytes, at most
// MEDIA_FILE_MAX_MB, streamed to disk under its content's hash (decision 044).

/** A small real-looking file of every type the content takes (a map: tsc names a new type). */
const SAMPLES = {
  pdf: () => pdf(3000),
  zip: () => zip([{ name: 'drawings/site-plan.txt', data: Buffer.from('north wing') }]),
  docx,
  xlsx,
  pptx,
  dwg,
  dxf,
} satisfies Record<ContentFileType, () => Buffer>;

const MB = 1024 * 1024;
let app: TestApp;
let auth: { authorization: string };

beforeAll(async () => {
  // Low, so the 413 needs only a little over a megabyte.
  app = await createTestApp({ mediaFileMaxBytes: 1 * MB });
  await createAdmin(app);
  auth = bearer((await login(app)).access_token);
});
afterAll(() => app.close());

function upload(payload: Buffer | Readable, name?: string, contentType = 'application/pdf') {
  const query = new URLSearchParams({ purpose: 'file', ...(name === undefined ? {} : { name }) });
  return app.inject({
    method: 'POST',
    url: `/api/media?${query}`,
    headers: { ...auth, 'content-type': contentType },
    payload,
  });
}

/** Whatever an upload left in the files folder, stored or half written. */
const filesFolder = () => readdirSync(app.repos.contentFiles.dir);

describe('POST /api/media?purpose=file', () => {
  it.each(CONTENT_FILE_TYPES)('stores a %s file: 201 {src, name, type, size}', async (type) => {
    const bytes = SAMPLES[type]();
    const { extensions, mime } = FILE_TYPES[type];
    const res = await upload(bytes, `Datasheet 2026${extensions[0]}`, 'application/octet-stream');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      src: expect.stringMatching(new RegExp(`^/files/[a-f0-9]{32}\\${extensions[0]}$`)),
      name: `Datasheet 2026${extensions[0]}`,
      type: mime,
      size: bytes.length,
    });
    const stored = res.json().src.slice('/files/'.length);
    expect(app.repos.contentFiles.stat(stored)?.size).toBe(bytes.length);
  });

  it('names a file by its content: the same bytes twice are one stored file', async () => {
    const bytes = pdf(5000);
    const first = await upload(bytes, 'a.pdf');
    const second = await upload(bytes, 'b.pdf');
    expect(second.json().src).toBe(first.json().src);
    expect([first.json().name, second.json().name]).toEqual(['a.pdf', 'b.pdf']);
    expect(filesFolder().filter((f) => first.json().src.endsWith(f))).toHaveLength(1);
  });

  it("makes the name safe, ending with its type's extension", async () => {
    const res = await upload(pdf(), '../../etc/inv\u202Eoice report.html');
    expect(res.json().name).toBe('invoice report.html.pdf');
    expect((await upload(pdf())).json().name).toBe('file.pdf');
  });

  it.each([
    ['a program renamed .pdf', exe(), 'setup.pdf', 'setup.pdf is a Windows program'],
    [
      'a web page renamed .pdf',
      Buffer.from('<!DOCTYPE html><html><script>alert(document.cookie)</script></html>'),
      'brochure.pdf',
      'brochure.pdf is a web page',
    ],
    [
      'unknown bytes',
      Buffer.from('just some notes, not a document'),
      'notes.pdf',
      'notes.pdf is not a file type the site takes',
    ],
    ['an image', png(), 'logo.pdf', 'logo.pdf is a PNG file'],
  ])('refuses %s with 415 saying what it is', async (_what, bytes, name, said) => {
    const before = filesFolder();
    const res = await upload(bytes, name);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({
      error: 'unsupported_media_type',
      message: `${said}: upload a PDF, ZIP, DOCX, XLSX, PPTX, DWG or DXF file`,
      issues: [{ path: 'file', message: expect.stringContaining(said) }],
    });
    expect(filesFolder()).toEqual(before);
  });

  it('refuses an empty body with 400', async () => {
    const res = await upload(Buffer.alloc(0), 'empty.pdf');
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([{ path: 'file', message: 'empty.pdf is empty' }]);
  });

  it('refuses more than MEDIA_FILE_MAX_MB with 413, from Content-Length or as it arrives', async () => {
    const before = filesFolder();
    const declared = await upload(pdf(MB + 1), 'big.pdf');
    expect(declared.statusCode).toBe(413);
    expect(declared.json()).toMatchObject({
      error: 'payload_too_large',
      issues: [
        { path: 'file', message: 'big.pdf is larger than 1 MB, the largest file the site takes' },
      ],
    });
    expect(declared.headers.connection).toBe('close');
    // Sent in chunks without a length: counted as it arrives, nothing kept.
    const chunks = Readable.from([pdf(600 * 1024), pdf(600 * 1024)]);
    const streamed = await upload(chunks, 'big.pdf');
    expect(streamed.statusCode).toBe(413);
    expect(filesFolder()).toEqual(before);
    expect((await upload(pdf(MB), 'just-fits.pdf')).statusCode).toBe(201);
  });

  it('answers the 413 to a client still sending, over a real connection', async () => {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    expect(address).toContain(String(port));
    const status = await new Promise<number>((resolve, reject) => {
      const req = httpRequest(
        {
          port,
          host: '127.0.0.1',
          method: 'POST',
          path: '/api/media?purpose=file&name=huge.pdf',
          headers: { ...auth, 'content-type': 'application/pdf', 'transfer-encoding': 'chunked' },
        },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      // 8 MB in 64 KB chunks, far over the 1 MB limit; the server answers before the end.
      const chunk = pdf(64 * 1024);
      let sent = 0;
      const pump = () => {
        while (sent < 128) {
          sent++;
          if (!req.write(chunk)) return void req.once('drain', pump);
        }
        req.end();
      };
      pump();
    });
    expect(status).toBe(413);
  });

  it('leaves nothing on disk when the client goes away halfway', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' }).catch(() => {}); // listening already
    const { port } = app.server.address() as AddressInfo;
    const before = filesFolder();
    const req = httpRequest({
      port,
      host: '127.0.0.1',
      method: 'POST',
      path: '/api/media?purpose=file&name=cut.pdf',
      headers: { ...auth, 'content-type': 'application/pdf', 'content-length': String(MB) },
    });
    req.on('error', () => {}); // the connection we cut
    req.write(pdf(200 * 1024));
    await expect.poll(() => filesFolder().some((f) => f.endsWith('.part'))).toBe(true);
    req.destroy();
    await expect.poll(() => filesFolder()).toEqual(before);
  });

  it('is for the content roles only', async () => {
    const before = filesFolder();
    const sales = bearer((await signInWithRole(app, 'sales')).access_token);
    const res = await app.inject({
      method: 'POST',
      url: '/api/media?purpose=file&name=x.pdf',
      headers: { ...sales, 'content-type': 'application/pdf' },
      payload: pdf(),
    });
    expect(res.statusCode).toBe(403);
    expect(filesFolder()).toEqual(before);
  });

  it('records each upload in the security log, refusals too', async () => {
    const stored = await upload(pdf(), 'audited.pdf');
    await upload(exe(), 'audited.pdf');
    const trail = await app.inject({
      url: '/api/admin/audit-events?type=media.uploaded',
      headers: auth,
    });
    const [refused, uploaded] = trail.json().items;
    expect(uploaded).toMatchObject({
      target_id: stored.json().src,
      details: { outcome: 'stored', purpose: 'file', name: 'audited.pdf', type: 'application/pdf' },
    });
    expect(refused).toMatchObject({
      target_id: null,
      details: { outcome: 'refused', purpose: 'file', error: 'unsupported_media_type' },
    });
  });
});
