// The CPU seconds of a process tree, by kind of process, read from Linux's /proc: each process's
// user and system time, kept by pid and start time, so a process that ended counts up to its
// last reading, and a process whose parent ended stays in the tree. Shared by
// scripts/cpu-ledger.mjs (a whole command, read every second) and the browser tests' meter
// (tests/e2e/support/cpu-meter.ts, each test, every 50 ms). Elsewhere than Linux it reads nothing.
import { readdirSync, readFileSync } from 'node:fs';

export const TICKS_PER_SECOND = 100; // USER_HZ on Linux

/** Every process's stat line: pid, parent, name, start time and ticks. */
function allProcesses() {
  const seen = [];
  let pids = [];
  try {
    pids = readdirSync('/proc').filter((entry) => /^\d+$/.test(entry));
  } catch {
    return seen; // no /proc
  }
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      seen.push({
        pid: Number(pid),
        parent: Number(fields[1]),
        name: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')),
        start: fields[19],
        ticks: Number(fields[11]) + Number(fields[12]),
      });
    } catch {
      // It ended between the listing and the read.
    }
  }
  return seen;
}

export function processTreeCpu(root, kindOf) {
  /** The last reading of each process of the tree, by pid and start time, and its kind. */
  const readings = new Map();

  function read() {
    const seen = allProcesses();
    const byPid = new Map(seen.map((p) => [p.pid, p]));
    const keyOf = (p) => `${p.pid}@${p.start}`;
    // Each process's answer once per read: its children ask again for it.
    const answers = new Map();
    const inTree = (p, depth = 0) => {
      let answer = answers.get(p.pid);
      if (answer === undefined) {
        const parent = byPid.get(p.parent);
        answer =
          p.pid === root ||
          readings.has(keyOf(p)) ||
          (depth < 64 && parent !== undefined && inTree(parent, depth + 1));
        answers.set(p.pid, answer);
      }
      return answer;
    };
    for (const p of seen) {
      if (!inTree(p)) continue;
      const key = keyOf(p);
      const kind = readings.get(key)?.kind ?? kindOf(p.pid, p.name);
      readings.set(key, { kind, ticks: p.ticks });
    }
  }

  function secondsByKind() {
    read();
    const byKind = {};
    for (const { kind, ticks } of readings.values()) {
      byKind[kind] = (byKind[kind] ?? 0) + ticks / TICKS_PER_SECOND;
    }
    return byKind;
  }

  return { read, secondsByKind };
}
