import { existsSync } from 'node:fs';
import { join } from 'node:path';

// The tests in this folder check the production build (`npm run build`: build/client,
// build/ssr, dist/server). They never build it themselves: the build is an input of the test
// run, made once (npm test makes it beside lint, types and the unit tests, then runs these).

export const root = join(import.meta.dirname, '..', '..');

/** Fails with what to run when a part of the build is missing. */
export function requireBuild(...paths: string[]): void {
  const missing = paths.filter((path) => !existsSync(join(root, path)));
  if (missing.length > 0) {
    throw new Error(
      `${missing.join(', ')} missing: these tests check the production build, so run ` +
        '`npm run build` first (npm test does it before them).',
    );
  }
}
