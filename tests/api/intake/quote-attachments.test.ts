import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createAdmin,
  createTestApp,
  login,
  signInWithRole,
  type TestApp,
} from '../helpers';
import { docx, dxf, exe, multipart, pdf, png, xlsx, zipBomb, type FilePart } from './files';

const fields = {
  name: 'Grace Hopper',
  email: 'grace@navy.example',
  service_interest: 'Security System Design',
  project_details: 'Cameras for a campus of 12 buildings; drawings attached.',
};

describe('POST /api/quote-requests with attachments (multipart/form-data)', () => {
  let app: TestApp;
  let token: string;
  beforeAll(async () => {
    app = await createTestApp();
    await createAdmin(app);
    token = (await login(app)).access_token;
  });
  afterAll(() => app.close());

  const send = (body: Record<string, string | number>, files: FilePart[]) => {
    const { payload, headers } = multipart(body, files);
    return app.inject({ method: 'POST', url: '/api/quote-requests', payload, headers });
  };
  const file = (data: Buffer, filename: string): FilePart => ({
    field: 'attachments',
    filename,
    data,
  });
  const lead = async (id: string) =>
    (await app.inject({ url: `/api/quote-requests/${id}`, headers: bearer(token) })).json();
  const issues = (res: { json(): { issues?: { path: string }[] } }) =>
    (res.json().issues ?? []).map((i) => i.path);
  const orphans = () => {
    const known = new Set(app.db.sqlite.prepare('SELECT id FROM lead_attachments').pluck().all());
    return readdirSync(app.repos.attachmentFiles.dir).filter((n) => !known.has(n));
  };

  it('stores up to five files with the request; each lead answers attachments[]', async () => {
    const files = [
      file(pdf(), 'rfp.pdf'),
      file(png(), 'site.png'),
      file(dxf(), 'plan.dxf'),
      file(xlsx(), 'bill of quantities.xlsx'),
      file(docx(), 'scope.docx'),
    ];
    const res = await send({ ...fields, time_to_submit_ms: 9000 }, files);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().reference).toMatch(/^Q-\d{4}-\d{4}$/);
    const { attachments } = await lead(res.json().id);
    expect(
      attachments.map((a: { filename: string; content_type: string }) => [
        a.filename,
        a.content_type,
      ]),
    ).toEqual([
      ['rfp.pdf', 'application/pdf'],
      ['site.png', 'image/png'],
      ['plan.dxf', 'image/vnd.dxf'],
      [
        'bill of quantities.xlsx',
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      ],
      ['scope.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ]);
  });

  it('JSON without files works exactly as before', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/quote-requests', payload: fields });
    expect(res.statusCode).toBe(201);
    expect((await lead(res.json().id)).attachments).toEqual([]);
  });

  it('a zip bomb named .zip is stored as the ZIP it is, byte for byte, never unpacked', async () => {
    const bomb = zipBomb();
    const res = await send(fields, [file(bomb, 'drawings.zip')]);
    expect(res.statusCode).toBe(201);
    const [stored] = (await lead(res.json().id)).attachments;
    expect(stored).toMatchObject({ content_type: 'application/zip', size: bomb.length });
    const download = await app.inject({
      url: `/api/attachments/${stored.id}`,
      headers: bearer(token),
    });
    expect(download.rawPayload.equals(bomb)).toBe(true);
  });

  it('415 for a program renamed .pdf; nothing is kept of the request', async () => {
    const before = app.db.sqlite.prepare('SELECT count(*) FROM quote_requests').pluck().get();
    const res = await send(fields, [
      file(pdf(), 'ok.pdf'),
      { ...file(exe(), 'invoice.pdf'), contentType: 'application/pdf' },
    ]);
    expect(res.statusCode).toBe(415);
    expect(issues(res)).toEqual(['attachments']);
    expect(res.json().message).toMatch(/invoice\.pdf is a Windows program/);
    expect(app.db.sqlite.prepare('SELECT count(*) FROM quote_requests').pluck().get()).toBe(before);
    expect(orphans()).toEqual([]);
  });

  it('400 for a sixth file, 413 over 25 MB together', async () => {
    const six = Array.from({ length: 6 }, (_, i) => file(pdf(), `${i}.pdf`));
    const many = await send(fields, six);
    expect(many.statusCode).toBe(400);
    expect(issues(many)).toEqual(['attachments']);
    const big = await send(fields, [
      file(pdf(13 * 1024 * 1024), 'a.pdf'),
      file(pdf(13 * 1024 * 1024), 'b.pdf'),
    ]);
    expect(big.statusCode).toBe(413);
    expect(issues(big)).toEqual(['attachments']);
    expect(orphans()).toEqual([]);
  });

  it('400 naming the fields when a multipart form is invalid, and its files are removed', async () => {
    const res = await send({ ...fields, service_interest: 'Plumbing' }, [file(pdf(), 'a.pdf')]);
    expect(res.statusCode).toBe(400);
    expect(issues(res)).toEqual(['service_interest']);
    expect(orphans()).toEqual([]);
  });

  it('never trusts a name: no path, no control characters, 1,000 characters cut to 200', async () => {
    const long = `${'x'.repeat(1000)}.pdf`;
    const res = await send(fields, [
      file(pdf(), '../../../etc/passwd.pdf'),
      file(pdf(), 'C:\\Users\\grace\\plan.pdf'),
      file(pdf(), 'evil\u202Efdp.exe\u0007.pdf'),
      file(pdf(), long),
    ]);
    expect(res.statusCode).toBe(201);
    const names = (await lead(res.json().id)).attachments.map(
      (a: { filename: string }) => a.filename,
    );
    expect(names).toEqual(['passwd.pdf', 'plan.pdf', 'evilfdp.exe.pdf', `${'x'.repeat(196)}.pdf`]);
    // Stored under ids only: nothing named after the sender exists on disk.
    expect(readdirSync(app.repos.attachmentFiles.dir).some((n) => n.includes('passwd'))).toBe(
      false,
    );
    expect(existsSync(join(app.repos.attachmentFiles.dir, '..', 'passwd.pdf'))).toBe(false);
  });

  it('names a file after what its bytes are: report.html judged a PDF is report.html.pdf', async () => {
    // The review's request: a PDF with a script after its header, uploaded as a web page; DXF
    // text uploaded as programs and scripts.
    const html = Buffer.from('%PDF-1.4\n<script>alert(document.domain)</script>\n%%EOF\n');
    const res = await send(fields, [
      file(html, 'report.html'),
      file(dxf(), 'drawing.bat'),
      file(dxf(), 'plan.hta'),
      file(dxf(), 'plan.js'),
      file(pdf(), 'kept.PDF'),
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const { attachments } = await lead(res.json().id);
    expect(attachments.map((a: { filename: string }) => a.filename)).toEqual([
      'report.html.pdf',
      'drawing.bat.dxf',
      'plan.hta.dxf',
      'plan.js.dxf',
      'kept.PDF',
    ]);
    const download = await app.inject({
      url: `/api/attachments/${attachments[0].id}`,
      headers: bearer(token),
    });
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="report.html.pdf"; filename*=UTF-8''report.html.pdf`,
    );
  });

  it('a file stored before names took their type is downloaded with it', async () => {
    const res = await send(fields, [file(pdf(), 'old.pdf')]);
    const [att] = (await lead(res.json().id)).attachments;
    app.db.sqlite
      .prepare('UPDATE lead_attachments SET filename = ? WHERE id = ?')
      .run('old.html', att.id);
    const download = await app.inject({
      url: `/api/attachments/${att.id}`,
      headers: bearer(token),
    });
    expect(download.headers['content-disposition']).toContain(`filename="old.html.pdf"`);
  });

  it('downloads: an attachment with nosniff, a sandboxing CSP and its name; 401 anonymous, 403 editor', async () => {
    const res = await send(fields, [file(pdf(), 'Angebot Zürich (v2).pdf')]);
    const [att] = (await lead(res.json().id)).attachments;
    const url = `/api/attachments/${att.id}`;
    const ok = await app.inject({ url, headers: bearer(token) });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toBe('application/pdf');
    expect(ok.headers['x-content-type-options']).toBe('nosniff');
    expect(ok.headers['content-security-policy']).toMatch(/sandbox/);
    expect(ok.headers['content-disposition']).toBe(
      `attachment; filename="Angebot Z_rich (v2).pdf"; filename*=UTF-8''Angebot%20Z%C3%BCrich%20%28v2%29.pdf`,
    );
    const sales = await signInWithRole(app, 'sales');
    expect((await app.inject({ url, headers: bearer(sales.access_token) })).statusCode).toBe(200);
    expect((await app.inject({ url })).statusCode).toBe(401);
    const editor = await signInWithRole(app, 'editor');
    const refused = await app.inject({ url, headers: bearer(editor.access_token) });
    expect(refused.statusCode).toBe(403);
    expect(refused.body).not.toContain('%PDF');
  });

  it('a data-subject erasure deletes the files with the leads', async () => {
    const res = await send({ ...fields, email: 'erase.me@example.com' }, [file(pdf(), 'a.pdf')]);
    const [att] = (await lead(res.json().id)).attachments;
    const onDisk = join(app.repos.attachmentFiles.dir, att.id);
    expect(existsSync(onDisk)).toBe(true);
    const erased = await app.inject({
      method: 'POST',
      url: '/api/admin/data-subject/erase',
      headers: bearer(token),
      payload: { email: 'erase.me@example.com' },
    });
    expect(erased.json().erased).toMatchObject({ quote_requests: 1, attachments: 1 });
    expect(existsSync(onDisk)).toBe(false);
  });
});
