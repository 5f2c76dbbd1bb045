import { fileTypeFromBuffer } from 'file-type';
import { FILE_TYPES, type FileType } from '@shared/vocabularies/attachments';
import { zipEntryNames } from './zip-entries';

// What a file is, from its bytes: a file's name and the part's Content-Type are claims anyone can
// make. The first bytes decide (file-type's signatures; DXF, a text format, by its header), and
// a ZIP file's central directory tells DOCX, XLSX and ODT from a plain archive without
// decompressing anything. The one rule for every upload: the leads' attachments, the content's
// files (judgeHead, judgeZip) and the admin's images (sniffImage).

/** Bytes read from the start of a file to judge it (file-type reads at most this many). */
export const HEAD_BYTES = 4100;

/** The first look: a type, a ZIP container to look into once whole, or what else it is. */
export type HeadVerdict =
  { kind: 'type'; type: FileType } | { kind: 'zip' } | { kind: 'other'; what: string | null };

const startsWith = (bytes: Uint8Array, signature: string, at = 0) =>
  bytes.length >= at + signature.length &&
  [...signature].every((c, i) => bytes[at + i] === c.charCodeAt(0));

const ZIP_LOCAL = 'PK\x03\x04';
const ZIP_EMPTY = 'PK\x05\x06';
const ODF_TEXT = 'application/vnd.oasis.opendocument.text';

/**
 * DXF is text: group code 0 and SECTION on the first two lines (after comment groups, 999),
 * or the binary DXF sentinel.
 */
function isDxf(head: Uint8Array): boolean {
  if (startsWith(head, 'AutoCAD Binary DXF\r\n\x1a\x00')) return true;
  const text = Buffer.from(head)
    .toString('latin1')
    .replace(/^\uFEFF|^\xEF\xBB\xBF/, '');
  return /^\s*(?:999\r?\n[^\r\n]*\r?\n\s*)*0\r?\n\s*SECTION\s*\r?\n/.test(text);
}

/**
 * A web page: file-type has no signature for text, and a page renamed .pdf must be named for what
 * it is when refused. Its first tag, after a BOM, blanks and comments.
 */
function isHtml(head: Uint8Array): boolean {
  const text = Buffer.from(head.subarray(0, 1024))
    .toString('latin1')
    .replace(/^\xEF\xBB\xBF/, '');
  return /^(?:\s|<!--[\s\S]*?-->)*<(?:!doctype\s+html|html|head|body|script|iframe|svg)[\s>/]/i.test(
    text,
  );
}

/** Names for what is refused, so the error can say what the file turned out to be. */
const KNOWN_OTHERS: Record<string, string> = {
  exe: 'a Windows program',
  elf: 'a Linux program',
  macho: 'a macOS program',
  msi: 'an installer',
  html: 'a web page',
  xml: 'an XML file',
  gif: 'a GIF image',
  doc: 'an old Word document (.doc)',
  xls: 'an old Excel workbook (.xls)',
  rar: 'a RAR archive',
  '7z': 'a 7-Zip archive',
  gz: 'a gzip archive',
};

/**
 * The signatures of the types the forms take, checked after file-type: its parsers go further
 * than the signature (a PNG's chunks, say) and may give up on a file whose first bytes are
 * right, which a viewer opens all the same.
 */
function signatureOf(head: Uint8Array): FileType | null {
  if (startsWith(head, '%PDF-')) return 'pdf';
  if (startsWith(head, '\x89PNG\r\n\x1a\n')) return 'png';
  if (startsWith(head, '\xff\xd8\xff')) return 'jpeg';
  if (startsWith(head, 'RIFF') && startsWith(head, 'WEBP', 8)) return 'webp';
  if (/^AC10(1[2-9]|2\d|3\d)$/.test(Buffer.from(head.subarray(0, 6)).toString('latin1')))
    return 'dwg';
  return null;
}

/** file-type's extension for the bytes, or the signature's when its parser gave up; undefined: unknown. */
async function detect(head: Uint8Array): Promise<string | undefined> {
  const found = await fileTypeFromBuffer(head).catch(() => undefined);
  if (found) return found.ext;
  const signature = signatureOf(head);
  return signature === 'jpeg' ? 'jpg' : (signature ?? undefined);
}

/** Judges the first HEAD_BYTES of a file (or all of it when shorter). */
export async function sniffHead(head: Uint8Array): Promise<HeadVerdict> {
  if (startsWith(head, ZIP_LOCAL) || startsWith(head, ZIP_EMPTY)) return { kind: 'zip' };
  if (isDxf(head)) return { kind: 'type', type: 'dxf' };
  if (isHtml(head)) return { kind: 'other', what: KNOWN_OTHERS.html! };
  const ext = await detect(head);
  switch (ext) {
    case 'pdf':
    case 'ai': // an Illustrator file is a PDF
      return { kind: 'type', type: 'pdf' };
    case 'png':
    case 'apng':
      return { kind: 'type', type: 'png' };
    case 'jpg':
      return { kind: 'type', type: 'jpeg' };
    case 'webp':
      return { kind: 'type', type: 'webp' };
    case 'dwg':
      return { kind: 'type', type: 'dwg' };
    default:
      return { kind: 'other', what: ext ? (KNOWN_OTHERS[ext] ?? `a .${ext} file`) : null };
  }
}

/** The image formats the admin's uploads take (re-encoded as WebP, media-encoder.ts). */
export type ImageFormat = 'png' | 'jpeg' | 'webp' | 'gif' | 'avif';

const IMAGE_FORMATS: Record<string, ImageFormat> = {
  png: 'png',
  apng: 'png',
  jpg: 'jpeg',
  webp: 'webp',
  gif: 'gif',
  avif: 'avif',
};

/** The format of an image the site accepts, judged by the same rule as attachments; null otherwise. */
export async function sniffImage(bytes: Uint8Array): Promise<ImageFormat | null> {
  const ext = await detect(bytes.subarray(0, HEAD_BYTES));
  return (ext && IMAGE_FORMATS[ext]) || null;
}

/**
 * What a ZIP file on disk is: DOCX (a Word document: [Content_Types].xml and word/), XLSX
 * (xl/), PPTX (ppt/), ODT (its first entry is the uncompressed `mimetype` naming an ODF text), or a plain
 * archive; null when it has no readable central directory (a broken or cut-off file).
 */
export async function sniffZip(path: string, head: Uint8Array): Promise<FileType | null> {
  const names = await zipEntryNames(path);
  if (names === null) return null;
  const has = (name: string) => names.includes(name);
  if (has('[Content_Types].xml') && has('word/document.xml')) return 'docx';
  if (has('[Content_Types].xml') && has('xl/workbook.xml')) return 'xlsx';
  if (has('[Content_Types].xml') && has('ppt/presentation.xml')) return 'pptx';
  // ODF: a stored `mimetype` entry first, its content right after the 30-byte header and name.
  if (
    startsWith(head, 'mimetype', 30) &&
    startsWith(head, ODF_TEXT, 38) &&
    head[38 + ODF_TEXT.length] !== '-'.charCodeAt(0) &&
    has('content.xml')
  ) {
    return 'odt';
  }
  return 'zip';
}

/** A file's first bytes against the types a field takes. */
export type FieldVerdict =
  | { kind: 'accepted'; type: FileType }
  /** A ZIP container: which document it is is told once it is whole (judgeZip). */
  | { kind: 'zip' }
  /** Refused: what the file turned out to be, for the message (null: unknown bytes). */
  | { kind: 'refused'; what: string | null };

/** Judges the first HEAD_BYTES of an upload for a field that takes `types`. */
export async function judgeHead(
  head: Uint8Array,
  types: readonly FileType[],
): Promise<FieldVerdict> {
  const verdict = await sniffHead(head);
  if (verdict.kind === 'zip') return verdict;
  if (verdict.kind === 'type' && types.includes(verdict.type))
    return { kind: 'accepted', type: verdict.type };
  return {
    kind: 'refused',
    what: verdict.kind === 'type' ? `a ${FILE_TYPES[verdict.type].label} file` : verdict.what,
  };
}

/**
 * A ZIP container, whole on disk, for a field that takes `types`: the document type it is, or,
 * when the field does not take that one but takes archives, the ZIP file it also is (never
 * opened either way); else what it is, for the refusal.
 */
export async function judgeZip(
  path: string,
  head: Uint8Array,
  types: readonly FileType[],
): Promise<{ type: FileType } | { refused: string }> {
  const found = await sniffZip(path, head);
  if (found && types.includes(found)) return { type: found };
  if (found && types.includes('zip')) return { type: 'zip' };
  return { refused: found ? `a ${FILE_TYPES[found].label} file` : 'a damaged ZIP file' };
}
