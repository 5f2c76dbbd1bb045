import { createHash } from 'node:crypto';
import { PassThrough, Readable } from 'node:stream';
import { collections } from '@shared/site-content/collections';
import type { Download } from '@shared/site-content/collections/downloads';
import { contentFiles, parseFilePath, storedFileName } from '@shared/site-content/content-files';
import { markdownToText } from '@shared/site-content/markdown';
import type { SiteData } from '@shared/site-content/schema';
import type { ContentFiles } from '../../repositories/content-files';

// The built-in downloads' files (shared/site-content/collections/downloads.samples.ts): one-page
// PDFs written from the sample items themselves, the same bytes on every machine, so their
// addresses (the hash of the bytes) are known to the built-in content without a binary file in
// the repository. The server writes the ones the live content names when they are missing.

/** Characters per line of the page's body (Helvetica 11 pt on A4 with 56 pt margins). */
const LINE = 88;

/** `text` broken into lines of at most LINE characters at spaces. */
function wrap(text: string): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > LINE) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  return line ? [...lines, line] : lines;
}

/** A PDF string: Latin-1 printable characters only, its delimiters escaped. */
const pdfString = (text: string) =>
  `(${text.replace(/[^\x20-\x7e]/g, '-').replace(/[\\()]/g, (c) => `\\${c}`)})`;

/** A one-page PDF (A4, Helvetica) of a heading and lines of text. */
export function onePagePdf(heading: string, lines: readonly string[]): Buffer {
  const text = [
    'BT',
    '/F1 18 Tf 56 770 Td',
    `${pdfString(heading)} Tj`,
    '/F1 11 Tf 15 TL 0 -12 Td',
    ...lines.map((line) => `T* ${pdfString(line)} Tj`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] ' +
      '/Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets = objects.map((body, i) => {
    const at = Buffer.byteLength(out, 'latin1');
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return at;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((at) => `${String(at).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** The file of a sample download: its title, facts and summary, marked as a sample. */
export function samplePdf(download: Download): Buffer {
  return onePagePdf(download.title, [
    `SAMPLE - ${download.category}, updated ${download.updated}`,
    '',
    ...markdownToText(download.summary)
      .split(/\n+/)
      .flatMap((paragraph) => [...wrap(paragraph), '']),
    ...wrap(
      'This is a sample file of the website as it is installed. Replace it with your own ' +
        'document in the admin area, under Downloads.',
    ),
  ]);
}

/** The stored name of a file's bytes, as an upload of them would be named. */
export const sampleFileName = (bytes: Buffer) =>
  storedFileName(createHash('sha256').update(bytes).digest('hex').slice(0, 32), 'pdf');

/** Every sample's file: its stored name and bytes. */
export function sampleFiles(): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  for (const download of collections.downloads.defaults) {
    const bytes = samplePdf(download);
    files.set(sampleFileName(bytes), bytes);
  }
  return files;
}

/**
 * Writes the samples' files that `content` names and the store lacks (a fresh install, a
 * restore into an empty folder); answers their names. Each is stored as an upload is.
 */
export async function seedSampleFiles(
  store: Pick<ContentFiles, 'stat' | 'receive' | 'keep'>,
  content: SiteData,
): Promise<string[]> {
  const samples = sampleFiles();
  const named = new Set(contentFiles(content).map((f) => parseFilePath(f.file.src)?.file));
  const written: string[] = [];
  for (const [name, bytes] of samples) {
    if (!named.has(name) || store.stat(name)) continue;
    await store.keep(await store.receive(Readable.from([bytes]), new PassThrough()), name);
    written.push(name);
  }
  return written;
}
