/**
 * A new kind of lead is its facts (a file in shared/lead-kinds and a member of LEAD_KIND_SPECS),
 * its table, and the maps the compiler names; its schemas, stages, form, row, full-text index and
 * API types derive from them (docs/decisions/043-lead-kind-in-a-few-files.md). This test adds a
 * throwaway kind (a support ticket, fixtures/lead-kind/support.ts) by editing those object
 * literals (lead-kind-edits.ts) and compiles the whole repository with it, tests included:
 * - with only the registry edited, tsc must name exactly the places in PLACES;
 * - with those filled and its form placed on a page, everything must compile, but for the calls
 *   typed by the generated API types (GENERATED_TYPES_MEET: `npm run openapi:generate`);
 * - what tsc cannot see, its migration (table, full-text index, triggers, watermark), is what
 *   server/src/db/lead-tables.test.ts checks against the migrations: its check must point at it
 *   (`npm run db:generate` writes it).
 * So no place is forgotten silently, and none is needed beyond these.
 */
import { join, relative } from 'node:path';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { closeDatabase, openDatabase, runMigrations } from '../../server/src/db/connection';
import {
  searchIndexFactsOf,
  searchIndexPlan,
  searchIndexSql,
} from '../../server/src/db/lead-search-sql';
import { LEAD_KINDS } from '../../shared/lead-kinds';
import {
  editedFiles,
  FORM_PAGE,
  PLACES,
  REGISTRY,
  ROOT,
  SUPPORT_SEARCH,
  SUPPORT_TABLE,
} from './lead-kind-edits';

const at = (path: string) => join(ROOT, path);

/** Files that speak of kinds of lead: where a map per kind, or a use of one, can be. */
const SPEAKS_OF_KINDS =
  /LeadKind|LEAD_KIND|lead-kinds|LEAD_SCHEMAS|LEAD_STAGES|LeadStage|LeadItem|LeadForm|LEAD_TABLES/;

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

/**
 * The repository as one program: the sources of the shared code, the client, the server and the
 * tests (which include scripts/), and the form page, with the options of the tests (DOM and Node
 * types), each project's files read from source. Checked as sources, nothing written. Only the
 * files a check reads are roots (with what they import): those that speak of kinds, the places,
 * and those whose declarations reach every file (scripts, .d.ts, `declare global`/`module`), so
 * each checked file's types are as in the whole repository. The two compiles share their parsed
 * files: only the edited ones are parsed again.
 */
function repositoryProgram() {
  const parse = (project: string) => {
    const dir = at(project);
    const config = ts.readConfigFile(join(dir, 'tsconfig.json'), ts.sys.readFile);
    return ts.parseJsonConfigFileContent(config.config, ts.sys, dir);
  };
  const tests = parse('tests');
  const reachesOthers = (file: string, text: string) =>
    file.endsWith('.d.ts') ||
    /\bdeclare (global|module)\b/.test(text) ||
    !/^(import|export)\b/m.test(text);
  const rootNames = [
    ...new Set([
      ...[
        ...parse('shared').fileNames,
        ...parse('client').fileNames,
        ...parse('server').fileNames,
        ...tests.fileNames,
      ].filter((file) => {
        const text = ts.sys.readFile(file) ?? '';
        return SPEAKS_OF_KINDS.test(text) || reachesOthers(file, text);
      }),
      ...[REGISTRY, ...PLACES].map((place) => at(place.file)),
      at(FORM_PAGE),
    ]),
  ];
  const options: ts.CompilerOptions = {
    ...tests.options,
    composite: false,
    declaration: false,
    emitDeclarationOnly: false,
    incremental: false,
    noEmit: true,
  };
  let old: ts.Program | undefined;
  const unedited = new Map<string, ts.SourceFile | undefined>();
  /** tsc's errors in the files that speak of kinds (and pass `only`), with `edits` applied. */
  return (
    edits: Map<string, string>,
    only: (text: string, file: string) => boolean = () => true,
  ) => {
    const byPath = new Map([...edits].map(([file, text]) => [at(file), text]));
    const host = ts.createCompilerHost(options);
    const read = host.getSourceFile.bind(host);
    host.getSourceFile = (fileName, language, onError, fresh) => {
      const text = byPath.get(fileName);
      if (text !== undefined) return ts.createSourceFile(fileName, text, language);
      if (!unedited.has(fileName)) unedited.set(fileName, read(fileName, language, onError, fresh));
      return unedited.get(fileName);
    };
    const program = ts.createProgram({
      rootNames,
      options,
      host,
      ...(old ? { oldProgram: old } : {}),
    });
    old = program;
    return program
      .getSourceFiles()
      .filter(
        (file) =>
          !file.fileName.includes('node_modules') &&
          SPEAKS_OF_KINDS.test(file.text) &&
          only(file.text, relative(ROOT, file.fileName)),
      )
      .flatMap((file) => program.getSemanticDiagnostics(file))
      .map((d) => ({
        file: relative(ROOT, d.file?.fileName ?? ''),
        code: d.code,
        text: ts.flattenDiagnosticMessageText(d.messageText, ' ').slice(0, 300),
      }));
  };
}

describe('a new kind of lead: what points at each place', () => {
  it('tsc names each map the kind fills, and all compiles once they are filled', () => {
    const compile = repositoryProgram();
    const all = editedFiles();
    const registryOnly = new Map([[REGISTRY.file, all.get(REGISTRY.file)!]]);

    // A map that lacks the kind fails where it says `satisfies`: only those files are read.
    const first = compile(registryOnly, (text) => text.includes('satisfies'));
    const named = new Set(first.filter((e) => e.code === UNSATISFIED).map((e) => e.file));
    expect([...named].sort()).toEqual(PLACES.map((place) => place.file).sort());

    // Those files' errors are not asked for: they are not checked.
    const left = compile(all, (_, file) => !GENERATED_TYPES_MEET.includes(file));
    expect(left, 'with every place filled and the form on a page').toEqual([]);
  }, 600_000);

  describe('its migration: the check of server/src/db/lead-tables.test.ts points at it', () => {
    const db = openDatabase(':memory:');
    runMigrations(db);
    afterAll(() => closeDatabase(db));
    const edits = editedFiles();

    it('the migrations have no table of its records', async () => {
      // Its facts name its table (the fixture is outside every project: imported at run time).
      const fixture = './fixtures/lead-kind/support';
      const { support } = (await import(fixture)) as { support: { records: string } };
      expect(support.records).toBe(SUPPORT_TABLE);
      expect(edits.get('server/src/db/schema/leads.ts')).toContain(`'${SUPPORT_TABLE}'`);
      const tables = db.sqlite
        .prepare("SELECT name FROM sqlite_schema WHERE type = 'table'")
        .pluck()
        .all();
      expect(tables).not.toContain(SUPPORT_TABLE);
    });

    it('the search index check asks for its index, its triggers and its watermark', () => {
      const listed = LEAD_KINDS.map((kind) => searchIndexSql(searchIndexFactsOf(kind)));
      expect(searchIndexPlan(db.sqlite, listed)).toEqual([]);
      const fixture = searchIndexSql({
        kind: 'support',
        source: SUPPORT_TABLE,
        search: SUPPORT_SEARCH,
      });
      const plan = searchIndexPlan(db.sqlite, [...listed, fixture]);
      expect(plan).toEqual([fixture.table, ...fixture.fill, ...Object.values(fixture.triggers)]);
    });
  });
});
