import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** 256 bits of randomness, URL-safe: the opaque refresh token handed to the client. */
export function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this digest is stored; a stolen database does not yield usable refresh tokens. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** Compares digests, so neither the length nor the content of the secret leaks through timing. */
export function secretsEqual(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

/** A one-time setup code that is easy to copy from a terminal: 6 groups of 4 characters. */
export function newSetupCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'; // no 0/O or 1/I confusion
  const groups = Array.from({ length: 6 }, () =>
    Array.from({ length: 4 }, () => alphabet[randomInt(alphabet.length)]).join(''),
  );
  return groups.join('-');
}
