import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bearer, createAdmin, createTestApp, login, type TestApp } from '../helpers';
import { multipart, pdf, type FilePart } from './files';

// Uploads cannot fill the disk: a quota for every attachment together
// (ATTACHMENTS_MAX_MB), a floor of free disk space (ATTACHMENTS_MIN_FREE_MB), both answered with
// 507 before the body is read; and spam keeps no files.

const fields = {
  name: 'Grace Hopper',
  email: 'grace@navy.example',
  service_interest: 'Other',
  project_details: 'Drawings attached.',
};
const KB = 1024;
const file = (data: Buffer, filename = 'plan.pdf'): FilePart => ({
  field: 'attachments',
  filename,
  data,
});

async function withApp(
  options: Parameters<typeof createTestApp>[0],
  run: (app: TestApp, auth: Record<string, string>) => Promise<void>,
) {
  const app = await createTestApp(options);
  try {
    await createAdmin(app);
    await run(app, bearer((await login(app)).access_token));
  } finally {
    await app.close();
  }
}

const send = (app: TestApp, files: FilePart[], extra: Record<string, string> = {}) => {
  const { payload, headers } = multipart({ ...fields, ...extra }, files);
  return app.inject({ method: 'POST', url: '/api/quote-requests', payload, headers });
};
const onDisk = (app: TestApp) => readdirSync(app.repos.attachmentFiles.dir);

describe('ATTACHMENTS_MAX_MB: the files of every lead together', () => {
  it('refuses an upload past it with 507 and a message; a request without files still arrives', async () => {
    await withApp({ attachmentsMaxBytes: 200 * KB }, async (app, auth) => {
      expect((await send(app, [file(pdf(120 * KB))])).statusCode).toBe(201);
      const full = await send(app, [file(pdf(120 * KB))]);
      expect(full.statusCode).toBe(507);
      const message =
        "The server's room for files (200 KB) is full: send your request without files, or try again later.";
      // Named for the form's file field: the form shows it under the files.
      expect(full.json()).toEqual({
        error: 'insufficient_storage',
        message,
        issues: [{ path: 'attachments', message }],
      });
      expect(onDisk(app)).toHaveLength(1);
      const json = await app.inject({
        method: 'POST',
        url: '/api/quote-requests',
        payload: fields,
      });
      expect(json.statusCode).toBe(201);
      const storage = await app.inject({ url: '/api/admin/storage', headers: auth });
      expect(storage.json()).toMatchObject({
        attachments_max_bytes: 200 * KB,
        refusing: null,
      });
      expect(storage.json().attachments_bytes).toBeGreaterThanOrEqual(120 * KB);
    });
  });

  it('counts uploads arriving at the same time: only one of two that together exceed it is taken', async () => {
    await withApp({ attachmentsMaxBytes: 200 * KB }, async (app) => {
      const answers = await Promise.all([
        send(app, [file(pdf(120 * KB))]),
        send(app, [file(pdf(120 * KB))]),
      ]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 507]);
    });
  });

  it('the dashboard hears when uploads are refused', async () => {
    await withApp({ attachmentsMaxBytes: 100 * KB }, async (app, auth) => {
      expect((await send(app, [file(pdf(99 * KB))])).statusCode).toBe(201);
      expect((await send(app, [file(pdf(50 * KB))])).statusCode).toBe(507);
      const storage = await app.inject({ url: '/api/admin/storage', headers: auth });
      // 99 KB stored and a few bytes of headers: the next upload does not fit.
      expect(storage.json().attachments_bytes).toBeLessThan(100 * KB);
      expect((await app.inject({ url: '/api/admin/storage' })).statusCode).toBe(401);
    });
  });
});

describe('the free-space floor', () => {
  it('refuses uploads with 507 below it, and says so to the dashboard', async () => {
    // A floor no disk meets: as if the disk were nearly full.
    await withApp({ attachmentsMinFreeBytes: Number.MAX_SAFE_INTEGER }, async (app, auth) => {
      const res = await send(app, [file(pdf())]);
      expect(res.statusCode).toBe(507);
      expect(res.json().message).toBe(
        'The server is low on disk space and takes no files for now: send your request without files, or try again later.',
      );
      expect(onDisk(app)).toEqual([]);
      const storage = await app.inject({ url: '/api/admin/storage', headers: auth });
      expect(storage.json()).toMatchObject({ refusing: 'disk' });
      expect(storage.json().free_bytes).toBeGreaterThan(0);
    });
  });

  it('takes uploads while the disk has room above it', async () => {
    await withApp({ attachmentsMinFreeBytes: 1024 * KB }, async (app, auth) => {
      expect((await send(app, [file(pdf())])).statusCode).toBe(201);
      const storage = await app.inject({ url: '/api/admin/storage', headers: auth });
      expect(storage.json()).toMatchObject({ refusing: null, min_free_bytes: 1024 * KB });
    });
  });
});

describe('spam keeps no attachments', () => {
  it('a quote filed as spam is stored without its files, and none stay on disk', async () => {
    await withApp({}, async (app, auth) => {
      const res = await send(app, [file(pdf(), 'a.pdf'), file(pdf(), 'b.pdf')], {
        website: 'https://bot.example',
      });
      expect(res.statusCode).toBe(201);
      const lead = await app.inject({ url: `/api/quote-requests/${res.json().id}`, headers: auth });
      expect(lead.json()).toMatchObject({ status: 'spam', attachments: [] });
      expect(onDisk(app)).toEqual([]);
    });
  });
});
