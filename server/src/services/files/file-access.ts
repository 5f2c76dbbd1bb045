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
import type { DownloadLinks } from './download-links';

/** A request for a file under /files/. */
export interface FileRequest {
  /** The stored file's name: `<hash>.<ext>`. */
  file: string;
  /** A signed link's token (`?token=`): what opens a gated document's file (download-links.ts). */
  token: string | null;
}

/** A document of the downloads, as the gate names it. */
export interface GatedDocument {
  id: number;
  slug: string;
  title: string;
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
  /** The document of the downloads it is the file of (the analytics count it); null: none. */
  document: number | null;
}

/**
 * What a request for a file gets: the file; for a gated one whose link has expired, the
 * document to ask for again (410); null: nothing (404, as for a file that never existed).
 */
export type FileDecision =
  ({ kind: 'serve' } & ServedFile) | { kind: 'expired'; document: GatedDocument } | null;

/** A file of the live content: where it is first held, and who may have it. */
interface LiveFile {
  reference: FileReference;
  /** The downloads it is the file of. */
  documents: GatedDocument[];
  /** Only through a signed link: every place that holds it is a gated document. */
  gated: boolean;
}

/** Its address changes with its bytes: any cache may keep it for a year. */
const PUBLIC_IMMUTABLE = 'public, max-age=31536000, immutable';
/** A gated file is for the one who holds the link: no shared cache keeps it. */
const PRIVATE = 'private, no-store';

/** The document of the downloads a file field is, if it is one's file. */
function documentAt(content: SiteData, { path }: FileReference) {
  const item =
    path[0] === 'downloads' && path[2] === 'file'
      ? content.downloads[path[1] as number]
      : undefined;
  return item && { id: item.id, slug: item.slug, title: item.title, gated: item.gated };
}

/** The live content's files by stored name: where each is first held, and its gate. */
function filesOf(content: SiteData): Map<string, LiveFile> {
  const files = new Map<string, LiveFile>();
  for (const reference of contentFiles(content)) {
    const parsed = parseFilePath(reference.file.src);
    if (!parsed) continue;
    let live = files.get(parsed.file);
    if (!live) files.set(parsed.file, (live = { reference, documents: [], gated: true }));
    const document = documentAt(content, reference);
    if (document)
      live.documents.push({ id: document.id, slug: document.slug, title: document.title });
    // Held anywhere else (an open document, a certificate), it is public already.
    if (!document?.gated) live.gated = false;
  }
  return files;
}

/**
 * Whether and how a file of the content is served: the one place that decides it (the /files/
 * route asks nothing else). A file is served only while the live content holds it in a file
 * field: a file uploaded but never published, or removed from the content and published, is 404
 * like a file that never existed (older versions keep it on disk, for a restore, but not on the
 * web). A gated document's file (docs/decisions/050) is served only with a signed link's token
 * for it: without one it is 404 as well, and with an expired one 410 with a way to ask again.
 * The download is named as the live content names it, ending with its type's extension.
 */
export function createFileAccess({
  live,
  store,
  links,
}: {
  /** The live content (the publisher's). */
  live: () => SiteData;
  store: Pick<ContentFiles, 'stat'>;
  /** What a gated file's token is checked with. */
  links: Pick<DownloadLinks, 'check'>;
}) {
  let indexed: { content: SiteData; files: Map<string, LiveFile> } | null = null;
  /** Built once per live version, on the first request after a publish. */
  const liveFiles = () => {
    const content = live();
    if (indexed?.content !== content) indexed = { content, files: filesOf(content) };
    return indexed.files;
  };

  /**
   * The gate of a gated file: the document `token` opens now, the one whose link it was when it
   * has expired, or null (no token, a forged one, another document's).
   */
  function opened(
    documents: GatedDocument[],
    token: string | null,
  ): { valid: GatedDocument } | { expired: GatedDocument } | null {
    if (token === null) return null;
    let expired: GatedDocument | null = null;
    for (const document of documents) {
      const check = links.check(token, document.id);
      if (check === 'valid') return { valid: document };
      if (check === 'expired') expired ??= document;
    }
    return expired && { expired };
  }

  return {
    decide({ file, token }: FileRequest): FileDecision {
      const type = storedFileType(file);
      const held = type && liveFiles().get(file);
      if (!type || !held) return null;
      const gate = held.gated ? opened(held.documents, token) : null;
      const valid = gate && 'valid' in gate ? gate.valid : null;
      if (held.gated && !valid) {
        return gate && 'expired' in gate ? { kind: 'expired', document: gate.expired } : null;
      }
      if (!store.stat(file)) return null;
      const { mime, extensions } = FILE_TYPES[type];
      const { reference } = held;
      return {
        kind: 'serve',
        file,
        contentType: mime,
        downloadName: nameForType(safeFilename(reference.file.name, file), extensions),
        cacheControl: held.gated ? PRIVATE : PUBLIC_IMMUTABLE,
        reference,
        document: valid?.id ?? held.documents[0]?.id ?? null,
      };
    },
  };
}

export type FileAccess = ReturnType<typeof createFileAccess>;
