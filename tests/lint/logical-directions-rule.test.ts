/** The logical-directions rule itself (logical-directions.ts): what it finds and what it passes. */
import { describe, expect, it } from 'vitest';
import {
  iconsNamedIn,
  physicalClasses,
  pointsSideways,
  scanCss,
  scanSource,
  splitClass,
} from './logical-directions';

const found = (text: string) => physicalClasses(text).map((f) => f.found);

describe('physical Tailwind classes', () => {
  it('finds margins, paddings, insets, alignment, borders and corners that name a side', () => {
    const classes =
      'ml-2 mr-auto pl-5 pr-[3px] md:border-r border-l-2 -left-[9999px] right-0 sm:left-4 ' +
      'focus:left-4 text-left text-right rounded-l-md rounded-br-sm rounded-tl float-right ' +
      'origin-top-left scroll-ml-4 -mr-1.5 left-1/2 hover:!pl-4';
    expect(found(classes)).toEqual(classes.split(' '));
  });

  it('passes the logical ones and everything symmetric', () => {
    const classes =
      'ms-2 me-auto ps-5 pe-[3px] md:border-e border-s-2 -start-[9999px] end-0 text-start ' +
      'text-end rounded-s-md rounded-ee-sm rounded-ss float-start mx-auto px-4 inset-x-0 ' +
      'left right rounded-lg rounded-md border-b border-x-2';
    expect(found(classes)).toEqual([]);
  });

  it('passes words and language tags that only look like classes', () => {
    expect(found('left-to-right right-aligned written right to left pl-PL ml-IN')).toEqual([]);
  });

  it('passes a class for one direction only: it is the mirror', () => {
    expect(found('rtl:-scale-x-100 rtl:text-right ltr:ml-2 md:rtl:left-0')).toEqual([]);
  });

  it('finds translate-x unless an rtl: twin goes with it', () => {
    expect(found('group-hover:translate-x-0.5')).toEqual(['group-hover:translate-x-0.5']);
    expect(found('group-hover:translate-x-0.5 rtl:group-hover:-translate-x-0.5')).toEqual([]);
  });

  it('splits variants from the utility, brackets kept whole', () => {
    expect(splitClass('md:hover:-ml-[calc(1px:2px)]')).toEqual({
      variants: ['md', 'hover'],
      utility: 'ml-[calc(1px:2px)]',
    });
  });
});

describe('stylesheets', () => {
  it('finds physical declarations with their lines, comments left out', () => {
    const css = [
      '/* margin-left: a comment',
      '   left: too */',
      '.a { margin-left: 1rem; padding-right: 2px; }',
      '.b { border-left: 3px solid; border-top-right-radius: 4px; }',
      '.c { left: 0; text-align: right; float: left; }',
    ].join('\n');
    expect(scanCss('x.css', css).map((f) => `${f.line} ${f.found}`)).toEqual([
      '3 margin-left',
      '3 padding-right',
      '4 border-left',
      '4 border-top-right-radius',
      '5 left',
      '5 text-align: right',
      '5 float: left',
    ]);
  });

  it('passes logical declarations', () => {
    const css =
      '.a { margin-inline-start: 1rem; padding-inline: 2px; border-inline-start: 1px solid; ' +
      'inset-inline-end: 0; text-align: start; float: inline-start; scroll-margin-top: 4rem }';
    expect(scanCss('x.css', css)).toEqual([]);
  });
});

describe('components', () => {
  const scan = (source: string) => scanSource('x.tsx', source).map((f) => `${f.line} ${f.found}`);

  it('finds classes in attributes, cn() arguments and templates, not in comments', () => {
    const source = [
      '// ml-2 in a comment',
      'const a = <div className="ml-2 flex" />;',
      "const b = cn('p-2', open && 'text-left');",
      'const c = `border-r ${x} pl-4`;',
    ].join('\n');
    expect(scan(source)).toEqual(['2 ml-2', '3 text-left', '4 border-r', '4 pl-4']);
  });

  it('finds inline styles that name a side', () => {
    const source = [
      'const a = <div style={{ marginLeft: 4, left: 0, top: 0 }} />;',
      'const b = { paddingInlineStart: 4, right: 2 };',
    ].join('\n');
    expect(scan(source)).toEqual(['1 marginLeft', '1 left']);
  });

  it('finds a pointing lucide icon that does not turn in rtl, and passes one that does', () => {
    const source = [
      "import { ArrowRight, ChevronLeft, Send, Phone, ArrowUp } from 'lucide-react';",
      'const a = <ArrowRight className="h-4 w-4" />;',
      'const b = <ChevronLeft />;',
      'const c = <Send className="h-4 rtl:-scale-x-100" />;',
      'const d = <Phone className="h-4" />;',
      'const e = <ArrowUp className="h-4" />;',
    ].join('\n');
    expect(scan(source)).toEqual(['2 <ArrowRight>', '3 <ChevronLeft>']);
  });

  it('passes a pointing icon the stylesheet turns', () => {
    const source = [
      "import { ArrowRight, ChevronLeft } from 'lucide-react';",
      'const a = <ArrowRight className="h-4 w-4" />;',
      'const b = <ChevronLeft />;',
    ].join('\n');
    const turned = iconsNamedIn(':where([dir=rtl]) :is(.lucide-arrow-right, .lucide-undo-2) {}');
    expect([...turned]).toEqual(['ArrowRight', 'Undo2']);
    expect(scanSource('x.tsx', source, turned).map((f) => f.found)).toEqual(['<ChevronLeft>']);
  });

  it('knows which icons point sideways', () => {
    for (const name of ['ArrowRight', 'ChevronLeft', 'ArrowUpRight', 'LogOut', 'Undo2'])
      expect(pointsSideways(name), name).toBe(true);
    for (const name of ['ArrowUp', 'ArrowDownToLine', 'Phone', 'ShieldCheck', 'MessageCircle'])
      expect(pointsSideways(name), name).toBe(false);
  });
});
