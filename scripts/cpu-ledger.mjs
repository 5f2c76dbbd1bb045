#!/usr/bin/env node
// Where a command's CPU goes, by kind of process (Linux only):
//   node scripts/cpu-ledger.mjs bash .ci/run
// runs the command, reads every process's CPU time from /proc every second while it runs, and
// prints, heaviest first, the CPU seconds of each kind (test servers, Chromium's processes,
// vitest, Playwright, tsc, the C compiler...) of the command's process tree, beside the whole
// machine's busy CPU seconds over the same span (from /proc/stat). A process that lived less than
// a second may be missed; the difference between the two totals says how much went that way, or
// to other work on the machine.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100; // USER_HZ on Linux
const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: node scripts/cpu-ledger.mjs <command> [args...]');
  process.exit(2);
}

/** What a process is, from its name and command line. */
function kindOf(pid, name) {
  let line = '';
  try {
    line = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return name;
  }
  if (/chrom/i.test(name) || /chrom/.test(line.split(' ')[0] ?? '')) {
    return `chromium (${/--type=(\S+)/.exec(line)?.[1] ?? 'browser'})`;
  }
  if (!/node|npm/.test(name) && !/^\S*node\s/.test(line)) return name;
  if (/dist\/server\/main\.js|scripts\/start\.mjs/.test(line)) return 'node: test servers';
  const tools = [
    'playwright',
    'vitest',
    'tsc',
    'eslint',
    'prettier',
    'depcruise',
    'vite',
    'redocly',
  ];
  const tool = tools.find((t) => line.includes(t));
  return tool ? `node: ${tool}` : /npm/.test(line) ? 'node: npm' : 'node: other';
}

/** The last reading of each process of the command's tree (by pid and start time). */
const processes = new Map();
/** The pids of the tree seen so far: a process stays in it when its parent ends. */
const tree = new Set();

function readProcesses(root) {
  const seen = [];
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      seen.push({
        pid,
        parent: fields[1],
        name,
        start: fields[19],
        ticks: +fields[11] + +fields[12],
      });
    } catch {
      // It ended between the listing and the read.
    }
  }
  const parents = new Map(seen.map((p) => [p.pid, p.parent]));
  const inTree = (pid, depth = 0) =>
    pid === root ||
    tree.has(pid) ||
    (depth < 64 && parents.has(pid) && inTree(parents.get(pid), depth + 1));
  for (const { pid, name, start, ticks } of seen) {
    if (!inTree(pid)) continue;
    tree.add(pid);
    const key = `${pid}@${start}`;
    const known = processes.get(key);
    if (known) known.ticks = ticks;
    else processes.set(key, { kind: kindOf(pid, name), ticks });
  }
}

/** Busy ticks of the whole machine so far (all but idle and I/O wait). */
function machineBusy() {
  const [, ...values] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
  const [user, nice, system, , , irq, softirq, steal] = values.map(Number);
  return user + nice + system + irq + softirq + steal;
}

const busyBefore = machineBusy();
const since = Date.now();
const child = spawn(command, args, { stdio: 'inherit' });
const root = String(child.pid);
const timer = setInterval(() => readProcesses(root), 1000);
const code = await new Promise((done) => child.on('exit', (status) => done(status ?? 1)));
clearInterval(timer);
readProcesses(root);

const byKind = new Map();
for (const { kind, ticks } of processes.values()) {
  byKind.set(kind, (byKind.get(kind) ?? 0) + ticks / TICKS_PER_SECOND);
}
const rows = [...byKind].filter(([, s]) => s >= 0.5).sort((a, b) => b[1] - a[1]);
const counted = rows.reduce((sum, [, s]) => sum + s, 0);
const busy = (machineBusy() - busyBefore) / TICKS_PER_SECOND;
const wall = (Date.now() - since) / 1000;
console.log(
  `\nCPU seconds by kind of process, over ${wall.toFixed(0)} s (${command} exited ${code}):`,
);
for (const [kind, seconds] of rows) console.log(`${seconds.toFixed(0).padStart(7)}  ${kind}`);
console.log(`${counted.toFixed(0).padStart(7)}  counted above`);
console.log(`${busy.toFixed(0).padStart(7)}  the machine's busy CPU seconds meanwhile`);
process.exit(code);
