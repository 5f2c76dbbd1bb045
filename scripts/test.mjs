#!/usr/bin/env node
// npm test: everything CI checks, as much of it at once as can be.
//
// 1. Side by side: the production build (then the tests of the build, tests/build/), lint,
//    types, and the unit and API tests. Each one's output is printed whole when it ends, so
//    nothing interleaves; the durations come last.
// 2. Then the browser tests on that build (Playwright runs its own workers in parallel).
//
// Any failure fails the run; the browser tests run only when everything before them passed.
import { spawnSync } from 'node:child_process';
import { concurrently } from 'concurrently';

const started = Date.now();
const seconds = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;

const checks = [
  { name: 'build', command: 'npm run build && npm run test:build' },
  { name: 'lint', command: 'npm run lint' },
  { name: 'types', command: 'npm run typecheck' },
  { name: 'unit', command: 'npm run test:unit' },
];
try {
  await concurrently(checks, { group: true, prefix: 'name', padPrefix: true, timings: true })
    .result;
} catch {
  console.error(`\nnpm test: a check failed (above) after ${seconds()}; browser tests not run.`);
  process.exit(1);
}

console.log(`\n== browser tests (checks done after ${seconds()})`);
const e2e = spawnSync('npm', ['run', 'test:e2e', '--', '--no-build'], {
  stdio: 'inherit',
  shell: process.platform === 'win32',
});
console.log(`\nnpm test: ${e2e.status === 0 ? 'passed' : 'FAILED'} in ${seconds()}`);
process.exit(e2e.status ?? 1);
