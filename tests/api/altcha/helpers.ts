import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { TestApp } from '../helpers';

export const ALTCHA_KEY = 'altcha-test-key-that-is-long-enough-0123456789';

export async function fetchChallenge(app: TestApp): Promise<Challenge> {
  const res = await app.inject({ method: 'GET', url: '/api/altcha/challenge' });
  if (res.statusCode !== 200) throw new Error(`challenge: ${res.statusCode} ${res.body}`);
  return res.json<Challenge>();
}

/** Solves a challenge as the widget does and encodes the payload the way the widget sends it. */
export async function solve(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('no solution found');
  return encode({ challenge, solution });
}

export const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');
