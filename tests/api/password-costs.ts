import type argon2 from 'argon2';
import { vi } from 'vitest';
import type * as PasswordPolicy from '../../server/src/services/auth/password-policy';

// A set-up file of the unit tests: what passwords cost them.
// - The passwords they hash (every test user, a thousand apps a run) are hashed at argon2's
//   smallest cost instead of production's 19 MiB and 2 passes (about 30 ms of CPU a hash, and as
//   much again for each sign-in, which verifies at the hash's own cost). Production's parameters
//   are not changed (server/src/lib/password.ts): a file that checks them calls
//   `productionPasswordCost()` and gets them for its tests.
// - zxcvbn's verdict on a new password (20 ms and more each) is kept per password and e-mail: it
//   depends on nothing else, and the tests set the same few passwords hundreds of times.

const state = globalThis as {
  argon2AtProductionCost?: boolean;
  passwordVerdicts?: Map<string, string | null>;
};
state.argon2AtProductionCost = false; // each file starts cheap; set-up files run per file

/** For the file that checks the parameters production hashes with (tests/api/setup). */
export function productionPasswordCost(): void {
  state.argon2AtProductionCost = true;
}

vi.mock('argon2', async (importOriginal) => {
  const original = (await importOriginal<{ default: typeof argon2 }>()).default;
  const cheap = { memoryCost: 8, timeCost: 1, parallelism: 1 };
  const hash: typeof original.hash = ((password: string, options?: argon2.HashOptions) =>
    original.hash(
      password,
      state.argon2AtProductionCost ? options : { ...options, ...cheap },
    )) as typeof original.hash;
  return { default: { ...original, hash }, ...original, hash };
});

vi.mock('../../server/src/services/auth/password-policy', async (importOriginal) => {
  const original = await importOriginal<typeof PasswordPolicy>();
  const verdicts = (state.passwordVerdicts ??= new Map()); // across the worker's files
  return {
    ...original,
    passwordProblem(password: string, userInputs: string[] = []) {
      const key = JSON.stringify([password, userInputs]);
      if (!verdicts.has(key)) verdicts.set(key, original.passwordProblem(password, userInputs));
      return verdicts.get(key)!;
    },
  };
});
