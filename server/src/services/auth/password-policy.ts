import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as en from '@zxcvbn-ts/language-en';
import { passwordField } from '@shared/schemas/setup';

/**
 * zxcvbn's score: 3 means "safely unguessable: moderate protection from offline slow-hash
 * attacks" (about 10^8 guesses and up). Below that a password is refused.
 */
const MIN_SCORE = 3;

let factory: ZxcvbnFactory | undefined;
/** Built on first use: the dictionaries (the common-password list among them) take a moment. */
function estimator(): ZxcvbnFactory {
  factory ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...en.dictionary },
    graphs: common.adjacencyGraphs,
    translations: en.translations,
  });
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
