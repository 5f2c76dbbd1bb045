/** Helpers shared by the benchmarks and the durability test: child servers, temp dirs, stats. */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = resolve(fileURLToPath(new URL('../..', import.meta.url)));

export const BENCH_JWT_SECRET = 'bench-secret-that-is-long-enough-0123456789abcdef';
export const BENCH_SETUP_TOKEN = 'bench-setup-token-0123456789';

export function tempDir(prefix: string): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export interface ChildServer {
  url: string;
  child: ChildProcess;
  /** The child's stdout and stderr so far (written to a file, not piped through this process). */
  output(): string;
  /** SIGKILL, like a crash or power cut of the process: no shutdown hook runs. */
  kill9(): Promise<void>;
  /** SIGTERM and wait: the graceful shutdown path. */
  stop(): Promise<void>;
}

/** A port the OS just gave out and that was closed again: free, most likely, a moment later. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.once('error', reject);
  });
}

/**
 * Starts a server as a child process and waits for its "Listening on <url>" line. Output goes to
 * a log file so this process (often the load generator) spends no time reading it. `{port}` in
 * an env value is a free port chosen first (PORT and PUBLIC_ORIGIN must agree: the server
 * redirects every other host to PUBLIC_ORIGIN's).
 */
export async function startChild(
  args: string[],
  env: Record<string, string>,
  logFile: string,
  { timeoutMs = 30_000, cwd = repoRoot }: { timeoutMs?: number; cwd?: string } = {},
): Promise<ChildServer> {
  const fd = openSync(logFile, 'w');
  const port = Object.values(env).some((v) => v.includes('{port}')) ? String(await freePort()) : '';
  const child = spawn(process.execPath, args, {
    cwd,
    env: {
      ...process.env,
      ...Object.fromEntries(Object.entries(env).map(([k, v]) => [k, v.replaceAll('{port}', port)])),
    },
    stdio: ['ignore', fd, fd],
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const output = () => readFileSync(logFile, 'utf8');
  const started = Date.now();
  let url: string | undefined;
  while (!url) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`server exited during start:\n${output()}`);
    }
    if (Date.now() - started > timeoutMs) {
      child.kill('SIGKILL');
      throw new Error(`server did not start within ${timeoutMs} ms:\n${output()}`);
    }
    url = /Listening on (http:\/\/\S+)/.exec(output())?.[1];
    if (!url) await sleep(25);
  }
  return {
    url: url.replace('localhost', '127.0.0.1'),
    child,
    output,
    async kill9() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * The Node options of a `start` script: the flags between `node` and the script it runs
 * (`exec node --max-semi-space-size=16 scripts/start.mjs` gives `['--max-semi-space-size=16']`).
 */
export function nodeOptionsOf(startScript: string | undefined): string[] {
  const words = (startScript ?? '').trim().split(/\s+/);
  const node = words.indexOf('node');
  if (node === -1) return [];
  const options: string[] = [];
  for (const word of words.slice(node + 1)) {
    if (!word.startsWith('-')) break;
    options.push(word);
  }
  return options;
}

/** The Node options `npm start` runs a checkout's server with (its package.json). */
export function startNodeOptions(checkout = repoRoot): string[] {
  const { scripts } = JSON.parse(readFileSync(join(checkout, 'package.json'), 'utf8')) as {
    scripts?: Record<string, string>;
  };
  return nodeOptionsOf(scripts?.start);
}

/** `node <options>` as a checkout's `npm start` runs it, for the benchmarks' headers. */
export function describeStartOptions(checkout = repoRoot): string {
  const options = startNodeOptions(checkout);
  return `node ${options.length ? options.join(' ') : '(no options)'}`;
}

/**
 * The real production server (the esbuild bundle) on a given database file: this checkout's, or
 * the one built in `checkout` (another build, see against.ts), with the Node options its `npm
 * start` uses: the heap flags change the garbage collector's pauses, and so the p99 (this
 * checkout's `--max-semi-space-size=16`: docs/performance-log.md, section 17). `nodeArgs` go
 * after them, before the bundle (e.g. --cpu-prof).
 */
export function startRealServer(
  databasePath: string,
  logFile: string,
  extraEnv: Record<string, string> = {},
  { checkout = repoRoot, nodeArgs = [] }: { checkout?: string; nodeArgs?: string[] } = {},
): Promise<ChildServer> {
  return startChild(
    [...startNodeOptions(checkout), ...nodeArgs, join(checkout, 'dist', 'server', 'main.js')],
    {
      NODE_ENV: 'production',
      // Required in production, and the one host it answers on (others are redirected).
      PUBLIC_ORIGIN: 'http://127.0.0.1:{port}',
      HOST: '127.0.0.1',
      PORT: '{port}',
      DATABASE_PATH: databasePath,
      JWT_SECRET: BENCH_JWT_SECRET,
      ADMIN_SETUP_TOKEN: BENCH_SETUP_TOKEN,
      // The load posts no proof of work: with it on (the default) every lead would be spam,
      // which skips the duplicate links.
      ALTCHA: 'off',
      ...extraEnv,
    },
    logFile,
    // Under load a build's first start (migrations, a fresh JIT) can take a while.
    { cwd: checkout, timeoutMs: 60_000 },
  );
}

/** The 1-minute load average, printed beside timed runs (the machines are shared). */
export const loadAverage = () => loadavg()[0]!.toFixed(1);

export const sleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * A distribution-free confidence interval for the median of `values` (order statistics): the
 * k-th smallest and k-th largest value, with k the largest for which the chance that the true
 * median lies outside is at most 1 - `confidence` (the number of values below the median is
 * Binomial(n, 1/2)). Few values cannot reach the confidence asked: the interval is then their
 * range, and `coverage` says how sure it is (4 values: 87.5 %, 6: 96.9 %). Nothing is assumed
 * of the shape of the noise, which on these shared machines is anything but normal.
 */
export function medianInterval(
  values: number[],
  confidence = 0.95,
): { low: number; high: number; coverage: number } {
  if (values.length === 0) throw new Error('medianInterval: no values');
  const sorted = [...values].sort((a, b) => a - b);
  const n = sorted.length;
  // below[j] = P(Binomial(n, 1/2) <= j)
  let term = 0.5 ** n;
  let cumulative = term;
  const below = [cumulative];
  for (let j = 1; j < n; j++) {
    term = (term * (n - j + 1)) / j;
    cumulative += term;
    below.push(cumulative);
  }
  const coverageOf = (k: number) => 1 - 2 * below[k - 1]!;
  let k = 1;
  while (k + 1 <= Math.floor(n / 2) && coverageOf(k + 1) >= confidence) k += 1;
  return { low: sorted[k - 1]!, high: sorted[n - k]!, coverage: coverageOf(k) };
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

/** A small seeded PRNG (mulberry32), so random choices replay from the printed seed. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
