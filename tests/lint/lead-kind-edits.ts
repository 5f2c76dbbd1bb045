import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

// A throwaway kind of lead, a support ticket (fixtures/lead-kind/support.ts), added to the
// registry and to each place tsc names, as the next engineer would: by editing the object
// literals, found by their names in the files' syntax trees. tests/lint/lead-kind.test.ts applies
// these edits in memory. `npx tsx tests/lint/lead-kind-edits.ts --write` makes the kind for real
// in the working tree (its facts in shared/lead-kinds/support.ts, its form on the careers page);
// then `npm run db:generate -- --name support_tickets` and `npm run openapi:generate`, and
// `git status` counts the files. `git checkout . && git clean -fd` undoes it.

export const ROOT = join(import.meta.dirname, '../..');

/** The object literal a `const NAME = {...}` starts with (under `as const`, `satisfies`). */
function objectLiteral(source: ts.SourceFile, name: string): ts.ObjectLiteralExpression {
  let found: ts.ObjectLiteralExpression | undefined;
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && node.name.getText(source) === name) {
      let value = node.initializer;
      while (value && (ts.isAsExpression(value) || ts.isSatisfiesExpression(value))) {
        value = value.expression;
      }
      if (value && ts.isObjectLiteralExpression(value)) found = value;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  if (!found) throw new Error(`${source.fileName}: ${name} is no longer an object literal`);
  return found;
}

/** The statement that declares `name` at the top of the file. */
function statementOf(source: ts.SourceFile, name: string): ts.Statement {
  const statement = source.statements.find(
    (s) =>
      ts.isVariableStatement(s) &&
      s.declarationList.declarations.some((d) => d.name.getText(source) === name),
  );
  if (!statement) throw new Error(`${source.fileName}: no top-level ${name}`);
  return statement;
}

export interface Place {
  file: string;
  /** The object literal the new kind joins. */
  map: string;
  /** Its member for the new kind (a property, or a shorthand: `support`). */
  entry: string;
  /** Code that goes before the statement declaring `map` (the kind's table). */
  before?: string;
  /** An import the entry needs. */
  imports?: string;
}

/** `source` with the place's code added: the entry as the object's last member. */
export function withPlace(fileName: string, text: string, place: Place): string {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const object = objectLiteral(source, place.map);
  const members = object.properties;
  const at = members.length > 0 ? members.end : object.getStart(source) + 1;
  const comma = members.length > 0 && !members.hasTrailingComma ? ',' : '';
  let out = `${text.slice(0, at)}${comma}\n${place.entry}${text.slice(at)}`;
  if (place.before) {
    const start = statementOf(source, place.map).getFullStart();
    out = `${out.slice(0, start)}\n${place.before}\n${out.slice(start)}`;
  }
  return place.imports ? `${place.imports}\n${out}` : out;
}

/** The registry with the throwaway kind listed. */
export const REGISTRY: Place = {
  file: 'shared/lead-kinds/index.ts',
  map: 'LEAD_KIND_SPECS',
  entry: 'support',
  imports: "import { support } from '../../tests/lint/fixtures/lead-kind/support';",
};

/** The support ticket's table and the columns its inbox search reads. */
export const SUPPORT_TABLE = 'support_tickets';
export const SUPPORT_SEARCH = ['name', 'email', 'product', 'problem'];

/** Every place a new kind fills, as tsc names them, with the support ticket's code. */
export const PLACES: Place[] = [
  {
    file: 'server/src/db/schema/leads.ts',
    map: 'LEAD_TABLES',
    entry: `support: stored(supportTickets, ${JSON.stringify(SUPPORT_SEARCH).replaceAll('"', "'")}),`,
    before: `export const supportTickets = sqliteTable(
  '${SUPPORT_TABLE}',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    product: text('product'),
    problem: text('problem').notNull(),
    ...leadShared(),
  },
  (t) => leadIndexes('${SUPPORT_TABLE}', t),
);`,
  },
  {
    file: 'server/src/services/notifications/lead-formats.ts',
    map: 'LEAD_FORMATS',
    entry: `support: {
      fields: (lead) => [['Name', lead.name], ['E-mail', lead.email], ['Product', lead.product ?? ''], ['Problem', lead.problem]],
      subjectDetail: (lead) => lead.product,
      webhookData: (lead) => ({ product: lead.product, problem: lead.problem }),
      from: (lead) => \`\${lead.name} <\${lead.email}>\`,
      placeholders: () => ({}),
    },`,
  },
  {
    file: 'client/src/features/leads/lead-kind-views.tsx',
    map: 'LEAD_KIND_VIEWS',
    // Its words may stay English until the admin's catalogue has them (t: the inbox's texts).
    entry: `support: {
      column: { label: () => 'Product', value: (lead) => lead.product ?? '' },
      body: (lead) => lead.problem,
      details: (lead) => [['Product', lead.product || '—']],
      cardLine: (lead) => lead.product ?? lead.email,
    },`,
  },
  {
    // Its form's browser test: where the form stands (the scratch places it on the careers page).
    file: 'tests/e2e/public/sent-reference.spec.ts',
    map: 'FORM_PAGES',
    entry: "support: { path: '/careers' },",
  },
];

/** Where its public form stands: a page that places it (here a fixture of its own). */
export const FORM_PAGE = 'tests/lint/fixtures/lead-kind/support-page.tsx';

/** Each edited file's new text, from the files as they are. */
export function editedFiles(read = (path: string) => readFileSync(join(ROOT, path), 'utf8')) {
  const files = new Map<string, string>();
  for (const place of [REGISTRY, ...PLACES]) {
    const text = files.get(place.file) ?? read(place.file);
    files.set(place.file, withPlace(place.file, text, place));
  }
  return files;
}

/** The kind made for real: its facts beside the others', its form on a page. */
function writeScratch() {
  const write = (path: string, text: string) => writeFileSync(join(ROOT, path), text);
  const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');
  write(
    'shared/lead-kinds/support.ts',
    read('tests/lint/fixtures/lead-kind/support.ts')
      .replace('../../../../shared/schemas/', '../schemas/')
      .replace('../../../../shared/lead-kinds/', './'),
  );
  const files = editedFiles((path) =>
    path === REGISTRY.file
      ? read(path).replace(/^/, "import { support } from './support';\n")
      : read(path),
  );
  // The registry's import is the scratch's own (above), not the fixture's.
  const registry = files.get(REGISTRY.file)!.replace(`${REGISTRY.imports!}\n`, '');
  files.set(REGISTRY.file, registry);
  const page = 'client/src/pages/careers-page.tsx';
  files.set(
    page,
    // After the list of openings, at the end of the page's column.
    `import { support } from '@shared/lead-kinds/support';\nimport { LeadForm } from '~/features/lead-forms';\n${read(page)}`.replace(
      '\n        </ul>\n      </div>\n',
      '\n        </ul>\n        <LeadForm kind="support" facts={support} />\n      </div>\n',
    ),
  );
  for (const [file, text] of files) write(file, text);
  return ['shared/lead-kinds/support.ts', ...files.keys()];
}

if (process.argv.includes('--write')) {
  process.stdout.write(`Wrote the support ticket kind: ${writeScratch().join(', ')}.\n`);
}
