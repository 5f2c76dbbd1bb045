import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { collections } from '@shared/site-content/collections';
import { defaultSiteData } from '@shared/site-content/defaults';
import { parseFilePath } from '@shared/site-content/content-files';
import { judgeHead } from '../../lib/file-sniff';
import { createContentFiles } from '../../repositories/content-files';
import { samplePdf, sampleFileName, seedSampleFiles } from './sample-files';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("the sample downloads' files", () => {
  for (const download of collections.downloads.defaults) {
    it(`${download.slug}: the file its item names is the one the server writes`, async () => {
      const bytes = samplePdf(download);
      const name = sampleFileName(bytes);
      // A changed sample text changes its bytes: the item must name the new file.
      expect(download.file, 'downloads.samples.ts: src and size').toMatchObject({
        src: `/files/${name}`,
        size: bytes.length,
      });
      // Judged by its bytes as an upload is: a PDF, and small.
      expect(await judgeHead(bytes, ['pdf'])).toMatchObject({ kind: 'accepted', type: 'pdf' });
      expect(bytes.length).toBeLessThan(4096);
      expect(bytes.toString('latin1')).toContain('SAMPLE');
    });
  }

  it('are written once where the live content names them, and only those', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'samples-'));
    dirs.push(dir);
    const store = createContentFiles(dir);
    const named = collections.downloads.defaults.map((d) => parseFilePath(d.file!.src)!.file);
    expect(await seedSampleFiles(store, defaultSiteData)).toEqual(named);
    expect(store.list().sort()).toEqual([...named].sort());
    expect(await seedSampleFiles(store, defaultSiteData)).toEqual([]);

    const withoutFirst = { ...defaultSiteData, downloads: defaultSiteData.downloads.slice(1) };
    const other = createContentFiles(join(dir, 'other'));
    expect(await seedSampleFiles(other, withoutFirst)).toEqual(named.slice(1));
  });
});
