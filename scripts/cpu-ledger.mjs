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
import { readFileSync } from 'node:fs';
import { processTreeCpu, TICKS_PER_SECOND } from './process-tree-cpu.mjs';

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

/** Busy ticks of the whole machine so far (all but idle and I/O wait). */
function machineBusy() {
  const [, ...values] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
  const [user, nice, system, , , irq, softirq, steal] = values.map(Number);
  return user + nice + system + irq + softirq + steal;
}

const busyBefore = machineBusy();
const since = Date.now();
const child = spawn(command, args, { stdio: 'inherit' });
const tree = processTreeCpu(child.pid, kindOf);
const timer = setInterval(() => tree.read(), 1000);
const code = await new Promise((done) => child.on('exit', (status) => done(status ?? 1)));
clearInterval(timer);

const rows = Object.entries(tree.secondsByKind())
  .filter(([, s]) => s >= 0.5)
  .sort((a, b) => b[1] - a[1]);
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
