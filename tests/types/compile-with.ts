import { readFileSync } from 'node:fs';
import { basename, dirname, extname, join, resolve } from 'node:path';
import ts from 'typescript';

// Type-checks the client's sources (and shared/'s, from source) with some files replaced, for
// tests that show what tsc names when a kind loses one of its places (a registry entry, a map
// entry). Only the files asked about are checked. The cases of a file are compiled together
// (docs/decisions/055-type-tests-share-programs.md): most of the time is the checker working out
// the registry's types, so the cases share programs, their parsed files and their checker.

const root = resolve(import.meta.dirname, '../..');

function clientOptions(): ts.CompilerOptions {
  const config = ts.getParsedCommandLineOfConfigFile(
    join(root, 'client/tsconfig.json'),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
  );
  if (!config) throw new Error('client/tsconfig.json did not parse');
  // Without its project references, shared/ is read from source (through the path aliases).
  return { ...config.options, composite: false, noEmit: true, emitDeclarationOnly: false };
}

interface Case {
  /** Each replaced file's text (paths from the repository's root); a function may throw. */
  replace: Record<string, string> | (() => Record<string, string>);
  check: string[];
}

type Outcome = { errors: string[] } | { failed: unknown };

/**
 * A program whose files are read once for all the programs made with `cache` (parsed and bound
 * once: a file's syntax tree does not depend on the program it is in), but for `texts`'.
 */
function program(
  rootNames: string[],
  texts: Map<string, string>,
  cache: Map<string, ts.SourceFile | undefined>,
) {
  const options = clientOptions();
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  host.readFile = (file) => texts.get(resolve(file)) ?? readFile(file);
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (file) => texts.has(resolve(file)) || fileExists(file);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (file, language, onError) => {
    const text = texts.get(resolve(file));
    if (text !== undefined) return ts.createSourceFile(file, text, language);
    if (!cache.has(file)) cache.set(file, getSourceFile(file, language, onError));
    return cache.get(file);
  };
  return ts.createProgram({ rootNames, options, host });
}

/** tsc's errors in `file`, as "path: message" lines, the file named `as`. */
function errorsIn(program: ts.Program, file: string, as: (fileName: string) => string) {
  return program
    .getSemanticDiagnostics(program.getSourceFile(file))
    .map(
      (d) =>
        `${d.file ? as(d.file.fileName) : '?'}: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`,
    );
}

/**
 * Compiles every case added, once, when the first one's errors are asked for. A case that
 * replaces only the file it checks is compiled in one shared program, its text as a copy beside
 * the file (`name.case-N.tsx`: its imports resolve the same): the file's errors are the copy's,
 * since no module imports back into the one importing it (the no-circular rule of
 * .dependency-cruiser.cjs), so nothing the file imports sees the change. Every other case (an
 * edit that reaches the checked files through their imports) gets a program of its own.
 */
export class CaseBatch {
  private cases: Case[] = [];
  private outcomes: Outcome[] | undefined;

  /** The errors tsc reports in `check` (as "path: message" lines) with `replace` applied. */
  add(replace: Case['replace'], check: string[]): () => string[] {
    const index = this.cases.push({ replace, check }) - 1;
    return () => {
      this.outcomes ??= this.compile();
      const outcome = this.outcomes[index]!;
      if ('failed' in outcome) throw outcome.failed;
      return outcome.errors;
    };
  }

  private compile(): Outcome[] {
    const relativePath = (file: string) => file.slice(root.length + 1);
    const cache = new Map<string, ts.SourceFile | undefined>();
    const outcomes: Outcome[] = [];
    const shared: { index: number; checks: string[]; copyOf: Map<string, string> }[] = [];
    const sharedTexts = new Map<string, string>();
    const own: { index: number; texts: Map<string, string>; checks: string[] }[] = [];
    this.cases.forEach((c, index) => {
      let replace: Record<string, string>;
      try {
        replace = typeof c.replace === 'function' ? c.replace() : c.replace;
      } catch (failed) {
        outcomes[index] = { failed };
        return;
      }
      const checks = c.check.map((path) => join(root, path));
      const texts = new Map(Object.entries(replace).map(([p, text]) => [join(root, p), text]));
      const [only] = texts.keys();
      if (texts.size === 0) {
        shared.push({ index, checks, copyOf: new Map() });
      } else if (
        only !== undefined &&
        texts.size === 1 &&
        checks.length === 1 &&
        checks[0] === only
      ) {
        const ext = extname(only);
        const copy = join(dirname(only), `${basename(only, ext)}.case-${index}${ext}`);
        sharedTexts.set(copy, texts.get(only)!);
        shared.push({ index, checks: [copy], copyOf: new Map([[copy, only]]) });
      } else {
        own.push({ index, texts, checks });
      }
    });
    const together = program([...new Set(shared.flatMap((c) => c.checks))], sharedTexts, cache);
    for (const c of shared) {
      const as = (file: string) => relativePath(c.copyOf.get(file) ?? file);
      outcomes[c.index] = { errors: c.checks.flatMap((file) => errorsIn(together, file, as)) };
    }
    for (const c of own) {
      const alone = program(c.checks, c.texts, cache);
      outcomes[c.index] = {
        errors: c.checks.flatMap((file) => errorsIn(alone, file, relativePath)),
      };
    }
    return outcomes;
  }
}

/** A file of the repository with `from` replaced by `to` (which must be there). */
export function withReplaced(path: string, from: string, to = ''): Record<string, string> {
  const text = readFileSync(join(root, path), 'utf8');
  if (!text.includes(from)) throw new Error(`${path} has no ${JSON.stringify(from)}`);
  return { [path]: text.replace(from, to) };
}
