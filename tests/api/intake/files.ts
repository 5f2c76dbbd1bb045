import { randomBytes } from 'node:crypto';
import { crc32, deflateRawSync } from 'node:zlib';

// Files for the upload tests, made here from their formats' bytes: real enough for a sniffer
// that reads signatures and a ZIP's central directory, small enough to build per test.

export const pdf = (size = 2048) => {
  const head = Buffer.from(
    '%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj << /Type /Catalog >> endobj\n',
    'latin1',
  );
  const tail = Buffer.from('\n%%EOF\n');
  return Buffer.concat([head, randomBytes(Math.max(0, size - head.length - tail.length)), tail]);
};
export const png = () =>
  Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.from('\x00\x00\x00\x0dIHDR', 'latin1'),
    randomBytes(200),
  ]);
/** A Windows program: what a renamed .exe really is. */
export const exe = () => {
  const bytes = Buffer.alloc(1024);
  bytes.write('MZ', 0, 'latin1');
  bytes.writeUInt32LE(0x80, 0x3c);
  bytes.write('PE\0\0', 0x80, 'latin1');
  return bytes;
};
/** An AutoCAD 2018 drawing: its version string, then its (here random) body. */
export const dwg = () => Buffer.concat([Buffer.from('AC1032', 'latin1'), randomBytes(2000)]);
export const dxf = () =>
  Buffer.from('  0\nSECTION\n  2\nHEADER\n  9\n$ACADVER\n  1\nAC1015\n  0\nENDSEC\n  0\nEOF\n');

interface Entry {
  name: string;
  data: Buffer;
  /** Deflate the data (a zip bomb's entry); stored otherwise. */
  deflate?: boolean;
}

/** A ZIP file with these entries, in this order (local headers, central directory, end). */
export function zip(entries: Entry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const body = entry.deflate ? deflateRawSync(entry.data, { level: 9 }) : entry.data;
    const method = entry.deflate ? 8 : 0;
    const crc = crc32(entry.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(entry.data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(entry.data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, body);
    centrals.push(central, name);
    offset += 30 + name.length + body.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

export const docx = () =>
  zip([
    { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
    { name: '_rels/.rels', data: Buffer.from('<Relationships/>') },
    { name: 'word/document.xml', data: Buffer.from('<w:document/>') },
  ]);
export const xlsx = () =>
  zip([
    { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
    { name: 'xl/workbook.xml', data: Buffer.from('<workbook/>') },
  ]);
export const pptx = () =>
  zip([
    { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
    { name: 'ppt/presentation.xml', data: Buffer.from('<p:presentation/>') },
    { name: 'ppt/slides/slide1.xml', data: Buffer.from('<p:sld/>') },
  ]);
export const odt = () =>
  zip([
    { name: 'mimetype', data: Buffer.from('application/vnd.oasis.opendocument.text') },
    { name: 'content.xml', data: Buffer.from('<office:document-content/>') },
    { name: 'META-INF/manifest.xml', data: Buffer.from('<manifest/>') },
  ]);
/** 64 MB of zeros in one entry, about 64 KB on the wire: must be kept, never unpacked. */
export const zipBomb = () =>
  zip([{ name: 'zeros.bin', data: Buffer.alloc(64 * 1024 * 1024), deflate: true }]);

export interface FilePart {
  field: string;
  filename: string;
  data: Buffer;
  contentType?: string;
}

/** A multipart/form-data body for app.inject: fields first, then the files. */
export function multipart(fields: Record<string, string | number>, files: FilePart[] = []) {
  const boundary = `----test${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  for (const file of files) {
    const filename = file.filename.replaceAll('"', '%22');
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${filename}"\r\n` +
          `Content-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
