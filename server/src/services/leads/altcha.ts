import { createHmac } from 'node:crypto';
import { createChallenge, randomInt, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { AltchaChallenge } from '@shared/schemas/altcha';
import type { SpamReason } from '@shared/schemas/leads';

/**
 * The work a challenge asks for: the browser derives PBKDF2 keys (`cost` rounds each) for
 * counters 0, 1, 2... until it meets the one the server picked between the two bounds. About
 * 1,000 keys of 1,000 rounds: half a second on a laptop's core, about a second on a mid-range
 * phone with the widget's workers (docs/decisions/013-altcha.md has the figures).
 */
export const ALTCHA_WORK = {
  algorithm: 'PBKDF2/SHA-256',
  cost: 1_000,
  counterMin: 500,
  counterMax: 1_500,
  /** Long enough to fill in a form after the widget solved its challenge on focus. */
  ttlSeconds: 10 * 60,
} as const;

export type ChallengeReason = Extract<SpamReason, `challenge_${string}`>;

interface AltchaDeps {
  hmacKey: string;
  now: () => number;
  /** Marks a challenge used until it expires; false when it already was (replay). */
  spend: (signature: string, expiresAtMs: number) => boolean;
}

/** The parts of a payload this server reads; anything else in it is ignored. */
interface SolvedChallenge {
  challenge: Challenge;
  solution: { counter: number; derivedKey: string };
}

function parsePayload(payload: string): SolvedChallenge | null {
  try {
    const value = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as unknown;
    const { challenge, solution } = (value ?? {}) as Partial<SolvedChallenge>;
    if (typeof challenge?.parameters !== 'object' || challenge.parameters === null) return null;
    if (typeof challenge.signature !== 'string' || typeof solution !== 'object') return null;
    return { challenge, solution };
  } catch {
    return null;
  }
}

/**
 * The self-hosted proof-of-work challenge (ALTCHA). Challenges are signed with the HMAC key, so
 * the server keeps no state until one is used; the key the browser must find is signed too
 * (with a second key derived from the first), so checking a solution costs one HMAC.
 */
export function createAltcha({ hmacKey, now, spend }: AltchaDeps) {
  const keySignatureSecret = createHmac('sha256', hmacKey)
    .update('altcha-key-signature')
    .digest('hex');

  return {
    async challenge(): Promise<AltchaChallenge> {
      const expiresAt = Math.floor(now() / 1000) + ALTCHA_WORK.ttlSeconds;
      const challenge = await createChallenge({
        algorithm: ALTCHA_WORK.algorithm,
        cost: ALTCHA_WORK.cost,
        counter: randomInt(ALTCHA_WORK.counterMax, ALTCHA_WORK.counterMin),
        deriveKey,
        hmacSignatureSecret: hmacKey,
        hmacKeySignatureSecret: keySignatureSecret,
        expiresAt,
      });
      // Both are always set here (a secret and an expiry were given); the types cannot know.
      return {
        parameters: { ...challenge.parameters, expiresAt },
        signature: challenge.signature ?? '',
      };
    },

    /** Why a submission's payload does not pass, or null when it does (and is now used up). */
    async check(payload: string | null | undefined): Promise<ChallengeReason | null> {
      if (!payload) return 'challenge_missing';
      const solved = parsePayload(payload);
      if (!solved) return 'challenge_failed';
      const { challenge, solution } = solved;
      const expiresAt = challenge.parameters.expiresAt;
      // Every challenge of ours expires; one without an expiry was not signed here.
      if (typeof expiresAt !== 'number') return 'challenge_failed';
      let result;
      try {
        result = await verifySolution({
          challenge,
          solution,
          deriveKey,
          hmacSignatureSecret: hmacKey,
          hmacKeySignatureSecret: keySignatureSecret,
        });
      } catch {
        return 'challenge_failed';
      }
      if (result.expired || expiresAt * 1000 < now()) return 'challenge_expired';
      if (!result.verified) return 'challenge_failed';
      return spend(challenge.signature ?? '', expiresAt * 1000) ? null : 'challenge_reused';
    },
  };
}

export type Altcha = ReturnType<typeof createAltcha>;
