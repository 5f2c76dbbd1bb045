import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Role } from '../../../shared/vocabularies/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createAdmin,
  createTestApp,
  login,
  signInWithRole,
  type TestApp,
} from '../helpers';
import { docx, exe, multipart, odt, pdf, xlsx, zip, zipBomb, type FilePart } from './files';

const fields = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '+44 20 7946 0000',
  opening: 1,
  cover_letter: 'I design analytical engines.',
};

describe('POST /api/job-applications', () => {
  let app: TestApp;
  let token: string;
  beforeAll(async () => {
    app = await createTestApp();
    await createAdmin(app);
    token = (await login(app)).access_token;
  });
  afterAll(() => app.close());

  const apply = (body: Record<string, string | number>, files: FilePart[]) => {
    const { payload, headers } = multipart(body, files);
    return app.inject({ method: 'POST', url: '/api/job-applications', payload, headers });
  };
  const cv = (data: Buffer, filename = 'cv.pdf'): FilePart => ({ field: 'cv', filename, data });
  const fileOnDisk = (id: string) => join(app.repos.attachmentFiles.dir, id);
  const issues = (res: { json(): { issues?: { path: string }[] } }) =>
    (res.json().issues ?? []).map((i) => i.path);

  it('stores the application with its CV: 201 { id, reference, created_at }', async () => {
    const bytes = pdf(50_000);
    const res = await apply(fields, [cv(bytes)]);
    expect(res.statusCode).toBe(201);
    const { id, reference } = res.json();
    expect(reference).toMatch(/^J-\d{4}-\d{4}$/);
    const lead = await app.inject({ url: `/api/job-applications/${id}`, headers: bearer(token) });
    expect(lead.json()).toMatchObject({
      reference,
      name: fields.name,
      opening_id: 1,
      opening_title: 'Senior Network Engineer',
      cover_letter: fields.cover_letter,
      stage: 'new',
      attachments: [{ filename: 'cv.pdf', content_type: 'application/pdf', size: bytes.length }],
    });
    // The file is on disk, whole, under its id (never under the sender's name).
    const [file] = lead.json().attachments;
    expect(readFileSync(fileOnDisk(file.id)).equals(bytes)).toBe(true);
  });

  it.each([
    [
      'DOCX',
      docx(),
      'cv.docx',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
    ['ODT', odt(), 'cv.odt', 'application/vnd.oasis.opendocument.text'],
  ])('takes a %s CV, judged by its entries', async (_label, data, filename, type) => {
    const res = await apply(fields, [cv(data, filename)]);
    expect(res.statusCode).toBe(201);
    const row = app.db.sqlite
      .prepare('SELECT content_type FROM lead_attachments WHERE lead_id = ?')
      .get(res.json().id) as { content_type: string };
    expect(row.content_type).toBe(type);
  });

  it('400 naming cv without a CV, and naming opening for an opening that is not published', async () => {
    const none = await apply(fields, []);
    expect(none.statusCode).toBe(400);
    expect(issues(none)).toEqual(['cv']);
    const closed = await apply({ ...fields, opening: 999 }, [cv(pdf())]);
    expect(closed.statusCode).toBe(400);
    expect(issues(closed)).toEqual(['opening']);
    expect(readdir(app)).toEqual([]);
  });

  it('400 names the fields, as the quote form does', async () => {
    const res = await apply({ opening: 'abc', email: 'nope' }, [cv(pdf())]);
    expect(res.statusCode).toBe(400);
    expect(issues(res).sort()).toEqual(['email', 'name', 'opening']);
    expect(readdir(app)).toEqual([]);
  });

  it('415 for a program renamed .pdf, an XLSX or a plain ZIP, judged by the bytes', async () => {
    for (const [data, name] of [
      [exe(), 'cv.pdf'],
      [xlsx(), 'cv.docx'],
      [zip([{ name: 'a.txt', data: Buffer.from('a') }]), 'cv.pdf'],
    ] as const) {
      const res = await apply(fields, [{ ...cv(data, name), contentType: 'application/pdf' }]);
      expect(res.statusCode, name).toBe(415);
      expect(res.json().error).toBe('unsupported_media_type');
      expect(issues(res)).toEqual(['cv']);
    }
    expect(res415Message(await apply(fields, [cv(exe(), 'cv.pdf')]))).toMatch(/Windows program/);
    expect(readdir(app)).toEqual([]);
  });

  it('415 for a zip bomb as CV, found by its central directory and never unpacked', async () => {
    const res = await apply(fields, [cv(zipBomb(), 'cv.docx')]);
    expect(res.statusCode).toBe(415);
  });

  it('413 for a CV over 10 MB', async () => {
    const res = await apply(fields, [cv(pdf(10 * 1024 * 1024 + 1))]);
    expect(res.statusCode).toBe(413);
    expect(issues(res)).toEqual(['cv']);
    expect(readdir(app)).toEqual([]);
  });

  it('400 for two CVs, 400 for a file in another field', async () => {
    expect((await apply(fields, [cv(pdf()), cv(pdf())])).statusCode).toBe(400);
    const other = await apply(fields, [{ field: 'photo', filename: 'me.pdf', data: pdf() }]);
    expect(other.statusCode).toBe(400);
    expect(issues(other)).toEqual(['photo']);
  });

  it('415 for a JSON body: an application comes with its CV', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/job-applications', payload: fields });
    expect(res.statusCode).toBe(415);
  });

  it('a CV uploaded as cv.html or cv.svg is kept under the name of what it is', async () => {
    for (const name of ['cv.html', 'cv.svg']) {
      const res = await apply(fields, [cv(pdf(), name)]);
      expect(res.statusCode).toBe(201);
      const lead = await app.inject({
        url: `/api/job-applications/${res.json().id}`,
        headers: bearer(token),
      });
      expect(lead.json().attachments[0].filename).toBe(`${name}.pdf`);
    }
  });

  it('a filled honeypot is spam, stored without its file (spam keeps none)', async () => {
    const res = await apply({ ...fields, website: 'x' }, [cv(pdf())]);
    expect(res.statusCode).toBe(201);
    const row = app.db.sqlite
      .prepare('SELECT status FROM job_applications WHERE id = ?')
      .get(res.json().id) as { status: string };
    expect(row.status).toBe('spam');
    const files = app.db.sqlite
      .prepare('SELECT count(*) FROM lead_attachments WHERE lead_id = ?')
      .pluck()
      .get(res.json().id);
    expect(files).toBe(0);
  });

  it('lists, searches by reference, exports, and deletes the application with its file', async () => {
    const created = (await apply({ ...fields, name: 'Grace Brewster' }, [cv(pdf())])).json();
    const list = await app.inject({
      url: `/api/job-applications?q=${created.reference}`,
      headers: bearer(token),
    });
    expect(list.json().items.map((l: { id: string }) => l.id)).toEqual([created.id]);
    const csv = await app.inject({ url: '/api/job-applications.csv', headers: bearer(token) });
    expect(csv.body).toContain(created.reference);
    expect(csv.body).toContain('Grace Brewster');
    const lead = (
      await app.inject({ url: `/api/job-applications/${created.id}`, headers: bearer(token) })
    ).json();
    const fileId = lead.attachments[0].id;
    expect(existsSync(fileOnDisk(fileId))).toBe(true);
    const del = await app.inject({
      method: 'DELETE',
      url: `/api/job-applications/${created.id}`,
      headers: bearer(token),
    });
    expect(del.statusCode).toBe(204);
    expect(existsSync(fileOnDisk(fileId))).toBe(false);
    const gone = await app.inject({ url: `/api/attachments/${fileId}`, headers: bearer(token) });
    expect(gone.statusCode).toBe(404);
  });

  it('PATCH moves an application through its stages; an unknown stage is a 400', async () => {
    const { id } = (await apply(fields, [cv(pdf())])).json();
    const patch = (body: object) =>
      app.inject({
        method: 'PATCH',
        url: `/api/job-applications/${id}`,
        headers: bearer(token),
        payload: body,
      });
    expect((await patch({ stage: 'interview' })).json()).toMatchObject({
      stage: 'interview',
      status: 'handled',
    });
    expect((await patch({ stage: 'won' })).statusCode).toBe(400);
  });

  it('CVs are for hiring: hiring and owners read applications and CVs, sales and editors not', async () => {
    const created = await apply(fields, [cv(pdf(2_000))]);
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    const owner = bearer(token);
    const [file] = (await app.inject({ url: `/api/job-applications/${id}`, headers: owner })).json()
      .attachments;
    const as = async (role: 'hiring' | 'sales' | 'editor', extra: Role[] = []) => {
      const signedIn = await signInWithRole(app, role);
      if (extra.length > 0) app.repos.users.setRoles(signedIn.user.id, { extra_roles: extra });
      const headers = bearer(signedIn.access_token);
      const status = async (url: string) => (await app.inject({ url, headers })).statusCode;
      return {
        list: await status('/api/job-applications'),
        lead: await status(`/api/job-applications/${id}`),
        cv: await status(`/api/attachments/${file.id}`),
        quotes: await status('/api/quote-requests'),
      };
    };
    expect(await as('hiring')).toEqual({ list: 200, lead: 200, cv: 200, quotes: 403 });
    expect(await as('sales')).toEqual({ list: 403, lead: 403, cv: 403, quotes: 200 });
    // A sales account that kept applications from before the hiring role (migration 0018).
    expect(await as('sales', ['hiring'])).toEqual({ list: 200, lead: 200, cv: 200, quotes: 200 });
    expect(await as('editor')).toEqual({ list: 403, lead: 403, cv: 403, quotes: 403 });
    const refused = await app.inject({
      url: `/api/admin/audit-events?type=access.refused`,
      headers: owner,
    });
    expect(refused.json().items).toContainEqual(
      expect.objectContaining({ target_type: 'application_lead', target_id: id }),
    );
  });
});

function res415Message(res: { json(): { message: string } }): string {
  return res.json().message;
}

/** Files left in the attachments folder by refused submissions: none, ever. */
function readdir(app: TestApp): string[] {
  const known = new Set(
    app.db.sqlite.prepare('SELECT id FROM lead_attachments').pluck().all() as string[],
  );
  return listFolder(app.repos.attachmentFiles.dir).filter((name) => !known.has(name));
}

import { readdirSync } from 'node:fs';
const listFolder = (dir: string) => readdirSync(dir);
