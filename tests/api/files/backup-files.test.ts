import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { defaultSiteData } from '@shared/site-content/defaults';
import { backupDatabase } from '../../../server/src/db/backup';
import { backupContentFiles } from '../../../server/src/db/backup-files';
import { bearer, createAdmin, createTestApp, login } from '../helpers';
import { putSiteContent } from '../site-content/site-content-app';
import { pdf } from '../intake/files';

const dir = mkdtempSync(join(tmpdir(), 'backup-files-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('npm run db:backup with the content files', () => {
  it('copies the files the versions of the backup name, and only those', async () => {
    const databasePath = join(dir, 'data', 'site.db');
    const app = await createTestApp({ databasePath });
    try {
      await createAdmin(app);
      const auth = bearer((await login(app)).access_token);
      const upload = async (bytes: Buffer, name: string) =>
        (
          await app.inject({
            method: 'POST',
            url: `/api/media?purpose=file&name=${name}`,
            headers: { ...auth, 'content-type': 'application/pdf' },
            payload: bytes,
          })
        ).json();
      const kept = pdf(6000);
      const file = await upload(kept, 'iso.pdf');
      await upload(pdf(3000), 'never-published.pdf');
      expect(app.repos.contentFiles.dir).toBe(join(dir, 'data', 'files'));
      const content = structuredClone(defaultSiteData);
      content.certifications[0]!.certificate = file;
      expect((await putSiteContent(app, content, 0, auth)).statusCode).toBe(201);

      const backup = await backupDatabase(databasePath, join(dir, 'backup.db'));
      const copied = backupContentFiles(backup.file, app.repos.contentFiles.dir);
      expect(copied).toMatchObject({ files: 1, bytes: kept.length, missing: 0 });
      const stored = file.src.slice('/files/'.length);
      expect(readdirSync(copied.folder)).toEqual([stored]);
      expect(readFileSync(join(copied.folder, stored)).equals(kept)).toBe(true);
      expect(() => backupContentFiles(backup.file, app.repos.contentFiles.dir)).toThrow(
        /already exists/,
      );
    } finally {
      await app.close();
    }
  });
});
