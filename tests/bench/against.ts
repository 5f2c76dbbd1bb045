/**
 * `npm run bench -- --against <git-ref>`: this checkout's durable lead writes against another
 * build's, on the same machine in the same run (docs/performance-log.md, sections 11-19).
 *
 * The ref is checked out in a temporary git worktree and built with its own `build:server`
 * script (old refs lack scripts this bench has; the server bundle is what both have; see
 * ./ref-checkout.ts). Both servers run side by side as child processes with the same settings
 * as (a); the rounds alternate which one goes first, and the second half of them runs
 * on fresh servers started in the other order (the one started second had an edge of a few per
 * cent with identical builds). Before each measured run, and
 * before the CPU is read at the end, both servers are left to finish the work they do after
 * their commits (the search index, the duplicate check: decision 020), so neither's deferred work
 * lands in the other's run, and the CPU per 201 includes it. Only 201s count as done work;
 * every other status, error or timeout is printed.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { count, otherOutcomes, postContacts, rps, CONNECTIONS, type Result } from './contact-load';
import { mainThreadGc, type GcFigures } from './gc-trace';
import { checkOutRef, npm, ourLabel as thisCheckout, withCleanup } from './ref-checkout';
import {
  describeStartOptions,
  loadAverage,
  median,
  medianInterval,
  repoRoot,
  sleep,
  startRealServer,
  type ChildServer,
} from './lib';

/** The targets: at least as fast as the build compared with, p99 <= 10 ms. */
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
  /** Names its files (databases, logs, profiles). */
  name: string;
  /** The checkout whose build it runs. */
  dir: string;
  /** The server of the session running now. */
  server?: ChildServer;
  rates: number[];
  p99s: number[];
  others: string[];
  /** CPU seconds over the measured rounds of every session (their deferred work included). */
  cpu: CpuTotals;
  /** CPU seconds within the measured runs only: the requests and their commits. */
  during: CpuTotals;
  /** CPU seconds per idle window (see idleBaseline). */
  idleCpu: number;
}

/** CPU seconds of a server's threads over some span, and the 201s answered in it. */
interface CpuTotals {
  main: number;
  mainSystem: number;
  others: number;
  busiest: number;
  acked: number;
}
const noCpu = (): CpuTotals => ({ main: 0, mainSystem: 0, others: 0, busiest: 0, acked: 0 });

function serverOf(side: Side): ChildServer {
  if (!side.server) throw new Error(`${side.label}: no server started`);
  return side.server;
}

/** CPU seconds of a thread: user and kernel time, and the kernel's alone (its system calls). */
interface ThreadCpu {
  total: number;
  system: number;
}

/**
 * CPU seconds of each thread of a process (Linux /proc; empty elsewhere), keyed "main" for the
 * main thread and by thread id for the others (the lead writer, GC and libuv threads).
 */
export function threadCpu(pid: number): Map<string, ThreadCpu> {
  const cpu = new Map<string, ThreadCpu>();
  const tasks = `/proc/${pid}/task`;
  if (!existsSync(tasks)) return cpu;
  for (const tid of readdirSync(tasks)) {
    try {
      const stat = readFileSync(join(tasks, tid, 'stat'), 'utf8');
      // Fields after the command name (which may contain spaces): utime and stime are 12 and 13,
      // in clock ticks (100 per second on Linux).
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const [user, system] = [Number(fields[11]) / 100, Number(fields[12]) / 100];
      cpu.set(tid === String(pid) ? 'main' : tid, { total: user + system, system });
    } catch {
      // The thread ended between the listing and the read.
    }
  }
  return cpu;
}

/**
 * A server counts as idle when all its threads together spend at most this much more CPU per
 * window than they did idle after its start (--cpu-prof's sampling, timers): a tenth of a core.
 * The derived work's catch-up (the search index, the duplicate links) keeps a core busy; it
 * begins 200 ms after the last commit (config/background-work.ts), so a window is longer than
 * that: the first window after a run sees it begin.
 */
const IDLE_CPU_SECONDS = 0.04;
const IDLE_WINDOW_MS = 400;
const IDLE_WAIT_MAX_MS = 30_000;

const processCpu = (side: Side) =>
  [...threadCpu(serverOf(side).child.pid!).values()].reduce((sum, t) => sum + t.total, 0);

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

/** Adds a server's CPU since `before` (per thread) and the 201s answered meanwhile to `totals`. */
function addCpu(
  totals: CpuTotals,
  side: Side,
  before: Map<string, ThreadCpu>,
  acked: number,
): void {
  const spent = [...threadCpu(serverOf(side).child.pid!)].map(([tid, now]) => {
    const then = before.get(tid);
    return [
      tid,
      { total: now.total - (then?.total ?? 0), system: now.system - (then?.system ?? 0) },
    ] as const;
  });
  const main = spent.find(([tid]) => tid === 'main')?.[1];
  const others = spent.filter(([tid]) => tid !== 'main').map(([, t]) => t.total);
  totals.main += main?.total ?? 0;
  totals.mainSystem += main?.system ?? 0;
  totals.others += others.reduce((a, b) => a + b, 0);
  totals.busiest += Math.max(0, ...others);
  totals.acked += acked;
}

/**
 * Microseconds of CPU per 201 over the rounds: the main thread (and its kernel share), the
 * others, the busiest other.
 */
function cpuPer201(cpu: CpuTotals): string {
  if (cpu.acked === 0 || cpu.main === 0) return 'n/a (no /proc)';
  const us = (seconds: number) => ((seconds * 1e6) / cpu.acked).toFixed(0);
  return (
    `main thread ${us(cpu.main)} us (kernel ${us(cpu.mainSystem)} us), ` +
    `other threads ${us(cpu.others)} us (busiest ${us(cpu.busiest)} us)`
  );
}

export async function benchAgainst(ref: string, options: Options): Promise<boolean> {
  const { rounds, seconds, line } = options;
  const ms = (n: number) => `${n.toFixed(1)} ms`;

  return withCleanup(async (undo) => {
    const ourLabel = thisCheckout();
    // ---- the other build, in a temporary worktree ------------------------------------------
    const { label: refLabel, dir: checkout, tmpDir } = checkOutRef(ref, 'build:server', undo, line);
    const tmp = { dir: tmpDir };
    if (options.build) {
      line('  building this checkout (npm run build:server)...');
      npm(['run', 'build:server'], repoRoot);
    }

    // ---- both servers, side by side ---------------------------------------------------------
    // The server started and warmed up second came out a few per cent faster with the very same
    // build (`--against HEAD`, six rounds: 1.057 with this checkout second, 0.977 with it first;
    // docs/performance-log.md, section 14). So the rounds run in two sessions of fresh servers on
    // fresh databases, and each build is the one started first in one of them.
    const newSide = (label: string, name: string, dir: string): Side => ({
      label,
      name,
      dir,
      rates: [],
      p99s: [],
      others: [],
      cpu: noCpu(),
      during: noCpu(),
      idleCpu: 0,
    });
    const theirs = newSide(refLabel, 'ref', checkout);
    const ours = newSide(ourLabel, 'this', repoRoot);
    const start = async (side: Side, session: number) => {
      // Each collection as a line in the server's log (gc-trace.ts), a few a second.
      const nodeArgs = [
        '--trace-gc-nvp',
        ...(options.cpuProfileDir
          ? ['--cpu-prof', `--cpu-prof-dir=${join(options.cpuProfileDir, side.name)}`]
          : []),
      ];
      const server = await startRealServer(
        join(tmp.dir, `${side.name}-${session}.db`),
        join(tmp.dir, `${side.name}-${session}.log`),
        { RATE_LIMIT: 'off' },
        { checkout: side.dir, nodeArgs },
      );
      side.server = server;
      // A profile is written when the process exits normally: stop it gracefully then.
      const stop = () => (options.cpuProfileDir ? server.stop() : server.kill9());
      undo.push(stop);
      side.idleCpu = await idleBaseline(side);
      return stop;
    };
    const run = async (side: Side, amount: number) => {
      const load = loadAverage();
      const r: Result = await postContacts(serverOf(side).url, amount);
      return { r, load, other: otherOutcomes(r, 201) };
    };

    const firstHalf = Math.ceil(rounds / 2);
    const sessions = [
      { first: theirs, rounds: firstHalf },
      { first: ours, rounds: rounds - firstHalf },
    ].filter((session) => session.rounds > 0);
    let amount = 0;
    let waitedForIdle = 0;
    let round = 0;
    const ratios: number[] = [];
    for (const [index, session] of sessions.entries()) {
      const started = session.first === theirs ? [theirs, ours] : [ours, theirs];
      const stops = [];
      for (const side of started) stops.push(await start(side, index + 1));
      // Warm-up (JIT, page cache), then the request count that takes about `seconds` per run.
      const warm: number[] = [];
      for (const side of started) {
        await run(side, 5_000);
        warm.push(rps((await run(side, 10_000)).r, 201));
      }
      if (index === 0) {
        amount = Math.max(1_000, Math.round(median(warm) * seconds));
        line(`node ${process.version}; RATE_LIMIT=off (benchmark only), synchronous=FULL`);
        // Each build runs with its own `npm start`'s Node options, as it ships (lib.ts).
        for (const side of [theirs, ours])
          line(`  ${side.label}: ${describeStartOptions(side.dir)}`);
        line(
          `\nPOST /api/contact-submissions, ${rounds} rounds at ${CONNECTIONS} connections, ` +
            `${amount} requests (~${seconds} s) per run, 201s per second; the order alternates` +
            (sessions.length > 1
              ? `; fresh servers for rounds ${firstHalf + 1}-${rounds}, started in the other order`
              : ''),
        );
      }
      waitedForIdle += await untilIdle(started);
      const cpuBefore = new Map(
        started.map((side) => [side, threadCpu(serverOf(side).child.pid!)] as const),
      );
      const acked = new Map(started.map((side) => [side, 0]));
      for (let n = 0; n < session.rounds; n++) {
        round += 1;
        const order = round % 2 === 1 ? [theirs, ours] : [ours, theirs];
        const parts = new Map<Side, string>();
        for (const side of order) {
          waitedForIdle += await untilIdle([theirs, ours]);
          const before = threadCpu(serverOf(side).child.pid!);
          const { r, load, other } = await run(side, amount);
          addCpu(side.during, side, before, count(r, 201));
          acked.set(side, acked.get(side)! + count(r, 201));
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
      waitedForIdle += await untilIdle(started);
      for (const side of started) {
        addCpu(side.cpu, side, cpuBefore.get(side)!, acked.get(side)!);
      }
      for (const stop of stops) await stop();
    }

    // Within the runs: what the requests and their commits cost (derived work runs in the
    // writer's pauses, decision 053); over the rounds: everything, the derived work included.
    line('CPU per 201 within the runs (Linux /proc; the lead writer is the busiest other thread):');
    for (const side of [theirs, ours]) line(`  ${side.label}: ${cpuPer201(side.during)}`);
    line(
      `CPU per 201 over the rounds, deferred work included (` +
        `${waitedForIdle.toFixed(1)} s waited for idle servers in all):`,
    );
    for (const side of [theirs, ours]) line(`  ${side.label}: ${cpuPer201(side.cpu)}`);

    line("The main thread's garbage collection per session, warm-ups included (--trace-gc-nvp):");
    for (const side of [theirs, ours]) {
      const figures = sessions.map((_, index) =>
        describeGc(
          mainThreadGc(readFileSync(join(tmp.dir, `${side.name}-${index + 1}.log`), 'utf8')),
        ),
      );
      line(`  ${side.label}: ${figures.join(' | ')}`);
    }

    const ratio = median(ratios);
    const p99 = median(ours.p99s);
    const others = [
      ...theirs.others.map((o) => `${ref} ${o}`),
      ...ours.others.map((o) => `this ${o}`),
    ];
    const pass = ratio >= MIN_RATIO && p99 <= MAX_P99_MS && others.length === 0;
    line(describeSpread(ratios));
    // Issues 36 and 47: every round's p99 within 2x of the other build's in the same round,
    // the rounds right after the other build's burst and after this one's own included.
    const factors = ours.p99s.map((p, i) => p / theirs.p99s[i]!);
    line(
      `p99 this / ${ref} per round: ${factors.map((f) => f.toFixed(2)).join(', ')} ` +
        `(target <= 2 in every round): ${factors.every((f) => f <= 2) ? 'met' : 'not met'}`,
    );
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
  });
}

function describeGc(gc: GcFigures | null): string {
  if (!gc) return 'no collection traced';
  return (
    `${gc.scavenges} scavenges, median ${gc.scavengePauseMs.toFixed(1)} ms and ` +
    `${(gc.promotedBytes / 1000).toFixed(0)} KB promoted; ${gc.markCompacts} mark-compacts, ` +
    `${gc.markCompactMs.toFixed(0)} ms`
  );
}

/**
 * How far the median ratio can be trusted: rounds of the same build against itself range from
 * 0.75 to 1.40 on these machines (docs/performance-log.md, section 19), so one run's median can
 * land on either side of 1.0 when the builds are equal. The interval says whether the difference it
 * shows is beyond this run's noise.
 */
export function describeSpread(ratios: number[], subject = 'this checkout'): string {
  const { low, high, coverage } = medianInterval(ratios);
  const verdict =
    low > 1
      ? `above 1: ${subject} is faster, beyond the noise of this run`
      : high < 1
        ? `below 1: ${subject} is slower, beyond the noise of this run`
        : 'it holds 1: the difference is within the noise of this run (more rounds narrow it)';
  return (
    `the median ratio lies between ${low.toFixed(3)} and ${high.toFixed(3)} ` +
    `(${(coverage * 100).toFixed(1)} % sure, from the order of ${ratios.length} round ratios); ${verdict}`
  );
}
