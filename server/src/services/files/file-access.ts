import { FILE_TYPES } from '@shared/vocabularies/attachments';
import type { SiteData } from '@shared/site-content/schema';
import {
  contentFiles,
  parseFilePath,
  storedFileType,
  type FileReference,
} from '@shared/site-content/content-files';
import { nameForType, safeFilename } from '../../lib/safe-filename';
import type { ContentFiles } from '../../repositories/content-files';

/** A request for a file under /files/. */
export interface FileRequest {
  /** The stored file's name: `<hash>.<ext>`. */
  file: string;
  /**
   * A signed link's token (`?token=`). Nothing signs one yet: gated downloads (issue 50) will
   * check it here, for a file its item keeps from anonymous requests.
   */
  token: string | null;
}

/** How a file is served. */
export interface ServedFile {
  /** The stored file's name, in the store's folder. */
  file: string;
  contentType: string;
  /** The name the download is saved under (Content-Disposition). */
  downloadName: string;
  cacheControl: string;
  /** Where the live content holds it (the first place, if several do). */
  reference: FileReference;
}

/** Its address changes with its bytes: any cache may keep it for a year. */
const PUBLIC_IMMUTABLE = 'public, max-age=31536000, immutable';

/** The live content's files by stored name, each where it is first held. */
function filesOf(content: SiteData): Map<string, FileReference> {
  const files = new Map<string, FileReference>();
  for (const reference of contentFiles(content)) {
    const parsed = parseFilePath(reference.file.src);
    if (parsed && !files.has(parsed.file)) files.set(parsed.file, reference);
  }
  return files;
}

/**
 * Whether and how a file of the content is served: the one place that decides it (the /files/
 * route asks nothing else). A file is served only while the live content holds it in a file
 * field: a file uploaded but never published, or removed from the content and published, is 404
 * like a file that never existed (older versions keep it on disk, for a restore, but not on the
 * web). The download is named as the live content names it, ending with its type's extension.
 */
export function createFileAccess({
  live,
  store,
}: {
  /** The live content (the publisher's). */
  live: () => SiteData;
  store: Pick<ContentFiles, 'stat'>;
}) {
  let indexed: { content: SiteData; files: Map<string, FileReference> } | null = null;
  /** Built once per live version, on the first request after a publish. */
  const liveFiles = () => {
    const content = live();
    if (indexed?.content !== content) indexed = { content, files: filesOf(content) };
    return indexed.files;
  };

  return {
    decide({ file }: FileRequest): ServedFile | null {
      const type = storedFileType(file);
      const reference = type && liveFiles().get(file);
      if (!type || !reference || !store.stat(file)) return null;
      const { mime, extensions } = FILE_TYPES[type];
      return {
        file,
        contentType: mime,
        downloadName: nameForType(safeFilename(reference.file.name, file), extensions),
        cacheControl: PUBLIC_IMMUTABLE,
        reference,
      };
    },
  };
}

export type FileAccess = ReturnType<typeof createFileAccess>;
