import { FILENAME_MAX } from '@shared/schemas/attachments';

// A file name comes from the sender's machine, and the sender may be anyone: it is shown in the
// inbox and offered back as the download's name, so it must never be a path, carry control or
// direction-changing characters, or run to any length. It is never used to name a file on disk
// (attachments are stored under their id).

// C0 and C1 controls, DEL, and the Unicode direction overrides and isolates (a name such as
// "invoice\u202Efdp.exe" shows as "invoiceexe.pdf").
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * The name as the server keeps it: the last part of any path (`../../etc/passwd` and
 * `C:\\Users\\x\\cv.pdf` keep `passwd` and `cv.pdf`), without unsafe characters, spaces
 * collapsed, no leading dots, at most FILENAME_MAX characters with the extension kept.
 * `fallback` when nothing is left.
 */
export function safeFilename(name: string | undefined, fallback: string): string {
  const last = (name ?? '').split(/[/\\]/).pop() ?? '';
  const cleaned = last
    .normalize('NFC')
    .replace(UNSAFE, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '')
    .trim();
  if (cleaned === '') return fallback;
  const chars = [...cleaned];
  if (chars.length <= FILENAME_MAX) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 ? [...cleaned.slice(dot)] : [];
  // An extension is kept when it looks like one (short); a long tail is just cut.
  const keep = extension.length > 0 && extension.length <= 10 ? extension : [];
  return chars.slice(0, FILENAME_MAX - keep.length).join('') + keep.join('');
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
