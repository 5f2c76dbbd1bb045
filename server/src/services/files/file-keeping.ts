import type { SiteData } from '@shared/site-content/schema';
import { contentFiles, parseFilePath } from '@shared/site-content/content-files';
import { ApiError } from '../../lib/api-error';
import type { ContentFiles } from '../../repositories/content-files';

// How long the content's files stay on disk (docs/decisions/044-content-files.md): as long as a
// version of the content names them, published or saved (history is append-only, and a restore
// must find its files); a file no version names (uploaded, then removed or never saved) goes
// UNUSED_FILE_DAYS after it was last stored or published. Whether one is served is another
// question, the live content's (file-access.ts).

/** Days an upload no version names is kept: time for a working copy to be saved or published. */
export const UNUSED_FILE_DAYS = 30;
/** When the daily sweep runs (local time, SITE_TIME_ZONE): after the retention pass. */
export const FILE_SWEEP_SCHEDULE = '40 3 * * *';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes the stored files that no version names and that were stored (or last named by a
 * publish) more than UNUSED_FILE_DAYS ago. Synchronous from the listing to the last deletion, so
 * no publish or save interleaves with it; a publish under way has touched its files already
 * (assertFilesStored). Answers the names deleted.
 */
export function sweepUnusedFiles({
  store,
  namedByVersions,
  now = Date.now(),
}: {
  store: Pick<ContentFiles, 'list' | 'stat' | 'remove'>;
  namedByVersions: () => Set<string>;
  /** The file system's clock (the files' dates are its). */
  now?: number;
}): string[] {
  const old = store.list().filter((file) => {
    const stat = store.stat(file);
    return stat !== null && now - stat.storedAt > UNUSED_FILE_DAYS * DAY_MS;
  });
  if (old.length === 0) return [];
  const named = namedByVersions();
  const unused = old.filter((file) => !named.has(file));
  for (const file of unused) store.remove(file);
  return unused;
}

/**
 * A publish names only files that are stored (422 file_missing naming each field otherwise:
 * a working copy may hold an upload swept since, or a value typed by hand); each is touched, so
 * a sweep while the publish renders spares it.
 */
export function assertFilesStored(content: SiteData, store: Pick<ContentFiles, 'touch'>): void {
  const missing = contentFiles(content).filter(({ file }) => {
    const parsed = parseFilePath(file.src);
    return !parsed || !store.touch(parsed.file);
  });
  if (missing.length === 0) return;
  const issues = missing.map(({ file, path }) => ({
    path: ['content', ...path].join('.'),
    message: `${file.name || file.src} is not stored on the server: upload it again`,
  }));
  throw new ApiError(
    422,
    'file_missing',
    `${issues.length === 1 ? 'A file' : `${issues.length} files`} of the content ` +
      `${issues.length === 1 ? 'is' : 'are'} not stored on the server ` +
      `(${issues.map((i) => i.path).join(', ')}): upload again. Nothing was published.`,
    { issues },
  );
}
