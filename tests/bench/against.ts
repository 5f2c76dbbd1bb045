/**
 * `npm run bench -- --against <git-ref>`: this checkout's durable lead writes against another
 * build's, on the same machine in the same run (docs/performance.md, section 9).
 *
 * The ref is checked out in a temporary git worktree and built with its own `build:server`
 * script (old refs lack scripts this bench has; the server bundle is what both have). Its
 * dependencies: when every runtime package in the ref's package-lock.json has the same version
 * in this checkout's, its node_modules is a symlink to this one (seconds, and the very same
 * better-sqlite3 binary on both sides); otherwise `npm ci` installs its own (minutes: it
 * compiles better-sqlite3). Both servers run side by side as child processes with the same
 * settings as (a); the rounds alternate which one goes first. Before each measured run, and
 * before the CPU is read at the end, both servers are left to finish the work they do after
 * their commits (the search index, the duplicate check: decision 020), so neither's deferred work
 * lands in the other's run, and the CPU per 201 includes it. Only 201s count as done work;
 * every other status, error or timeout is printed. The worktree and the temporary files are
 * removed at the end, also after a failure or Ctrl-C; one left by a run that was killed outright
 * is removed by the next run.
 */
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  lstatSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { count, otherOutcomes, postContacts, rps, CONNECTIONS, type Result } from './contact-load';
import {
  loadAverage,
  median,
  repoRoot,
  sleep,
  startRealServer,
  tempDir,
  type ChildServer,
} from './lib';

/** The targets of issue 19: at least as fast as the build compared with, p99 <= 10 ms. */
const MIN_RATIO = 1.0;
const MAX_P99_MS = 10;

interface Options {
  rounds: number;
  seconds: number;
  /** Build this checkout's server first (npm run build:server). */
  build: boolean;
  /** Write both servers' CPU profiles (node --cpu-prof, one per thread) under this folder. */
  cpuProfileDir?: string | undefined;
  line: (s: string) => void;
}

interface Side {
  label: string;
  server: ChildServer;
  rates: number[];
  p99s: number[];
  acked: number;
  others: string[];
  cpuBefore: Map<string, number>;
  /** CPU seconds per idle window (see idleBaseline). */
  idleCpu: number;
}

const git = (args: string[], cwd = repoRoot) =>
  execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
const npm = (args: string[], cwd: string) =>
  execFileSync('npm', args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });

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

/**
 * CPU seconds of each thread of a process (Linux /proc; empty elsewhere), keyed "main" for the
 * main thread and by thread id for the others (the lead writer, GC and libuv threads).
 */
function threadCpu(pid: number): Map<string, number> {
  const cpu = new Map<string, number>();
  const tasks = `/proc/${pid}/task`;
  if (!existsSync(tasks)) return cpu;
  for (const tid of readdirSync(tasks)) {
    try {
      const stat = readFileSync(join(tasks, tid, 'stat'), 'utf8');
      // Fields after the command name (which may contain spaces): utime and stime are 12 and 13,
      // in clock ticks (100 per second on Linux).
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const seconds = (Number(fields[11]) + Number(fields[12])) / 100;
      cpu.set(tid === String(pid) ? 'main' : tid, seconds);
    } catch {
      // The thread ended between the listing and the read.
    }
  }
  return cpu;
}

/**
 * A server counts as idle when all its threads together spend at most this much more CPU per
 * window than they did idle after its start (--cpu-prof's sampling, timers): a tenth of a core.
 * The search index's catch-up keeps a core busy; the duplicate check's passes, a few
 * milliseconds every 250 ms after a burst (for minutes after 50,000 leads), count as idle.
 */
const IDLE_CPU_SECONDS = 0.025;
const IDLE_WINDOW_MS = 250;
const IDLE_WAIT_MAX_MS = 30_000;

const processCpu = (side: Side) =>
  [...threadCpu(side.server.child.pid!).values()].reduce((a, b) => a + b, 0);

/** CPU seconds a server spends per idle window after its start: the least of four windows. */
async function idleBaseline(side: Side): Promise<number> {
  let least = Infinity;
  for (let i = 0; i < 4; i++) {
    const before = processCpu(side);
    await sleep(IDLE_WINDOW_MS);
    least = Math.min(least, processCpu(side) - before);
  }
  return least;
}

/**
 * Waits until every server's process is idle (its deferred work done), at most 30 s; the
 * seconds waited when it was not idle at once.
 */
async function untilIdle(sides: Side[]): Promise<number> {
  const started = performance.now();
  for (;;) {
    const before = sides.map(processCpu);
    await sleep(IDLE_WINDOW_MS);
    const busy = sides.some(
      (side, i) => processCpu(side) - before[i]! > side.idleCpu + IDLE_CPU_SECONDS,
    );
    const waited = performance.now() - started;
    if (!busy || waited > IDLE_WAIT_MAX_MS) return waited <= IDLE_WINDOW_MS ? 0 : waited / 1000;
  }
}

/** Microseconds of CPU per 201 since `before`: the main thread, the others, the busiest other. */
function cpuPer201(side: Side): string {
  const after = threadCpu(side.server.child.pid!);
  if (after.size === 0 || side.acked === 0) return 'n/a (no /proc)';
  const us = (seconds: number) => ((seconds * 1e6) / side.acked).toFixed(0);
  const spent = [...after].map(([tid, s]) => [tid, s - (side.cpuBefore.get(tid) ?? 0)] as const);
  const main = spent.find(([tid]) => tid === 'main')?.[1] ?? 0;
  const others = spent.filter(([tid]) => tid !== 'main').map(([, s]) => s);
  const sum = others.reduce((a, b) => a + b, 0);
  return `main thread ${us(main)} us, other threads ${us(sum)} us (busiest ${us(Math.max(0, ...others))} us)`;
}

export async function benchAgainst(ref: string, options: Options): Promise<boolean> {
  const { rounds, seconds, line } = options;
  const ms = (n: number) => `${n.toFixed(1)} ms`;

  // Everything started is undone in reverse order, on success, failure or a signal.
  const undo: (() => unknown)[] = [];
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
    let sha: string;
    try {
      sha = git(['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]);
    } catch {
      throw new Error(`--against ${ref}: no such commit in this repository`);
    }
    const refLabel = `${ref} (${sha.slice(0, 7)})`;
    const dirty = git(['status', '--porcelain', '--untracked-files=no']) !== '';
    const ourLabel = `this checkout (${git(['rev-parse', '--short', 'HEAD'])}${dirty ? '+changes' : ''})`;

    // ---- the other build, in a temporary worktree ------------------------------------------
    removeStaleWorktrees(line);
    const tmp = tempDir(TEMP_PREFIX);
    undo.push(() => tmp.remove());
    writeFileSync(join(tmp.dir, OWNER_FILE), String(process.pid));
    const checkout = join(tmp.dir, 'checkout');
    line(`checking out ${refLabel} in ${checkout}...`);
    git(['worktree', 'add', '--detach', checkout, sha]);
    undo.push(() => removeWorktree(checkout));

    const differences = runtimeDifferences(readLock(checkout), readLock(repoRoot));
    if (differences.length === 0) {
      symlinkSync(join(repoRoot, 'node_modules'), join(checkout, 'node_modules'), 'dir');
      line("  node_modules: linked to this checkout's (same versions of every runtime package)");
    } else {
      line(
        `  node_modules: ${differences.length} runtime package(s) differ ` +
          `(${differences.slice(0, 3).join(', ')}${differences.length > 3 ? ', ...' : ''}): ` +
          'npm ci in the worktree (minutes)...',
      );
      npm(['ci', '--no-audit', '--no-fund'], checkout);
    }
    const scripts = (
      JSON.parse(readFileSync(join(checkout, 'package.json'), 'utf8')) as {
        scripts?: Record<string, string>;
      }
    ).scripts;
    if (!scripts?.['build:server']) {
      throw new Error(`${refLabel} has no build:server script: it predates the server bundle`);
    }
    line(`  building ${refLabel} (its npm run build:server)...`);
    npm(['run', 'build:server'], checkout);
    if (options.build) {
      line('  building this checkout (npm run build:server)...');
      npm(['run', 'build:server'], repoRoot);
    }

    // ---- both servers, side by side ---------------------------------------------------------
    const start = async (label: string, dir: string, name: string): Promise<Side> => {
      const nodeArgs = options.cpuProfileDir
        ? ['--cpu-prof', `--cpu-prof-dir=${join(options.cpuProfileDir, name)}`]
        : [];
      const server = await startRealServer(
        join(tmp.dir, `${name}.db`),
        join(tmp.dir, `${name}.log`),
        { RATE_LIMIT: 'off' },
        { checkout: dir, nodeArgs },
      );
      // A profile is written when the process exits normally: stop it gracefully then.
      undo.push(() => (options.cpuProfileDir ? server.stop() : server.kill9()));
      const side: Side = {
        label,
        server,
        rates: [],
        p99s: [],
        acked: 0,
        others: [],
        cpuBefore: new Map(),
        idleCpu: 0,
      };
      side.idleCpu = await idleBaseline(side);
      return side;
    };
    const theirs = await start(refLabel, checkout, 'ref');
    const ours = await start(ourLabel, repoRoot, 'this');
    line(`node ${process.version}; RATE_LIMIT=off (benchmark only), synchronous=FULL`);

    const run = async (side: Side, amount: number) => {
      const load = loadAverage();
      const r: Result = await postContacts(side.server.url, amount);
      side.acked += count(r, 201);
      return { r, load, other: otherOutcomes(r, 201) };
    };
    // Warm-up (JIT, page cache), then the request count that takes about `seconds` per run.
    const warm: number[] = [];
    for (const side of [theirs, ours]) {
      await run(side, 5_000);
      warm.push(rps((await run(side, 10_000)).r, 201));
    }
    const amount = Math.max(1_000, Math.round(median(warm) * seconds));
    let waitedForIdle = await untilIdle([theirs, ours]);
    for (const side of [theirs, ours]) side.cpuBefore = threadCpu(side.server.child.pid!);
    const ackedBefore = [theirs.acked, ours.acked];

    line(
      `\nPOST /api/contact-submissions, ${rounds} rounds at ${CONNECTIONS} connections, ` +
        `${amount} requests (~${seconds} s) per run, 201s per second; the order alternates`,
    );
    const ratios: number[] = [];
    for (let round = 1; round <= rounds; round++) {
      const order = round % 2 === 1 ? [theirs, ours] : [ours, theirs];
      const parts = new Map<Side, string>();
      for (const side of order) {
        waitedForIdle += await untilIdle([theirs, ours]);
        const { r, load, other } = await run(side, amount);
        side.rates.push(rps(r, 201));
        side.p99s.push(r.latency.p99);
        if (other) side.others.push(`round ${round}: ${other}`);
        parts.set(
          side,
          `${side === ours ? 'this' : ref} ${rps(r, 201).toFixed(0)}/s p99 ${ms(r.latency.p99)} ` +
            `(load ${load})${other ? ` NOT 201: ${other}` : ''}`,
        );
      }
      const ratio = ours.rates.at(-1)! / theirs.rates.at(-1)!;
      ratios.push(ratio);
      line(
        `  round ${round}: ratio ${ratio.toFixed(3)} | ${parts.get(theirs)} | ${parts.get(ours)}`,
      );
    }
    theirs.acked -= ackedBefore[0]!;
    ours.acked -= ackedBefore[1]!;
    waitedForIdle += await untilIdle([theirs, ours]);

    line(
      `CPU per 201 over the rounds, deferred work included (Linux /proc; the lead writer is the ` +
        `busiest other thread; ${waitedForIdle.toFixed(1)} s waited for idle servers in all):`,
    );
    for (const side of [theirs, ours]) line(`  ${side.label}: ${cpuPer201(side)}`);

    const ratio = median(ratios);
    const p99 = median(ours.p99s);
    const others = [
      ...theirs.others.map((o) => `${ref} ${o}`),
      ...ours.others.map((o) => `this ${o}`),
    ];
    const pass = ratio >= MIN_RATIO && p99 <= MAX_P99_MS && others.length === 0;
    line(
      `RESULT this checkout / ${refLabel}: throughput median ratio ${ratio.toFixed(3)} ` +
        `(target >= ${MIN_RATIO.toFixed(1)}); p99 median ${ms(p99)} (target <= ${MAX_P99_MS} ms), ` +
        `worst ${ms(Math.max(...ours.p99s))}; ${ref}: p99 median ${ms(median(theirs.p99s))}, ` +
        `worst ${ms(Math.max(...theirs.p99s))}; answers other than 201: ` +
        `${others.length ? others.join('; ') : 'none'}: ${pass ? 'PASS' : 'FAIL'}`,
    );
    if (options.cpuProfileDir) {
      line(
        `CPU profiles (one per thread, open in Chrome DevTools): ${options.cpuProfileDir}/{ref,this}`,
      );
    }
    return pass;
  } finally {
    await cleanUp();
    git(['worktree', 'prune']);
  }
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
