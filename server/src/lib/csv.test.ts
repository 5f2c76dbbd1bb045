import { describe, expect, it } from 'vitest';
import { csvCell, toCsv, UTF8_BOM } from './csv';

describe('csv', () => {
  it.each([
    ['plain', '"plain"'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=1+1', `"'=1+1"`],
    ['+33 1 23', `"'+33 1 23"`],
    ['-2', `"'-2"`],
    ['@SUM(A1)', `"'@SUM(A1)"`],
    ['  =1+1', `"  '=1+1"`],
    ['=A1,B1', `"'=A1,B1"`],
    [null, '""'],
    [42, '"42"'],
  ])('csvCell(%j) is %j', (input, expected) => {
    expect(csvCell(input)).toBe(expected);
  });

  // A reader whose list separator is ";" (or a tab import, or one that splits lines) would make
  // the text after the separator a cell of its own: a formula there must be neutralised too.
  it.each([
    [
      'call me;=HYPERLINK("http://evil.example","x")',
      `"call me;'=HYPERLINK(""http://evil.example"",""x"")"`,
    ],
    ['a; +1+1', `"a; '+1+1"`],
    ['a,=1', `"a,'=1"`],
    ['a\t@SUM(A1)', `"a\t'@SUM(A1)"`],
    ['line\n-1+1', `"line\n'-1+1"`],
    ['a|=cmd', `"a|'=cmd"`],
  ])('neutralises a formula after a separator: %j', (input, expected) => {
    expect(csvCell(input)).toBe(expected);
  });

  it('quotes every field, writes a BOM, a header row and CRLF line ends', () => {
    expect(toCsv(['a', 'b'], [{ a: 1, b: 'x' }])).toBe(`${UTF8_BOM}"a","b"\r\n"1","x"\r\n`);
  });
});
