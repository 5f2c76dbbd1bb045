#!/usr/bin/env node
// The browser tests' CPU per spec file, from a run with E2E_CPU set (tests/e2e/fixtures.ts):
//   E2E_CPU=/tmp/cpu.tsv npx playwright test <specs> --workers=1; node scripts/e2e-cpu.mjs /tmp/cpu.tsv
// Prints, heaviest first: tests, CPU seconds of the workers' process trees (Chromium, servers,
// the rest: the worker itself), and the seconds the tests took. The first test of a worker also
// carries the start of that worker's shared server.
import { readFileSync } from 'node:fs';

const [file] = process.argv.slice(2);
if (!file) {
  console.error('usage: node scripts/e2e-cpu.mjs <file written by E2E_CPU>');
  process.exit(2);
}
const specs = new Map();
for (const line of readFileSync(file, 'utf8').split('\n').filter(Boolean)) {
  const [total, chromium, server, other, seconds, spec] = line.split('\t');
  const sum = specs.get(spec) ?? { tests: 0, figures: [0, 0, 0, 0, 0] };
  sum.tests += 1;
  [total, chromium, server, other, seconds].forEach((v, i) => (sum.figures[i] += Number(v)));
  specs.set(spec, sum);
}
const rows = [...specs].sort((a, b) => b[1].figures[0] - a[1].figures[0]);
const all = { tests: 0, figures: [0, 0, 0, 0, 0] };
for (const [, { tests, figures }] of rows) {
  all.tests += tests;
  figures.forEach((v, i) => (all.figures[i] += v));
}
const cells = ({ tests, figures }) =>
  [String(tests).padStart(5), ...figures.map((v) => v.toFixed(1).padStart(8))].join(' ');
console.log(`${'spec file'.padEnd(45)} tests  CPU s chromium  servers    other  seconds`);
for (const [spec, sum] of rows) console.log(`${spec.padEnd(45)} ${cells(sum)}`);
console.log(`${'all'.padEnd(45)} ${cells(all)}`);
