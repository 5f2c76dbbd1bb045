import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { adminNav } from '../../client/src/app/admin-nav';
import { LEAD_KIND_SPECS, LEAD_KINDS } from '../../shared/lead-kinds';
import { collectionDef, COLLECTION_NAMES } from '../../shared/site-content/collections';
import { globalDef, GLOBAL_NAMES } from '../../shared/site-content/globals';

// Tests follow the registries: a test that lists the kinds of lead, the collections, the globals
// or the sidebar's pages by hand breaks (or, worse, passes) when one is added. They derive such
// lists from LEAD_KINDS, COLLECTION_NAMES, GLOBAL_NAMES and client/src/app/admin-nav.ts instead.
// This finds the arrays of three or more names of one registry, and the objects keyed by every
// name of one (a map per kind typed out) that tsc does not check against the registry
// (`satisfies Record<LeadKind, ...>` makes tsc name it when a kind is added).

/** Maps per kind kept on purpose, with why. */
const DELIBERATE: Record<string, string> = {
  // seed.contact(), seed.quote()...: a test seeds the kind it is about, with its own data.
  'tests/e2e/fixtures.ts': 'the seed helpers',
};

const ROOT = join(import.meta.dirname, '../..');
const AT_LEAST = 3;

/** Each registry's ids: a map keyed by all of them is a map per kind. */
const IDS: Record<string, readonly string[]> = {
  'lead kinds (LEAD_KINDS)': LEAD_KINDS,
  'collections (COLLECTION_NAMES)': COLLECTION_NAMES,
  'globals (GLOBAL_NAMES)': GLOBAL_NAMES,
};

/** Each registry's names as a test might type them: ids, paths, tables, labels. */
const REGISTRIES: Record<string, Set<string>> = {
  'lead kinds (LEAD_KINDS)': new Set<string>(
    LEAD_KINDS.flatMap((kind) => {
      const { path, records, plural, schemaName } = LEAD_KIND_SPECS[kind];
      return [kind, path, records, plural, schemaName];
    }),
  ),
  'collections (COLLECTION_NAMES)': new Set(
    COLLECTION_NAMES.flatMap((name) => {
      const { title, editor } = collectionDef(name);
      return [name, title, editor.path];
    }),
  ),
  'globals (GLOBAL_NAMES)': new Set(
    GLOBAL_NAMES.flatMap((name) => {
      const { title, editor } = globalDef(name);
      return [name, title, editor.path];
    }),
  ),
  "the sidebar's pages (client/src/app/admin-nav.ts)": new Set(
    adminNav.flatMap(({ href, label }) => [href, label]),
  ),
};

/** The test files: tests/ but its fixtures, and the unit tests beside the code. */
function testFiles(dir: string, inTests: boolean): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules' || name === 'fixtures' || name === '__screenshots__') return [];
    if (statSync(path).isDirectory()) return testFiles(path, inTests);
    const source = /\.tsx?$/.test(name) && !name.endsWith('.d.ts');
    return source && (inTests || /\.(test|spec)\.tsx?$/.test(name)) ? [path] : [];
  });
}

/** "file:line: 3 lead kinds (LEAD_KINDS): contact, quote, application" for each list found. */
function typedLists(file: string, text = readFileSync(file, 'utf8')): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const report = (node: ts.Node, registry: string, hits: string[]) => {
    const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
    found.push(`${relative(ROOT, file)}:${line}: ${registry}: ${hits.join(', ')}`);
  };
  /** Whether tsc checks the literal's type: `satisfies ...`, or a declared type. */
  const checked = (node: ts.Node) =>
    ts.isSatisfiesExpression(node.parent) ||
    (ts.isVariableDeclaration(node.parent) && node.parent.type !== undefined);
  const visit = (node: ts.Node) => {
    if (ts.isArrayLiteralExpression(node)) {
      const names = node.elements.filter(ts.isStringLiteralLike).map((element) => element.text);
      for (const [registry, known] of Object.entries(REGISTRIES)) {
        const hits = names.filter((name) => known.has(name));
        if (hits.length >= AT_LEAST) report(node, registry, hits);
      }
    } else if (ts.isObjectLiteralExpression(node) && !checked(node)) {
      const keys = node.properties.flatMap((p) =>
        p.name && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) ? [p.name.text] : [],
      );
      for (const [registry, ids] of Object.entries(IDS)) {
        if (ids.every((id) => keys.includes(id))) report(node, registry, [...ids]);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('tests follow the registries', () => {
  it('no test types out a list of kinds, collections, globals or sidebar pages', () => {
    const files = [
      ...testFiles(join(ROOT, 'tests'), true),
      ...['client/src', 'server/src', 'shared'].flatMap((dir) => testFiles(join(ROOT, dir), false)),
    ];
    expect(files.length).toBeGreaterThan(100);
    const lists = files.flatMap((file) => typedLists(file));
    expect(lists.filter((list) => !(list.split(':')[0]! in DELIBERATE))).toEqual([]);
  });

  it('finds such a list, as an array or as the keys of an object', () => {
    const names = LEAD_KINDS.map((kind) => `'${kind}'`).join(', ');
    const counts = COLLECTION_NAMES.map((name) => `${name}: 1`).join(', ');
    const text =
      `const kinds = [${names}];\nconst counts = { ${counts}, more: 2 };\n` +
      `const named = { ${counts} } satisfies Record<CollectionName, number>;\n`;
    expect(typedLists(join(ROOT, 'tests/example.test.ts'), text)).toEqual([
      expect.stringMatching(/^tests\/example\.test\.ts:1: lead kinds \(LEAD_KINDS\): contact, /),
      expect.stringMatching(/^tests\/example\.test\.ts:2: collections \(COLLECTION_NAMES\): /),
    ]);
  });
});
