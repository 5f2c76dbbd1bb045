import { describe, expect, it } from 'vitest';
import { FILE_TYPES } from '../vocabularies/attachments';
import {
  CONTENT_FILE_TYPES,
  contentFilePath,
  contentFiles,
  filesNamedIn,
  parseFilePath,
  shownFile,
} from './content-files';

const hash = 'ab'.repeat(16);

describe('content file addresses', () => {
  it.each(CONTENT_FILE_TYPES)('a %s file has an address that says its type', (type) => {
    const src = contentFilePath(hash, type);
    expect(src).toBe(`/files/${hash}${FILE_TYPES[type].extensions[0]}`);
    expect(parseFilePath(src)).toEqual({ file: src.slice('/files/'.length), type });
  });

  it.each([
    `/files/${hash}.exe`,
    `/files/${hash}.html`,
    `/files/${hash.slice(1)}.pdf`,
    `/files/${hash.toUpperCase()}.pdf`,
    `/files/../${hash}.pdf`,
    `https://evil.example/files/${hash}.pdf`,
    `/media/${hash}.pdf`,
  ])('refuses %s', (src) => expect(parseFilePath(src)).toBeNull());
});

describe('contentFiles', () => {
  it('finds every file value wherever it is, with its path', () => {
    const file = { src: contentFilePath(hash, 'pdf'), name: 'a.pdf', type: 'x', size: 1 };
    const content = {
      certifications: [{ id: 1 }, { id: 2, certificate: file }],
      pages: [{ blocks: [{ kind: 'downloads', files: [file] }] }],
      posts: [{ imageSrc: '/media/x.webp', body: `[a link](${file.src})` }],
    };
    expect(contentFiles(content).map((r) => r.path)).toEqual([
      ['certifications', 1, 'certificate'],
      ['pages', 0, 'blocks', 0, 'files', 0],
    ]);
  });

  it('filesNamedIn finds the stored names in a version’s JSON, links included', () => {
    const json = JSON.stringify({ a: { src: `/files/${hash}.pdf` }, b: `see /files/${hash}.zip.` });
    expect([...filesNamedIn(json)].sort()).toEqual([`${hash}.pdf`, `${hash}.zip`]);
  });
});

describe('shownFile', () => {
  it('shows a file as a link with its type (from the address) and size', () => {
    const src = contentFilePath(hash, 'pdf');
    expect(shownFile({ src, name: 'ISO.pdf', type: 'text/html', size: 250_000 })).toEqual({
      href: src,
      name: 'ISO.pdf',
      facts: 'PDF, 244 KB',
    });
  });

  it.each([null, 'x.pdf', { src: 'javascript:alert(1)', name: 'x' }, { src: '/files/x.pdf' }])(
    'shows nothing for a stored value that is not a file: %j',
    (value) => expect(shownFile(value)).toBeNull(),
  );
});
