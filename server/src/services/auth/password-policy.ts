import { createRequire } from 'node:module';
import type * as ZxcvbnCore from '@zxcvbn-ts/core';
import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import type * as LanguageCommon from '@zxcvbn-ts/language-common';
import type * as LanguageEn from '@zxcvbn-ts/language-en';
import { passwordField } from '@shared/schemas/setup';

const require = createRequire(import.meta.url);

/**
 * zxcvbn's score: 3 means "safely unguessable: moderate protection from offline slow-hash
 * attacks" (about 10^8 guesses and up). Below that a password is refused.
 */
const MIN_SCORE = 3;

let factory: ZxcvbnFactory | undefined;
/**
 * Built on first use, and its packages loaded then too: loading the dictionaries (the
 * common-password list among them) decompresses them, ~0.35 s of every server start otherwise,
 * for the few requests that set a password.
 */
function estimator(): ZxcvbnFactory {
  if (!factory) {
    const { ZxcvbnFactory } = require('@zxcvbn-ts/core') as typeof ZxcvbnCore;
    const common = require('@zxcvbn-ts/language-common') as typeof LanguageCommon;
    const en = require('@zxcvbn-ts/language-en') as typeof LanguageEn;
    factory = new ZxcvbnFactory({
      dictionary: { ...common.dictionary, ...en.dictionary },
      graphs: common.adjacencyGraphs,
      translations: en.translations,
    });
  }
  return factory;
}

/**
 * Why a new password is refused, or null when it is acceptable: the length rules of the shared
 * schema, then the guessability estimate (common passwords, words, keyboard patterns, repeats,
 * and the account's own e-mail address count against it). Works offline.
 */
export function passwordProblem(password: string, userInputs: string[] = []): string | null {
  const basic = passwordField.safeParse(password);
  if (!basic.success) return basic.error.issues[0]?.message ?? 'Invalid password';
  const inputs = userInputs.flatMap((v) => [v, ...v.split(/[@.+_-]/)]).filter((v) => v.length > 2);
  const result = estimator().check(password, inputs);
  if (result.score >= MIN_SCORE) return null;
  const why = [result.feedback.warning, ...result.feedback.suggestions].filter(Boolean).join(' ');
  return `This password is too easy to guess.${why ? ` ${why}` : ''} Try a longer phrase of unrelated words.`;
}
