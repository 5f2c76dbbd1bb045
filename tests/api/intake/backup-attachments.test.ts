import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { backupAttachments, backupDatabase } from '../../../server/src/db/backup';
import { createTestApp } from '../helpers';
import { multipart, pdf } from './files';

const dir = mkdtempSync(join(tmpdir(), 'backup-attachments-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('npm run db:backup with attachments', () => {
  it('copies the files the backup lists beside it, whole, and counts those deleted since', async () => {
    const databasePath = join(dir, 'data', 'site.db');
    const app = await createTestApp({
      databasePath,
      attachmentsDir: join(dir, 'data', 'attachments'),
    });
    try {
      const fields = {
        name: 'Grace',
        email: 'grace@example.com',
        service_interest: 'Other',
        project_details: 'Plans attached.',
      };
      const files = [pdf(4000), pdf(9000)];
      const { payload, headers } = multipart(
        fields,
        files.map((data, i) => ({ field: 'attachments', filename: `plan-${i}.pdf`, data })),
      );
      const res = await app.inject({
        method: 'POST',
        url: '/api/quote-requests',
        payload,
        headers,
      });
      expect(res.statusCode).toBe(201);

      const backup = await backupDatabase(databasePath, join(dir, 'backup.db'));
      expect(backup.rowCounts.lead_attachments).toBe(2);
      const copied = backupAttachments(backup.file, app.repos.attachmentFiles.dir);
      expect(copied).toMatchObject({ files: 2, missing: 0, bytes: 13_000 });
      const ids = app.db.sqlite
        .prepare('SELECT id FROM lead_attachments ORDER BY id')
        .pluck()
        .all() as string[];
      expect(readdirSync(copied.folder).sort()).toEqual(ids);
      ids.forEach((id, i) =>
        expect(readFileSync(join(copied.folder, id)).equals(files[i]!)).toBe(true),
      );

      // A lead deleted after the snapshot: its row is in the backup, its file is gone.
      app.repos.leads.remove('quote', res.json().id);
      const later = backupAttachments(backup.file, app.repos.attachmentFiles.dir, { force: true });
      expect(later).toMatchObject({ files: 0, missing: 2 });
      expect(() => backupAttachments(backup.file, app.repos.attachmentFiles.dir)).toThrow(
        /already exists/,
      );
    } finally {
      await app.close();
    }
  });
});
