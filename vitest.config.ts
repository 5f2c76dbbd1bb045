import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      '@shared': fileURLToPath(new URL('./shared', import.meta.url)),
      '~': fileURLToPath(new URL('./client/src', import.meta.url)),
    },
  },
  test: {
    include: [
      // HTTP-level, build and lint checks; unit tests sit beside the file they test.
      'tests/**/*.test.ts',
      'client/src/**/*.test.{ts,tsx}',
      'server/src/**/*.test.ts',
      'shared/**/*.test.ts',
    ],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
