import { readFileSync } from 'node:fs';
import { processTreeCpu } from '../../../scripts/process-tree-cpu.mjs';

// What a browser test costs the machine: the CPU seconds (user and system) of the worker's whole
// process tree, its Chromium, its servers and itself, during the test (E2E_CPU, ../fixtures.ts;
// `node scripts/e2e-cpu.mjs` sums them per spec file). Read from Linux's /proc every 50 ms and
// at the test's start and end, so processes that ended meanwhile (a page's renderer, a test's own
// server) count up to their last reading. On two shared cores the wall time mostly measures the
// other engineers' load; these seconds do not (docs/performance.md).

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

const tree = processTreeCpu(process.pid, kindOf);

/** CPU seconds of the tree so far, by kind of process. */
function spent(): Record<string, number> {
  return { chromium: 0, server: 0, other: 0, ...tree.secondsByKind() };
}

let sampling: NodeJS.Timeout | undefined;

/** Starts measuring; the function it returns gives the CPU seconds spent since, by kind. */
export function startCpuMeter(): () => Record<string, number> {
  sampling ??= setInterval(() => tree.read(), 50).unref();
  const before = spent();
  return () => {
    const after = spent();
    return Object.fromEntries(Object.keys(after).map((k) => [k, after[k]! - (before[k] ?? 0)]));
  };
}
