import { availableParallelism } from 'node:os';
import argon2 from 'argon2';

/** OWASP's minimum for argon2id: 19 MiB memory, 2 iterations, 1 lane. */
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * argon2 runs on libuv's thread pool, so it never blocks the event loop, but 4 hashes at once on
 * a 2-core machine leave the event loop little CPU and hold every pool thread (file reads wait).
 * At most cores - 1 hashes run at once; the rest queue (docs/performance-log.md, section 2).
 */
const MAX_CONCURRENT = Math.max(1, Math.min(3, availableParallelism() - 1));
let running = 0;
const waiting: (() => void)[] = [];

async function limited<T>(work: () => Promise<T>): Promise<T> {
  if (running < MAX_CONCURRENT) running++;
  else await new Promise<void>((start) => waiting.push(start)); // the slot is handed over
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

export function hashPassword(password: string): Promise<string> {
  return limited(() => argon2.hash(password, OPTIONS));
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await limited(() => argon2.verify(hash, password));
  } catch {
    return false; // a malformed stored hash is a failed login, not a 500
  }
}

/**
 * The stored "hash" of an account made through the identity provider: no password verifies
 * against it (it is not an argon2 hash), and sign-in answers for it as for an unknown account.
 */
export const NO_PASSWORD = '!';

export function hasPassword(hash: string): boolean {
  return hash !== NO_PASSWORD;
}

let dummyHash: Promise<string> | undefined;

/**
 * For an unknown e-mail we still verify against a hash made with the same parameters, so the
 * answer takes about as long as a wrong password and does not reveal which accounts exist.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('dummy password that matches no account');
  await verifyPassword(await dummyHash, password);
  return false;
}
