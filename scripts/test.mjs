#!/usr/bin/env node
// npm test: everything CI checks, as much of it at once as the machine takes.
//
// 1. At once: lint, types, the unit and API tests, and the production build.
// 2. As soon as the build is there (a few seconds): the tests of the build (tests/build/) and the
//    browser tests on it, beside whatever of 1 is still running. Lint and types use about one
//    core between them for a minute, and the unit tests one more; the browser tests fill what is
//    left instead of waiting for the slowest check (docs/decisions/022-fast-test-suite.md).
//
// Each command's output is printed whole when it ends (the first of each group as it comes), so
// nothing interleaves; the durations come last. Any failure fails the run.
import { concurrently } from 'concurrently';

const started = Date.now();
const seconds = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;
const options = { group: true, prefix: 'name', padPrefix: true, timings: true };

/** Runs commands side by side; resolves true when every one passed. */
const run = (commands) =>
  concurrently(commands, options).result.then(
    () => true,
    () => false,
  );

const checks = run([
  { name: 'lint', command: 'npm run lint' },
  { name: 'types', command: 'npm run typecheck' },
  { name: 'unit', command: 'npm run test:unit' },
]);
const afterBuild = run([{ name: 'build', command: 'npm run build' }]).then((built) => {
  if (!built) {
    console.error(
      `\nnpm test: the build failed after ${seconds()}; its tests and the browser tests not run.`,
    );
    return false;
  }
  console.log(`\n== tests of the build and browser tests (build done after ${seconds()})`);
  return run([
    { name: 'build-tests', command: 'npm run test:build' },
    { name: 'browser', command: 'npm run test:e2e -- --no-build' },
  ]);
});

const passed = (await Promise.all([checks, afterBuild])).every(Boolean);
console.log(`\nnpm test: ${passed ? 'passed' : 'FAILED'} in ${seconds()}`);
process.exit(passed ? 0 : 1);
