import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { BUILD_DATE_DEFINE } from './scripts/build-stamps.mjs';
import { messagesPlugin } from './scripts/compile-messages.mjs';

/** Tests of the production build: they need `npm run build` and run after it (tests/build/). */
const needsBuild = 'tests/build/**/*.test.ts';

/**
 * Test files that need a module graph of their own (a fresh process's view): the OpenAPI document
 * lists every schema registered in zod's global registry, so the modules other test files
 * imported before it would add components that `npm run openapi:generate` does not see.
 */
const needsFreshModules = [
  'tests/api/openapi.test.ts',
  // Fake timers that run days of daily jobs: in a shared worker they would also drive every
  // per-minute sweep an earlier file's app left behind (the schedules' runner), for hours.
  'server/src/lib/schedule.test.ts',
];

export default defineConfig({
  // The message catalogues compiled before any test imports them (decision 054).
  plugins: [messagesPlugin()],
  // One day for the whole run, as a build has one (shared/site-content/build-date.ts): the
  // samples dated from it agree between modules a test loads again (vi.resetModules) and those
  // loaded before, and with the server bundle built for the run, when the run passes midnight.
  define: BUILD_DATE_DEFINE,
  resolve: {
    alias: {
      '@shared': fileURLToPath(new URL('./shared', import.meta.url)),
      '~': fileURLToPath(new URL('./client/src', import.meta.url)),
    },
  },
  test: {
    environment: 'node',
    // Time limits catch a test that hangs; none is a measure (no test asserts a duration). In
    // `npm test` the unit tests share two cores with lint, types and the browser tests, where an
    // app on a database file took over 20 s to build twice on a loaded machine.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            // HTTP-level and lint checks; unit tests sit beside the file they test.
            'tests/**/*.test.ts',
            'client/src/**/*.test.{ts,tsx}',
            'server/src/**/*.test.ts',
            'shared/**/*.test.ts',
          ],
          exclude: [needsBuild, ...needsFreshModules],
          // The server bundle for the tests that run the server or a CLI as a child process.
          globalSetup: ['tests/api/server-bundle-setup.ts'],
          // ...and the worker threads of the apps built in-process (lead writer, inbox search).
          // ...each app's in-memory database copied from one migrated template, the test users'
          // passwords hashed at argon2's smallest cost and judged once each (decision 056).
          setupFiles: [
            'tests/api/worker-threads-from-bundle.ts',
            'tests/api/migrated-template.ts',
            'tests/api/password-costs.ts',
          ],
          // One module graph per worker, not per file: the server, fastify, zod and drizzle are
          // imported once instead of once per file, which was most of this project's CPU time
          // (docs/decisions/022-fast-test-suite.md). Each file still builds its own app and
          // database; a file that needs fresh modules goes in needsFreshModules.
          isolate: false,
        },
      },
      { extends: true, test: { name: 'unit-isolated', include: needsFreshModules } },
      {
        extends: true,
        test: {
          name: 'build',
          include: [needsBuild],
          // As the unit tests (decision 058): one module graph for the files of the build, the
          // server imported once instead of once per file; each file still builds its own apps.
          isolate: false,
          // Their apps' worker threads from dist/server, not compiled from the sources.
          setupFiles: ['tests/build/worker-threads-from-build.ts'],
        },
      },
    ],
  },
});
