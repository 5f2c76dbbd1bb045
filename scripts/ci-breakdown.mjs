#!/usr/bin/env node
// Where the time of a `bash .ci/run` went, from its output:
//   bash .ci/run 2>&1 | tee /tmp/ci.log; node scripts/ci-breakdown.mjs /tmp/ci.log [top]
// Prints the install's steps, each command of `npm test` (scripts/test.mjs) with its duration,
// and the browser tests summed per spec file, heaviest first (the `top` of them, 15 by default),
// with the sum of every test's own duration (what the workers spent inside tests).
import { readFileSync } from 'node:fs';

const [file, top = '15'] = process.argv.slice(2);
if (!file) {
  console.error('usage: node scripts/ci-breakdown.mjs <log of bash .ci/run> [top]');
  process.exit(2);
}
// Without vitest's colours (ESC [ ... m).
const log = readFileSync(file, 'utf8').replace(
  new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'),
  '',
);

const milestones = [
  [/^== node .* \((\d+) s\)/m, 'node from the registry'],
  [/^== npm ci done after (\d+) s/m, 'npm ci (from the start)'],
  [/^== better-sqlite3's addon.*ready after (\d+) s/m, "SQLite addon ready (npm test's clock)"],
  [/^npm test: \w+ in (\d+) s/m, 'npm test'],
];
console.log('step                                     seconds');
for (const [pattern, label] of milestones) {
  const found = pattern.exec(log);
  if (found) console.log(`${label.padEnd(40)} ${found[1].padStart(7)}`);
}

// concurrently's timings tables: │ name │ duration (ms) │ exit code │ ...
console.log('\nnpm test command                          seconds');
for (const [, name, ms] of log.matchAll(/^--> │ ([\w-]+)\s*│ ([\d,]+)\s*│ \d+/gm)) {
  console.log(
    `${name.padEnd(40)} ${(Number(ms.replaceAll(',', '')) / 1000).toFixed(0).padStart(7)}`,
  );
}

// The list reporter's lines: ✓  12 [chromium] › tests/e2e/x.spec.ts:3:1 › title (1.2s)
const unit = { ms: 0.001, s: 1, m: 60 };
const specs = new Map();
let total = 0;
let count = 0;
for (const [, spec, value, u] of log.matchAll(
  /^\[browser\s*\]\s+✓\s+\d+ \[\w+\] › (\S+?):\d+:\d+ › .* \(([\d.]+)(ms|s|m)\)$/gm,
)) {
  const seconds = Number(value) * unit[u];
  const entry = specs.get(spec) ?? { seconds: 0, tests: 0 };
  specs.set(spec, { seconds: entry.seconds + seconds, tests: entry.tests + 1 });
  total += seconds;
  count += 1;
}
console.log(`\nbrowser tests: ${count}, their own durations summed: ${total.toFixed(0)} s`);
console.log('spec file                                          tests  seconds');
const heaviest = [...specs].sort((a, b) => b[1].seconds - a[1].seconds).slice(0, Number(top));
for (const [spec, { seconds, tests }] of heaviest) {
  const name = spec.replace(/^tests\/e2e\//, '');
  console.log(`${name.padEnd(50)} ${String(tests).padStart(5)} ${seconds.toFixed(0).padStart(8)}`);
}
