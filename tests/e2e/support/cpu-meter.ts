import { readdirSync, readFileSync } from 'node:fs';

// What a browser test costs the machine: the CPU seconds (user and system) of the worker's whole
// process tree, its Chromium, its servers and itself, during the test (E2E_CPU, ../fixtures.ts;
// `node scripts/e2e-cpu.mjs` sums them per spec file). Read from Linux's /proc every 50 ms and
// at the test's start and end, so processes that ended meanwhile (a page's renderer, a test's own
// server) count up to their last reading. On two shared cores the wall time mostly measures the
// other engineers' load; these seconds do not (docs/performance.md).

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

/** The last reading of each process of the tree (by pid and start time), and what it is. */
const readings = new Map<string, { ticks: number; kind: string }>();

/** Chromium, a test server (the production build), or other (the worker, npm, ...). */
function kindOf(pid: number, name: string): string {
  if (name.startsWith('chromium')) return 'chromium';
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('dist/server/main.js')
      ? 'server'
      : 'other';
  } catch {
    return 'other';
  }
}

function read(): void {
  const parents = new Map<number, number>();
  const stats = new Map<number, { name: string; ticks: number; start: string }>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      parents.set(Number(entry), Number(fields[1]));
      stats.set(Number(entry), {
        name,
        ticks: Number(fields[11]) + Number(fields[12]),
        start: fields[19]!,
      });
    } catch {
      // The process ended while being read.
    }
  }
  const tree = new Set([process.pid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const [pid, parent] of parents) {
      if (tree.has(pid) || !tree.has(parent)) continue;
      tree.add(pid);
      grew = true;
    }
  }
  for (const pid of tree) {
    const stat = stats.get(pid);
    if (!stat) continue;
    const key = `${pid}:${stat.start}`;
    const kind = readings.get(key)?.kind ?? kindOf(pid, stat.name);
    readings.set(key, { ticks: stat.ticks, kind });
  }
}

/** CPU seconds of the tree so far, by kind of process. */
function spent(): Record<string, number> {
  read();
  const byKind: Record<string, number> = { chromium: 0, server: 0, other: 0 };
  for (const { ticks, kind } of readings.values()) byKind[kind]! += ticks / TICKS_PER_SECOND;
  return byKind;
}

let sampling: NodeJS.Timeout | undefined;

/** Starts measuring; the function it returns gives the CPU seconds spent since, by kind. */
export function startCpuMeter(): () => Record<string, number> {
  sampling ??= setInterval(read, 50).unref();
  const before = spent();
  return () => {
    const after = spent();
    return Object.fromEntries(Object.keys(after).map((k) => [k, after[k]! - (before[k] ?? 0)]));
  };
}
