import { describe, expect, it } from 'vitest';
import { FILENAME_MAX } from '@shared/vocabularies/attachments';
import { nameForType, safeFilename } from './safe-filename';

describe('safeFilename', () => {
  it('drops format characters: the Arabic letter mark, zero-width joiners, direction marks', () => {
    expect(safeFilename('in\u061Cvoice.pdf', 'f')).toBe('invoice.pdf');
    expect(safeFilename('plan\u200D\u200B\u2060\uFEFF.pdf', 'f')).toBe('plan.pdf');
    expect(safeFilename('evil\u202Efdp.exe.pdf', 'f')).toBe('evilfdp.exe.pdf');
    expect(safeFilename('soft\u00ADhyphen.pdf', 'f')).toBe('softhyphen.pdf');
  });

  it('normalises with NFKC: fullwidth dots, letters and slashes are the plain ones', () => {
    expect(safeFilename('report\uFF0Epdf', 'f')).toBe('report.pdf');
    expect(safeFilename('\uFF52\uFF45\uFF50\uFF4F\uFF52\uFF54.pdf', 'f')).toBe('report.pdf');
    // A fullwidth solidus is a path separator once normalised: only the last part is kept.
    expect(safeFilename('..\uFF0F..\uFF0Fpasswd.pdf', 'f')).toBe('passwd.pdf');
    expect(safeFilename('\uFB01le.pdf', 'f')).toBe('file.pdf');
  });

  it('falls back when nothing visible is left', () => {
    expect(safeFilename('\u200B\u061C', 'attachment')).toBe('attachment');
  });
});

describe('nameForType', () => {
  const pdf = ['.pdf'];
  it('appends the extension of the type the bytes were judged to be', () => {
    expect(nameForType('report.html', pdf)).toBe('report.html.pdf');
    expect(nameForType('drawing.bat', ['.dxf'])).toBe('drawing.bat.dxf');
    expect(nameForType('photo', ['.jpg', '.jpeg'])).toBe('photo.jpg');
  });

  it('keeps a name that already ends with one of the extensions, in any case', () => {
    expect(nameForType('REPORT.PDF', pdf)).toBe('REPORT.PDF');
    expect(nameForType('photo.jpeg', ['.jpg', '.jpeg'])).toBe('photo.jpeg');
  });

  it('stays within FILENAME_MAX characters', () => {
    const long = `${'x'.repeat(FILENAME_MAX - 5)}.html`;
    const named = nameForType(long, pdf);
    expect([...named]).toHaveLength(FILENAME_MAX);
    expect(named.endsWith('.pdf')).toBe(true);
  });
});
