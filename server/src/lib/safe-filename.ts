import { FILENAME_MAX } from '@shared/vocabularies/attachments';

// A file name comes from the sender's machine, and the sender may be anyone: it is shown in the
// inbox and offered back as the download's name, so it must never be a path, carry control or
// invisible characters, end in an extension its bytes do not have, or run to any length. It is
// never used to name a file on disk (attachments are stored under their id).

// C0 and C1 controls, DEL, and every format character (Unicode category Cf): the direction
// overrides and isolates (a name such as "invoice\u202Efdp.exe" shows as "invoiceexe.pdf"), the
// Arabic letter mark U+061C, zero-width joiners and spaces, soft hyphens, tags.
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\p{Cf}]/gu;

/** Cuts a name to FILENAME_MAX characters, keeping an extension that looks like one (short). */
function fitted(name: string): string {
  const chars = [...name];
  if (chars.length <= FILENAME_MAX) return name;
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 ? [...name.slice(dot)] : [];
  const keep = extension.length > 0 && extension.length <= 10 ? extension : [];
  return chars.slice(0, FILENAME_MAX - keep.length).join('') + keep.join('');
}

/**
 * The name as the server keeps it: the last part of any path (`../../etc/passwd` and
 * `C:\\Users\\x\\cv.pdf` keep `passwd` and `cv.pdf`), in NFKC (fullwidth dots and letters become
 * the plain ones a reader takes them for), without unsafe characters, spaces collapsed, no
 * leading dots, at most FILENAME_MAX characters with the extension kept. `fallback` when nothing
 * is left.
 */
export function safeFilename(name: string | undefined, fallback: string): string {
  const last = (name ?? '').normalize('NFKC').split(/[/\\]/).pop() ?? '';
  const cleaned = last.replace(UNSAFE, '').replace(/\s+/g, ' ').trim().replace(/^\.+/, '').trim();
  return cleaned === '' ? fallback : fitted(cleaned);
}

/**
 * The name ending with an extension of the type its bytes were judged to be: `report.html`
 * judged a PDF becomes `report.html.pdf`, so a saved download opens in a PDF viewer, never as
 * a page in the browser. A name that already ends with one of `extensions` (any case) is kept.
 */
export function nameForType(name: string, extensions: readonly string[]): string {
  const lower = name.toLowerCase();
  if (extensions.some((extension) => lower.endsWith(extension))) return name;
  const extension = extensions[0] ?? '';
  const stem = [...name].slice(0, FILENAME_MAX - extension.length).join('');
  return `${stem}${extension}`;
}

/**
 * The Content-Disposition of a download (RFC 6266): always `attachment`, an ASCII fallback
 * name (anything else, quotes and backslashes become `_`) and the real name as UTF-8
 * (`filename*`, RFC 8187).
 */
export function attachmentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(filename).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
