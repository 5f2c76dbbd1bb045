/**
 * Another build of this repository beside this checkout, for the comparisons (`npm run bench --
 * --against <ref>`, `npm run bench:web -- --against <ref>`): the ref is checked out in a temporary
 * git worktree and built there with its own script. Its dependencies: when every runtime package
 * in the ref's package-lock.json has the same version in this checkout's, its node_modules is a
 * symlink to this one (seconds, and the very same native binaries on both sides); otherwise `npm
 * ci` installs its own (minutes: it compiles better-sqlite3). The worktree and the temporary
 * files are removed at the end, also after a failure or Ctrl-C; one left by a run that was killed
 * outright is removed by the next run.
 */
import { execFileSync } from 'node:child_process';
import { lstatSync, readFileSync, rmSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { repoRoot, tempDir } from './lib';

export const git = (args: string[], cwd = repoRoot) =>
  execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
export const npm = (args: string[], cwd: string) =>
  execFileSync('npm', args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });

/** Steps that undo what a run started, run in reverse order by withCleanup. */
export type Undo = (() => unknown)[];

/**
 * Runs `body` with a list of undo steps, run in reverse order when it ends: on success, on
 * failure, and on Ctrl-C or SIGTERM (then the process exits).
 */
export async function withCleanup<T>(body: (undo: Undo) => Promise<T>): Promise<T> {
  const undo: Undo = [];
  const cleanUp = async () => {
    for (const step of undo.splice(0).reverse()) {
      try {
        await step();
      } catch (error) {
        process.stderr.write(`cleanup: ${String(error)}\n`);
      }
    }
  };
  // `on`, not `once`: Ctrl-C reaches this process twice (from the terminal, and relayed by the
  // tsx and npm parents); a second signal without a handler would kill it mid-cleanup.
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    process.stderr.write(`\n${signal}: removing the temporary worktree...\n`);
    void cleanUp().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  undo.push(() => {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  });
  try {
    return await body(undo);
  } finally {
    await cleanUp();
    git(['worktree', 'prune']);
  }
}

/** Runtime packages (not dev) of the ref's lockfile whose version differs here or is missing. */
export function runtimeDifferences(refLock: LockFile, ourLock: LockFile): string[] {
  const ours = ourLock.packages ?? {};
  return Object.entries(refLock.packages ?? {})
    .filter(([path, pkg]) => path !== '' && !pkg.dev && ours[path]?.version !== pkg.version)
    .map(([path, pkg]) => `${path} ${pkg.version} -> ${ours[path]?.version ?? 'missing'}`);
}
interface LockFile {
  packages?: Record<string, { version?: string; dev?: boolean }>;
}
const readLock = (dir: string) =>
  JSON.parse(readFileSync(join(dir, 'package-lock.json'), 'utf8')) as LockFile;

export interface RefCheckout {
  /** "main (0fb56d8)" */
  label: string;
  /** The worktree, built. */
  dir: string;
  /** A temporary folder of the run's own, for databases and logs (removed with the worktree). */
  tmpDir: string;
}

/** This checkout's label: its commit, and whether it has uncommitted changes. */
export function ourLabel(): string {
  const dirty = git(['status', '--porcelain', '--untracked-files=no']) !== '';
  return `this checkout (${git(['rev-parse', '--short', 'HEAD'])}${dirty ? '+changes' : ''})`;
}

/** Checks out `ref` in a temporary worktree and runs its `npm run <script>` there. */
export function checkOutRef(
  ref: string,
  script: 'build' | 'build:server',
  undo: Undo,
  line: (s: string) => void,
): RefCheckout {
  let sha: string;
  try {
    sha = git(['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]);
  } catch {
    throw new Error(`--against ${ref}: no such commit in this repository`);
  }
  const label = `${ref} (${sha.slice(0, 7)})`;
  removeStaleWorktrees(line);
  const tmp = tempDir(TEMP_PREFIX);
  undo.push(() => tmp.remove());
  writeFileSync(join(tmp.dir, OWNER_FILE), String(process.pid));
  const dir = join(tmp.dir, 'checkout');
  line(`checking out ${label} in ${dir}...`);
  git(['worktree', 'add', '--detach', dir, sha]);
  undo.push(() => removeWorktree(dir));

  const differences = runtimeDifferences(readLock(dir), readLock(repoRoot));
  if (differences.length === 0) {
    symlinkSync(join(repoRoot, 'node_modules'), join(dir, 'node_modules'), 'dir');
    line("  node_modules: linked to this checkout's (same versions of every runtime package)");
  } else {
    line(
      `  node_modules: ${differences.length} runtime package(s) differ ` +
        `(${differences.slice(0, 3).join(', ')}${differences.length > 3 ? ', ...' : ''}): ` +
        'npm ci in the worktree (minutes)...',
    );
    npm(['ci', '--no-audit', '--no-fund'], dir);
  }
  const scripts = (
    JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
      scripts?: Record<string, string>;
    }
  ).scripts;
  if (!scripts?.[script]) throw new Error(`${label} has no ${script} script`);
  line(`  building ${label} (its npm run ${script})...`);
  npm(['run', script], dir);
  return { label, dir, tmpDir: tmp.dir };
}

const TEMP_PREFIX = 'bench-against-';
/** In the temporary folder: the pid of the run that owns it. */
const OWNER_FILE = 'owner.pid';

function removeWorktree(checkout: string): void {
  // The symlink goes first, so nothing can follow it into this checkout's node_modules.
  unlinkSymlink(join(checkout, 'node_modules'));
  git(['worktree', 'remove', '--force', checkout]);
}

/**
 * Worktrees left by a run that could not clean up (kill -9, a power cut): those whose owner
 * process is gone. Another run still going (another checkout of the same repository shares its
 * worktree list) is left alone.
 */
function removeStaleWorktrees(line: (s: string) => void): void {
  const paths = git(['worktree', 'list', '--porcelain'])
    .split('\n')
    .filter((l) => l.startsWith('worktree '))
    .map((l) => l.slice('worktree '.length))
    .filter(
      (path) => basename(dirname(path)).startsWith(TEMP_PREFIX) && basename(path) === 'checkout',
    );
  for (const checkout of paths) {
    const owner = Number(readFileIfAny(join(dirname(checkout), OWNER_FILE)));
    if (owner > 0 && isAlive(owner)) continue;
    line(`removing the worktree of an interrupted run: ${checkout}`);
    removeWorktree(checkout);
    rmSync(dirname(checkout), { recursive: true, force: true });
  }
}

function readFileIfAny(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Removes `path` if it is a symlink; a real folder (npm ci's) goes with the worktree. */
function unlinkSymlink(path: string): void {
  try {
    if (lstatSync(path).isSymbolicLink()) unlinkSync(path);
  } catch {
    // nothing there
  }
}
