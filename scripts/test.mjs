#!/usr/bin/env node
// npm test: everything CI checks, as much of it at once as the machine takes.
//
// 0. better-sqlite3's native addon, when the install left it uncompiled (`npm ci --ignore-scripts`,
//    as .ci/run installs): about 70 s of one core, beside the checks that open no database (lint,
//    types, the build); the unit and browser tests and the tests of the build wait for it. .ci/run
//    starts that compile before the install, in a folder of its own (SQLITE_ADDON_BESIDE): the
//    addon is taken from there when it is ready, and compiled here only if that failed.
// 1. At once: lint, types, the unit and API tests and the API document's lint (once the addon is
//    there), the production build.
// 2. As soon as the build (and the addon) is there: the tests of the build (tests/build/) and the
//    browser tests on it, beside whatever of 1 is still running. Lint and types use about one
//    core between them for a minute, and the unit tests one more; the browser tests fill what is
//    left instead of waiting for the slowest check (docs/decisions/022-fast-test-suite.md).
//
// Each command's output is printed whole when it ends (the first of each group as it comes), so
// nothing interleaves; the durations come last. Any failure fails the run, and the end of each
// failed command's output is printed again last: a CI log read from its tail shows what failed.
import { concurrently } from 'concurrently';
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { stripVTControlCharacters } from 'node:util';
import { pinBuildDate } from './build-stamps.mjs';
import { compileMessages } from './compile-messages.mjs';

// The message catalogues, once, before lint, types, tests and the build read them side by side.
compileMessages();
// One day for the build and every test (shared/site-content/build-date.ts): a run that passes
// midnight would otherwise date the built-in samples of the build and of the tests apart.
pinBuildDate();

const started = Date.now();
const seconds = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;
const options = { group: true, prefix: 'name', padPrefix: true, timings: true };

/** How many of a failed command's last lines are printed again at the end (vitest's summary of
 * failed tests, Playwright's list of failures). */
const TAIL_LINES = 60;
/** The last lines of each command that failed, by name. */
const failedTails = new Map();

/** Runs commands side by side; resolves true when every one passed. */
function run(commands) {
  const { result, commands: started } = concurrently(commands, options);
  const tails = new Map(started.map((command) => [command, []]));
  for (const command of started) {
    const keep = (chunk) => {
      const lines = tails.get(command);
      lines.push(...chunk.toString().split('\n'));
      if (lines.length > TAIL_LINES * 2) lines.splice(0, lines.length - TAIL_LINES);
    };
    command.stdout.subscribe(keep);
    command.stderr.subscribe(keep);
    command.close.subscribe(({ exitCode }) => {
      if (exitCode !== 0) failedTails.set(command.name, tails.get(command).slice(-TAIL_LINES));
    });
  }
  return result.then(
    () => true,
    () => false,
  );
}

const sqliteAddon = 'node_modules/better-sqlite3/build/Release/better_sqlite3.node';

const compileAddon = () =>
  run([{ name: 'sqlite-addon', command: 'npm rebuild better-sqlite3' }]).then((built) => {
    if (!built) console.error(`\nnpm test: better-sqlite3 did not compile; no test run.`);
    return built;
  });

/** How long the compile beside the install may take before npm test compiles the addon itself. */
const BESIDE_LIMIT_MS = 10 * 60_000;

/** The addon .ci/run compiles in `dir` beside the install, once its `status` says it is over. */
async function addonFrom(dir) {
  const statusFile = join(dir, 'status');
  const waitedFrom = Date.now();
  while (!existsSync(statusFile) && Date.now() - waitedFrom < BESIDE_LIMIT_MS) await sleep(500);
  const built = join(dir, 'node_modules', sqliteAddon.slice('node_modules/'.length));
  const status = existsSync(statusFile) ? readFileSync(statusFile, 'utf8').trim() : 'not over';
  if (status !== 'ok' || !existsSync(built)) {
    console.error(`\nnpm test: the addon's compile beside the install: ${status} (${dir}):`);
    const log = join(dir, 'compile.log');
    if (existsSync(log)) console.error(readFileSync(log, 'utf8').slice(-2000));
    return compileAddon();
  }
  mkdirSync(dirname(sqliteAddon), { recursive: true });
  copyFileSync(built, sqliteAddon);
  rmSync(dir, { recursive: true, force: true });
  console.log(`\n== better-sqlite3's addon, compiled beside the install, ready after ${seconds()}`);
  return true;
}

const beside = process.env.SQLITE_ADDON_BESIDE;
const addonBuilt = existsSync(sqliteAddon)
  ? Promise.resolve(true)
  : beside
    ? addonFrom(beside)
    : compileAddon();

const checks = run([
  { name: 'lint', command: 'npm run lint' },
  { name: 'types', command: 'npm run typecheck' },
]);
const unit = addonBuilt.then((built) =>
  built
    ? run([
        { name: 'unit', command: 'npm run test:unit' },
        { name: 'openapi', command: 'npm run lint:openapi' },
      ])
    : false,
);
const afterBuild = run([{ name: 'build', command: 'npm run build' }]).then(async (built) => {
  if (!built) {
    console.error(
      `\nnpm test: the build failed after ${seconds()}; its tests and the browser tests not run.`,
    );
    return false;
  }
  if (!(await addonBuilt)) return false;
  console.log(`\n== tests of the build and browser tests (starting after ${seconds()})`);
  return run([
    { name: 'build-tests', command: 'npm run test:build' },
    { name: 'browser', command: 'npm run test:e2e -- --no-build' },
  ]);
});

const passed = (await Promise.all([checks, unit, afterBuild])).every(Boolean);
for (const [name, lines] of failedTails) {
  // Without colours: a log read as text.
  const text = stripVTControlCharacters(lines.join('\n'));
  console.log(`\n== the end of what ${name} printed (it failed):\n${text}`);
}
console.log(`\nnpm test: ${passed ? 'passed' : 'FAILED'} in ${seconds()}`);
process.exit(passed ? 0 : 1);
