import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** Tests of the production build: they need `npm run build` and run after it (tests/build/). */
const needsBuild = 'tests/build/**/*.test.ts';

export default defineConfig({
  resolve: {
    alias: {
      '@shared': fileURLToPath(new URL('./shared', import.meta.url)),
      '~': fileURLToPath(new URL('./client/src', import.meta.url)),
    },
  },
  test: {
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 30_000,
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
          exclude: [needsBuild],
        },
      },
      { extends: true, test: { name: 'build', include: [needsBuild] } },
    ],
  },
});
