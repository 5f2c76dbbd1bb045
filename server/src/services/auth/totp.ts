import { randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

/** RFC 6238 defaults every authenticator app understands: SHA-1, 6 digits, 30 s steps. */
const PERIOD = 30;
const ISSUER = 'Admin';

function totp(secret: string, label = '') {
  return new TOTP({
    issuer: ISSUER,
    label,
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD,
  });
}

/** A new 160-bit secret (RFC 4226's recommended length), base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// URI an app reads from the QR code. */
export function totpUri(secret: string, accountEmail: string): string {
  return totp(secret, accountEmail).toString();
}

/**
 * The time step of `code` when it matches the current step or one step either side (clock
 * drift of the phone), else null. The caller refuses a step not newer than the last one used.
 */
export function matchTotp(secret: string, code: string, nowMs: number): number | null {
  const delta = totp(secret).validate({ token: code.trim(), timestamp: nowMs, window: 1 });
  return delta === null ? null : Math.floor(nowMs / 1000 / PERIOD) + delta;
}

/** The code of a time, for tests (they compute the code as an authenticator app would). */
export function totpCodeAt(secret: string, nowMs: number): string {
  return totp(secret).generate({ timestamp: nowMs });
}

const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789'; // no 0/o, 1/l/i

/** Ten single-use recovery codes like `k3m9p-2qx7w`: 50 bits each, easy to copy by hand. */
export function newRecoveryCodes(count = 10): string[] {
  const part = () =>
    Array.from({ length: 5 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join(
      '',
    );
  return Array.from({ length: count }, () => `${part()}-${part()}`);
}

/** Recovery codes are compared lower-case without spaces, as people retype them. */
export function normalizeRecoveryCode(code: string): string {
  return code.trim().toLowerCase().replace(/\s+/g, '');
}
