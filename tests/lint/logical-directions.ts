import ts from 'typescript';

// The rule behind logical-directions.test.ts (issue 54, right to left): the client's styles say
// start and end, never left and right, so a right-to-left language mirrors the whole layout.
// A Tailwind class, a CSS declaration or an inline style that names a physical side is found,
// with the logical one to write instead; an icon that points sideways must turn in rtl (app.css
// lists those it turns).

export interface Finding {
  /** The file's path as given. */
  file: string;
  line: number;
  /** What was found: a class (`md:ml-2`), a declaration (`padding-left`), an icon (`<ArrowRight>`). */
  found: string;
  /** What to write instead. */
  fix: string;
}

/** A Tailwind value: a number, a fraction, px, auto, full, or an arbitrary one. */
const VALUE = String.raw`(?:\d+(?:\.\d+)?|\d+\/\d+|px|auto|full|\[.+\]|\(.+\))`;

/** Physical utilities (variants and a leading `-`/`!` stripped) and their logical spelling. */
const PHYSICAL_UTILITIES: { pattern: RegExp; fix: string }[] = [
  { pattern: new RegExp(`^(?:scroll-)?[mp][lr]-${VALUE}$`), fix: 'ms-/me-, ps-/pe-' },
  { pattern: new RegExp(`^(?:left|right|inset-[lr])-${VALUE}$`), fix: 'start-/end-' },
  { pattern: /^text-(?:left|right)$/, fix: 'text-start/text-end' },
  { pattern: /^border-[lr](?:-.+)?$/, fix: 'border-s/border-e' },
  { pattern: /^rounded-(?:[lr]|tl|tr|bl|br)(?:-.+)?$/, fix: 'rounded-s/-e/-ss/-se/-es/-ee' },
  { pattern: /^(?:float|clear)-(?:left|right)$/, fix: 'float-start/float-end' },
  { pattern: /^origin-(?:top-|bottom-)?(?:left|right)$/, fix: 'a logical origin or rtl: twin' },
];

/** translate-x moves towards the right: allowed with an `rtl:` twin in the same class list. */
const TRANSLATE_X = /^translate-x-/;

/** The class's variants and its utility: `md:hover:-ml-2` is [md, hover] and `ml-2`. */
export function splitClass(token: string): { variants: string[]; utility: string } {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < token.length; i++) {
    const c = token[i];
    if (c === '[' || c === '(') depth++;
    else if (c === ']' || c === ')') depth--;
    else if (c === ':' && depth === 0) {
      parts.push(token.slice(start, i));
      start = i + 1;
    }
  }
  const utility = token.slice(start).replace(/^!|!$/g, '').replace(/^-/, '');
  return { variants: parts, utility };
}

/** The physical classes in one class list (or any string: its words that are such classes). */
export function physicalClasses(text: string): { found: string; fix: string }[] {
  const tokens = text.split(/\s+/).filter(Boolean);
  const split = tokens.map((token) => ({ token, ...splitClass(token) }));
  // A class for one direction only (`rtl:`, `ltr:`) is the deliberate mirror of another.
  const directed = (variants: string[]) => variants.some((v) => v === 'rtl' || v === 'ltr');
  const translateTwin = split.some((t) => directed(t.variants) && TRANSLATE_X.test(t.utility));
  const found: { found: string; fix: string }[] = [];
  for (const { token, variants, utility } of split) {
    if (directed(variants)) continue;
    const rule = PHYSICAL_UTILITIES.find(({ pattern }) => pattern.test(utility));
    if (rule) found.push({ found: token, fix: rule.fix });
    else if (TRANSLATE_X.test(utility) && !translateTwin)
      found.push({ found: token, fix: 'an rtl: twin (rtl:-translate-x-…)' });
  }
  return found;
}

/** CSS declarations naming a side, and what to write instead. */
const PHYSICAL_DECLARATIONS: { pattern: RegExp; fix: string }[] = [
  {
    pattern:
      /(?<![\w-])((?:margin|padding|border|scroll-margin|scroll-padding)-(?:left|right)(?:-[\w-]+)?)\s*:/g,
    fix: '…-inline-start / …-inline-end',
  },
  {
    pattern: /(?<![\w-])(border-(?:top|bottom)-(?:left|right)-radius)\s*:/g,
    fix: 'border-start-start-radius etc.',
  },
  { pattern: /(?<![\w-])((?:left|right)\s*):/g, fix: 'inset-inline-start / inset-inline-end' },
  {
    pattern: /(?<![\w-])((?:text-align|float|clear)\s*:\s*(?:left|right))\b/g,
    fix: 'start / end',
  },
];

const lineOf = (text: string, index: number) => text.slice(0, index).split('\n').length;

/** The physical declarations of a stylesheet (its comments left out). */
export function scanCss(file: string, css: string): Finding[] {
  // Comments blanked to spaces, so the line numbers stay right.
  const text = css.replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' '));
  return PHYSICAL_DECLARATIONS.flatMap(({ pattern, fix }) =>
    [...text.matchAll(pattern)].map((m) => ({
      file,
      line: lineOf(text, m.index),
      found: m[1]!.trim(),
      fix,
    })),
  );
}

/** Inline style keys (React's camelCase) naming a side. */
const PHYSICAL_STYLE_KEY =
  /^(?:(?:margin|padding|border|scrollMargin|scrollPadding)(?:Left|Right)\w*|border(?:Top|Bottom)(?:Left|Right)Radius)$/;
/** Keys named only inside a `style={{…}}`: `left`, `right`. */
const PHYSICAL_POSITION_KEY = /^(?:left|right)$/;

/** Lucide icons that point sideways besides those named …Left/…Right. */
const POINTING_ICONS = new Set([
  'Send',
  'SendHorizontal',
  'LogIn',
  'LogOut',
  'Undo',
  'Undo2',
  'Redo',
  'Redo2',
  'Reply',
  'ReplyAll',
  'Forward',
]);
/** A class that turns one icon in rtl (the icons app.css turns need none). */
const TURNS = /\brtl:-scale-x-100\b/;

/** Whether lucide's icon `name` points sideways (an arrow, a chevron, send, log out, undo). */
export const pointsSideways = (name: string) =>
  /(?:Left|Right)(?:Icon)?$|(?:Left|Right)[A-Z]/.test(name) || POINTING_ICONS.has(name);

/**
 * The lucide icons a stylesheet names by their class (`.lucide-arrow-right`), by their
 * component's name (`ArrowRight`): those app.css turns in rtl.
 */
export function iconsNamedIn(css: string): Set<string> {
  const pascal = (kebab: string) =>
    kebab.replace(/(?:^|-)([a-z0-9])/g, (_, c: string) => c.toUpperCase());
  return new Set([...css.matchAll(/\.lucide-([a-z0-9-]+)/g)].map((m) => pascal(m[1]!)));
}

/**
 * The physical classes, inline styles and pointing icons of a .ts/.tsx file; a pointing icon
 * passes when `turned` names it (app.css turns it) or its class list turns it.
 */
export function scanSource(file: string, source: string, turned = new Set<string>()): Finding[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const findings: Finding[] = [];
  const at = (node: ts.Node) => sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1;
  const lucide = new Set<string>();
  for (const statement of sf.statements) {
    if (!ts.isImportDeclaration(statement)) continue;
    if ((statement.moduleSpecifier as ts.StringLiteral).text !== 'lucide-react') continue;
    const named = statement.importClause?.namedBindings;
    if (named && ts.isNamedImports(named))
      for (const el of named.elements) lucide.add(el.name.text);
  }

  function visit(node: ts.Node, inStyle: boolean) {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      for (const f of physicalClasses(node.text)) findings.push({ file, line: at(node), ...f });
    } else if (ts.isTemplateExpression(node)) {
      const parts = [node.head, ...node.templateSpans.map((s) => s.literal)];
      for (const f of physicalClasses(parts.map((p) => p.text).join(' ')))
        findings.push({ file, line: at(node), ...f });
    } else if (ts.isPropertyAssignment(node) || ts.isShorthandPropertyAssignment(node)) {
      const key = node.name.getText(sf).replace(/^['"]|['"]$/g, '');
      if (PHYSICAL_STYLE_KEY.test(key) || (inStyle && PHYSICAL_POSITION_KEY.test(key)))
        findings.push({ file, line: at(node), found: key, fix: 'the …Inline… style key' });
    } else if (ts.isJsxSelfClosingElement(node) || ts.isJsxOpeningElement(node)) {
      const name = node.tagName.getText(sf);
      if (lucide.has(name) && pointsSideways(name) && !turned.has(name)) {
        const className = node.attributes.properties.find(
          (p) => ts.isJsxAttribute(p) && p.name.getText(sf) === 'className',
        );
        if (!className || !TURNS.test(className.getText(sf)))
          findings.push({ file, line: at(node), found: `<${name}>`, fix: 'its class in app.css' });
      }
    }
    const style = inStyle || (ts.isJsxAttribute(node) && node.name.getText(sf) === 'style');
    ts.forEachChild(node, (child) => visit(child, style));
  }
  visit(sf, false);
  return findings;
}
