/**
 * A new kind of lead is a file in shared/lead-kinds and a line in its index; the rest is derived,
 * except what the kind must say about its own fields: how it is validated, stored, mailed and
 * shown. Those are maps typed `satisfies Record<LeadKind, ...>`, so the compiler names each one.
 * This test adds a throwaway fourth kind (a support ticket, fixtures/lead-kind/support.ts) to the
 * registry and compiles the server and the client with it: first tsc must name exactly the maps
 * listed in PLACES; then, with the kind's entry added to each, the server must compile, and the
 * client too but where its calls meet the generated API types (GENERATED_TYPES_MEET), which
 * `npm run openapi:generate` rewrites for the new kind and its stages. So no place is forgotten
 * silently, and none is needed beyond these.
 */
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');
const at = (path: string) => join(root, path);

/** The registry with the fixture kind listed. */
const REGISTRY = {
  file: 'shared/lead-kinds/index.ts',
  edit: (source: string) =>
    `import { support } from '../../tests/lint/fixtures/lead-kind/support';\n${source.replace(
      '{ contact, quote, application }',
      '{ contact, quote, application, support }',
    )}`,
};

/**
 * Every map a new kind must fill, with the fixture kind's entry. A support ticket is stored in
 * the contact messages' table here: the compiler only needs a table of lead columns.
 */
const PLACES: { file: string; map: string; entry: string }[] = [
  {
    file: 'shared/schemas/lead-kind-schemas.ts',
    map: 'LEAD_SCHEMAS',
    entry: `support: schemasOf('support', {
      input: { name: requiredText('Name', LIMITS.name), email: emailField, message: requiredText('Problem', LIMITS.message) },
      item: { name: z.string(), email: z.string(), message: z.string() },
    }),`,
  },
  {
    file: 'shared/schemas/lead-work.ts',
    map: 'STAGE_LABELS',
    entry: `triaged: 'Triaged', waiting_on_customer: 'Waiting on the customer', solved: 'Solved',`,
  },
  {
    file: 'server/src/db/lead-tables.ts',
    map: 'LEAD_STORAGE',
    entry: `support: { table: contactSubmissions, searchIndex: 'support_tickets_fts', fields: ['name', 'email', 'message'] },`,
  },
  {
    file: 'server/src/services/leads/lead-intake.ts',
    map: 'leadColumnsOf',
    entry: `support: (input) => ({ name: input.name, email: input.email, message: input.message }),`,
  },
  {
    file: 'server/src/services/notifications/lead-formats.ts',
    map: 'LEAD_FORMATS',
    entry: `support: {
      fields: (lead) => [['Name', lead.name], ['Problem', lead.message]],
      subjectDetail: () => null,
      webhookData: (lead) => ({ message: lead.message }),
      from: (lead) => lead.name,
      placeholders: () => ({}),
    },`,
  },
  {
    file: 'client/src/features/leads/lead-kind-views.tsx',
    map: 'LEAD_KIND_VIEWS',
    entry: `support: { column: null, body: (lead) => lead.message, details: () => [], cardLine: (lead) => lead.email },`,
  },
  {
    file: 'client/src/features/dashboard/leads-chart.tsx',
    map: 'KIND_COLOURS',
    entry: `support: { fill: 'fill-sky-500', swatch: 'bg-sky-500' },`,
  },
];

/** The source with `entry` as the first member of the object literal `map`. */
function withEntry(source: string, map: string, entry: string): string {
  const start = new RegExp(`const ${map}(: [^=]+)? = \\{`).exec(source);
  if (!start) throw new Error(`${map} is no longer an object literal`);
  const after = start.index + start[0].length;
  return `${source.slice(0, after)}\n${entry}\n${source.slice(after)}`;
}

/** Files that speak of kinds of lead: where a map per kind, or a use of one, can be. */
const SPEAKS_OF_KINDS = /LeadKind|LEAD_KIND|lead-kinds|LEAD_SCHEMAS|LEAD_STAGES|LeadStage|LeadItem/;

interface Named {
  file: string;
  code: number;
  text: string;
}

/** tsc's errors in one side's files that speak of kinds, with the files' text edited. */
function compile(
  side: 'server' | 'client',
  edits: Map<string, (source: string) => string>,
  { old, only = () => true }: { old?: ts.Program; only?: (text: string) => boolean } = {},
): { errors: Named[]; program: ts.Program } {
  const dir = at(side);
  const config = ts.readConfigFile(join(dir, 'tsconfig.json'), ts.sys.readFile);
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, dir);
  // Checked as sources, nothing written: not the composite build of `tsc -b`.
  const options: ts.CompilerOptions = {
    ...parsed.options,
    composite: false,
    declaration: false,
    emitDeclarationOnly: false,
    incremental: false,
    noEmit: true,
  };
  const host = ts.createCompilerHost(options);
  const read = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, language, onError, fresh) => {
    const edit = edits.get(fileName);
    return edit
      ? ts.createSourceFile(fileName, edit(ts.sys.readFile(fileName)!), language)
      : read(fileName, language, onError, fresh);
  };
  const program = ts.createProgram({
    rootNames: parsed.fileNames,
    options,
    host,
    ...(old ? { oldProgram: old } : {}),
  });
  const errors = program
    .getSourceFiles()
    .filter(
      (file) =>
        !file.fileName.includes('node_modules') &&
        SPEAKS_OF_KINDS.test(file.text) &&
        only(file.text),
    )
    .flatMap((file) => program.getSemanticDiagnostics(file))
    .map((d) => ({
      file: relative(root, d.file?.fileName ?? ''),
      code: d.code,
      text: ts.flattenDiagnosticMessageText(d.messageText, ' ').slice(0, 300),
    }));
  return { errors, program };
}

/**
 * The client's calls typed by client/src/lib/api-types.gen.ts that take or return a kind, a stage
 * or the acknowledgement texts: they compile once `npm run openapi:generate` has run.
 */
const GENERATED_TYPES_MEET = [
  'client/src/features/leads/acknowledgement-dialog.tsx',
  'client/src/features/leads/leads-api.ts',
];

/** TS1360: "Type ... does not satisfy the expected type ...": a map without the new kind. */
const UNSATISFIED = 1360;

describe('a new kind of lead: what the compiler names', () => {
  it('names each map the kind must fill, and compiles once they are filled', () => {
    const registryOnly = new Map([[at(REGISTRY.file), REGISTRY.edit]]);
    const filled = new Map(registryOnly);
    for (const { file, map, entry } of PLACES) {
      const before = filled.get(at(file));
      filled.set(at(file), (source) => withEntry(before ? before(source) : source, map, entry));
    }

    const named = new Set<string>();
    for (const side of ['server', 'client'] as const) {
      // A map that lacks the kind fails where it says `satisfies`: only those files are read.
      const first = compile(side, registryOnly, { only: (text) => text.includes('satisfies') });
      for (const error of first.errors) if (error.code === UNSATISFIED) named.add(error.file);
      const second = compile(side, filled, { old: first.program });
      const left = second.errors.filter((error) => !GENERATED_TYPES_MEET.includes(error.file));
      expect(left, `${side} with every place filled`).toEqual([]);
    }
    expect([...named].sort()).toEqual(PLACES.map((place) => place.file).sort());
  }, 240_000);
});
