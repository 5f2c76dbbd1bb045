import type argon2 from 'argon2';
import { vi } from 'vitest';

// A set-up file of the unit tests: the passwords they hash (every test user, a thousand apps a
// run) are hashed with argon2's smallest cost instead of production's 19 MiB and 2 passes (about
// 30 ms of CPU a hash, and as much again for each sign-in, which verifies at the hash's own
// cost). The parameters production uses are not changed (server/src/lib/password.ts): a file
// that checks them calls `productionPasswordCost()` and gets them for its tests.

const state = globalThis as { argon2AtProductionCost?: boolean };
state.argon2AtProductionCost = false; // each file starts cheap; set-up files run per file

/** For the file that checks the parameters production hashes with (tests/api/setup). */
export function productionPasswordCost(): void {
  state.argon2AtProductionCost = true;
}

vi.mock('argon2', async (importOriginal) => {
  const original = (await importOriginal<{ default: typeof argon2 }>()).default;
  const cheap = { memoryCost: 8, timeCost: 1, parallelism: 1 };
  const hash: typeof original.hash = ((password: string, options?: argon2.Options) =>
    original.hash(
      password,
      state.argon2AtProductionCost ? options : { ...options, ...cheap },
    )) as typeof original.hash;
  return { default: { ...original, hash }, ...original, hash };
});
