import { describe, expect, it } from 'vitest';
import { csvCell, toCsv, UTF8_BOM } from './csv';

describe('csv', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=1+1', "'=1+1"],
    ['+33 1 23', "'+33 1 23"],
    ['-2', "'-2"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['=A1,B1', `"'=A1,B1"`],
    [null, ''],
  ])('csvCell(%j) is %j', (input, expected) => {
    expect(csvCell(input)).toBe(expected);
  });

  it('writes a BOM, a header row and CRLF line ends', () => {
    expect(toCsv(['a', 'b'], [{ a: 1, b: 'x' }])).toBe(`${UTF8_BOM}a,b\r\n1,x\r\n`);
  });
});
