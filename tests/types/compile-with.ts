import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import ts from 'typescript';

// Type-checks the client's sources (and shared/'s, from source) with some files replaced, for
// tests that show what tsc names when a kind loses one of its places (a registry entry, a map
// entry). One program per call; only the files asked about are checked.

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

const options = clientOptions();
let previous: ts.Program | undefined;

/**
 * The errors tsc reports in `check` (paths from the repository's root) when each file of
 * `replace` has the given text, as "path: message" lines.
 */
export function errorsWith(replace: Record<string, string>, check: string[]): string[] {
  const texts = new Map(Object.entries(replace).map(([path, text]) => [join(root, path), text]));
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  host.readFile = (file) => texts.get(resolve(file)) ?? readFile(file);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (file, language, onError) => {
    const text = texts.get(resolve(file));
    return text === undefined
      ? getSourceFile(file, language, onError)
      : ts.createSourceFile(file, text, language);
  };
  const roots = check.map((path) => join(root, path));
  const program = ts.createProgram({ rootNames: roots, options, host, oldProgram: previous });
  previous = program;
  return roots.flatMap((file) =>
    program
      .getSemanticDiagnostics(program.getSourceFile(file))
      .map(
        (d) =>
          `${d.file ? d.file.fileName.slice(root.length + 1) : '?'}: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`,
      ),
  );
}

/** A file of the repository with `from` replaced by `to` (which must be there). */
export function withReplaced(path: string, from: string, to = ''): Record<string, string> {
  const text = readFileSync(join(root, path), 'utf8');
  if (!text.includes(from)) throw new Error(`${path} has no ${JSON.stringify(from)}`);
  return { [path]: text.replace(from, to) };
}
