/**
 * The repository paths a markdown document names that do not exist (./doc-paths.test.ts;
 * docs/decisions/049-house-rules.md). What counts as a path:
 *
 * - a link's target (`[text](../x.md#part)`), relative to the document, and its `#part` when the
 *   target is a markdown file (a heading of it, as GitHub makes the anchor);
 * - in backticks, a path from the repository's root (its first segment is a top-level entry:
 *   `server/src/app.ts`, `package.json`), which must exist as written;
 * - in backticks, a partial path (`services/auth/mfa.ts`, `lib/`, `zoned-time.ts`: a source file
 *   or a folder), which must name some file or folder of the repository from its end, or one
 *   beside the document.
 *
 * Not paths: addresses (`/api/media`, `https://...`), packages (`@fastify/cookie`), placeholders
 * (`<ref>`, `{slug}`, `*`, `NNN`, `...`), settings (`A=b`), what the build and the server write
 * (`dist/server/main.js`), and anything inside a fenced block.
 */

export interface Repository {
  /** Top-level entries of the repository (`client`, `package.json`...). */
  topLevel: ReadonlySet<string>;
  /** Folders the build and the server write, ignored by git (`build`, `dist`, `data`...). */
  outputs: ReadonlySet<string>;
  /** Every file and folder (with a trailing `/`), relative to the root. */
  paths: ReadonlySet<string>;
  /** A markdown file's text, or undefined if there is none at that path. */
  read(path: string): string | undefined;
}

const NOT_A_PATH = /^[a-z][a-z0-9+.-]*:|^[/~@]|[<>{}*$=()[\]]|\.\.\.|NNN|,/;
const SOURCE = /\.(tsx?|mjs|cjs|js|md|sql|sh|json|ya?ml)$/;

const withoutFences = (text: string) => text.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');

/** `a/b/../c` -> `a/c`, relative to the root; null when it climbs out of the repository. */
function normalise(path: string): string | null {
  const parts: string[] = [];
  for (const part of path.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') {
      if (parts.length === 0) return null;
      parts.pop();
    } else parts.push(part);
  }
  return parts.join('/');
}

const folderOf = (doc: string) => doc.slice(0, doc.lastIndexOf('/') + 1);

/** The anchors GitHub gives a document's headings (lower case, punctuation dropped, `-n`). */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const [, heading] of withoutFences(markdown).matchAll(/^#{1,6}[ \t]+(.+?)[ \t#]*$/gm)) {
    const base = heading!
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    anchors.add(n === 0 ? base : `${base}-${n}`);
  }
  return anchors;
}

function exists(repo: Repository, path: string): boolean {
  return repo.paths.has(path) || repo.paths.has(`${path}/`);
}

function linkProblem(repo: Repository, doc: string, target: string): string | null {
  if (/^[a-z][a-z0-9+.-]*:/.test(target)) return null;
  const [file = '', anchor] = target.split('#');
  const path = file === '' ? doc : normalise(folderOf(doc) + file);
  if (path === null || !exists(repo, path.replace(/\/$/, ''))) return `link to a missing file`;
  if (anchor === undefined || !path.endsWith('.md')) return null;
  const text = repo.read(path);
  return text !== undefined && headingAnchors(text).has(anchor) ? null : `no heading #${anchor}`;
}

function backtickProblem(repo: Repository, doc: string, quoted: string): string | null {
  if (NOT_A_PATH.test(quoted)) return null;
  const path = quoted.replace(/^\.\//, '').replace(/:\d+$/, '');
  const folder = path.endsWith('/');
  const bare = path.replace(/\/$/, '');
  if (repo.outputs.has(bare.split('/')[0]!)) return null;
  if (repo.topLevel.has(bare.split('/')[0]!) && (bare.includes('/') || SOURCE.test(bare))) {
    return exists(repo, bare) ? null : 'no such path';
  }
  const partial = (bare.includes('/') || folder) && (folder || SOURCE.test(bare));
  if (!partial && !/\.(tsx?|mjs|cjs|sql|sh)$/.test(bare)) return null;
  const beside = normalise(folderOf(doc) + bare);
  if (beside !== null && exists(repo, beside)) return null;
  const tail = `/${bare}${folder ? '/' : ''}`;
  for (const known of repo.paths) if (`/${known}`.endsWith(tail)) return null;
  return 'no file or folder of that name';
}

/**
 * Each path `doc` names that does not exist, with why (`` `x/y.ts`: no such path ``); a path
 * in `moved` passes when its new place exists.
 */
export function stalePaths(
  repo: Repository,
  doc: string,
  markdown: string,
  moved: ReadonlyMap<string, string> = new Map(),
): string[] {
  const text = withoutFences(markdown);
  const problems = new Set<string>();
  for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
    const problem = linkProblem(repo, doc, target!);
    if (problem) problems.add(`(${target}): ${problem}`);
  }
  for (const [, quoted] of text.matchAll(/`([^`\s]+)`/g)) {
    const now = moved.get(quoted!);
    const problem = backtickProblem(repo, doc, now ?? quoted!);
    if (problem) problems.add(`\`${quoted}\`${now ? ` (now \`${now}\`)` : ''}: ${problem}`);
  }
  return [...problems];
}

const statusOf = (record: string) => /^Status:([\s\S]*?)(?:\n\n|\n#)/m.exec(record)?.[1] ?? '';

/**
 * A decision record is history once its status line says so ("Superseded", "superseded in
 * part"): it may name what has since gone, and the record that replaced it says what is true.
 * A record current as it reads names only paths that exist, or that its status line says moved.
 */
export function isHistory(record: string): boolean {
  return /superseded/i.test(statusOf(record).replace(/supersedes/gi, ''));
}

/** The files a record's status line says moved: "`old/path.ts` is now `new/path.ts`". */
export function movedIn(record: string): Map<string, string> {
  const status = statusOf(record).replace(/\s+/g, ' ');
  return new Map([...status.matchAll(/`([^`]+)` is now `([^`]+)`/g)].map((m) => [m[1]!, m[2]!]));
}
