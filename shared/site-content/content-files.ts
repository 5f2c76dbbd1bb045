import { FILE_TYPES, formatBytes, type FileType } from '../vocabularies/attachments';

// Files of the content (a certificate's PDF, a datasheet): uploaded by an editor, judged by
// their bytes, and stored under a name made of their content's hash and their type's extension,
// served at /files/<hash>.<ext>. The address changes whenever the bytes do, so it may be cached
// for good; the item keeps { src, name, type, size }: the address, the name the download is
// saved under, the MIME type the bytes were judged to be, and the size in bytes.

/** What an editor may upload as a file of the content. */
export const CONTENT_FILE_TYPES = [
  'pdf',
  'zip',
  'docx',
  'xlsx',
  'pptx',
  'dwg',
  'dxf',
] as const satisfies readonly FileType[];
export type ContentFileType = (typeof CONTENT_FILE_TYPES)[number];

/** A file field's value. */
export interface ContentFile {
  src: string;
  name: string;
  type: string;
  size: number;
}

/** The extension of a type's stored file, without its dot ("pdf"). */
const extensionOf = (type: ContentFileType) => FILE_TYPES[type].extensions[0].slice(1);

const BY_EXTENSION = new Map<string, ContentFileType>(
  CONTENT_FILE_TYPES.map((type) => [extensionOf(type), type]),
);

const FILE_PATH = /^\/files\/([a-f0-9]{32})\.([a-z]{3,4})$/;
/** The same address inside a text (a link in markdown). */
const FILE_PATH_IN_TEXT = /\/files\/([a-f0-9]{32}\.[a-z]{3,4})(?![a-z0-9])/g;

/** The name a file is stored under: its content hash (32 hex digits) and its type's extension. */
export function storedFileName(hash: string, type: ContentFileType): string {
  return `${hash}.${extensionOf(type)}`;
}

/** The address of a stored file. */
export const contentFilePath = (hash: string, type: ContentFileType) =>
  `/files/${storedFileName(hash, type)}`;

/** The stored file an address names (`<hash>.<ext>`) and its type; null for any other. */
export function parseFilePath(src: string): { file: string; type: ContentFileType } | null {
  const m = FILE_PATH.exec(src);
  const type = m ? BY_EXTENSION.get(m[2]!) : undefined;
  return m && type ? { file: `${m[1]}.${m[2]}`, type } : null;
}

/** The type of a stored file's name (`<hash>.<ext>`); null for a name no upload has. */
export function storedFileType(file: string): ContentFileType | null {
  return parseFilePath(`/files/${file}`)?.type ?? null;
}

/** The MIME type of a content file type. */
export const fileMime = (type: ContentFileType): string => FILE_TYPES[type].mime;

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** A file of the content, with where it is: ['certifications', 0, 'certificate']. */
export interface FileReference {
  file: ContentFile;
  path: (string | number)[];
}

/**
 * Every file field's value in the content, wherever it is (a collection's item, a block of a
 * page): an object whose `src` is a file's address. Found by their shape, so a collection or a
 * block with a file field needs nothing else to have its files served, kept and backed up.
 */
export function contentFiles(content: unknown): FileReference[] {
  const found: FileReference[] = [];
  const walk = (value: unknown, path: (string | number)[]) => {
    if (Array.isArray(value)) value.forEach((v, i) => walk(v, [...path, i]));
    else if (isRecord(value)) {
      if (typeof value.src === 'string' && parseFilePath(value.src)) {
        found.push({ file: value as unknown as ContentFile, path });
        return;
      }
      for (const [key, v] of Object.entries(value)) walk(v, [...path, key]);
    }
  };
  walk(content, []);
  return found;
}

/**
 * The stored files (`<hash>.<ext>`) a stored version's JSON names anywhere, a link in a text
 * included: what must be kept while the version is (restoring it brings them back).
 */
export function filesNamedIn(json: string): Set<string> {
  return new Set([...json.matchAll(FILE_PATH_IN_TEXT)].map((m) => m[1]!));
}

/** A file as a page shows it: a link, the name it downloads as, "PDF, 1.2 MB". */
export interface ShownFile {
  href: string;
  name: string;
  /** The type and size, for the link's text: "PDF, 245 KB". */
  facts: string;
}

/**
 * A stored value as a page may link it: only an address of an uploaded file (the pages never
 * trust stored values), its type from the address, not from the value; null otherwise.
 */
export function shownFile(value: unknown): ShownFile | null {
  if (!isRecord(value) || typeof value.src !== 'string') return null;
  const parsed = parseFilePath(value.src);
  if (!parsed) return null;
  const size = typeof value.size === 'number' && value.size > 0 ? value.size : null;
  const label = FILE_TYPES[parsed.type].label;
  return {
    href: value.src,
    name: typeof value.name === 'string' && value.name.trim() ? value.name : parsed.file,
    facts: size === null ? label : `${label}, ${formatBytes(size)}`,
  };
}
