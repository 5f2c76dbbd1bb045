import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { defaultSiteData } from '@shared/site-content/defaults';
import { writeBackupBundle } from '../../../server/src/db/backup-bundle';
import { restoreBackup } from '../../../server/src/db/restore';
import { bearer, createAdmin, createTestApp, login } from '../helpers';
import { putSiteContent } from '../site-content/site-content-app';
import { pdf } from '../intake/files';

const dir = mkdtempSync(join(tmpdir(), 'backup-files-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('npm run db:backup and db:restore with the content files', () => {
  it('carry the files the versions of the backup name, and only those', async () => {
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
      // Without the sample downloads, whose files would be copied too.
      const content = { ...structuredClone(defaultSiteData), downloads: [] };
      content.certifications[0]!.certificate = file;
      expect((await putSiteContent(app, content, 0, auth)).statusCode).toBe(201);

      const backup = await writeBackupBundle(databasePath, join(dir, 'backup.tar'), {
        filesDir: app.repos.contentFiles.dir,
      });
      expect(backup.contentFiles).toMatchObject({ files: 1, bytes: kept.length, missing: 0 });
      // Restored into an empty folder, the file its version names is back, and only it.
      const restored = join(dir, 'restored', 'site.db');
      expect((await restoreBackup(restored, backup.file)).files).toBe(1);
      const stored = file.src.slice('/files/'.length);
      expect(readdirSync(join(dir, 'restored', 'files'))).toEqual([stored]);
      expect(readFileSync(join(dir, 'restored', 'files', stored)).equals(kept)).toBe(true);
    } finally {
      await app.close();
    }
  });
});
