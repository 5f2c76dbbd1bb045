// The product's own texts (buttons, built-in errors, mails' fixed words) come from message
// catalogues, one file per language here (en.json, fr.json, ar.json), ICU MessageFormat compiled
// at build time into functions (scripts/compile-messages.mjs; decision 054). English is the reference:
// every key is in en.json, and a language's catalogue may lack some, which English then says.
// A site speaks its default language's catalogue (identity.languages[0]); a language without
// one speaks English.

import type { Group, Messages } from './compiled/messages';

export type { Group, Messages };

/** The catalogue a language reads: its own, else its primary language's (fr-CA reads fr). */
export function catalogueTag(tag: string, available: readonly string[]): string | null {
  if (available.includes(tag)) return tag;
  const primary = tag.split('-')[0]!.toLowerCase();
  return available.includes(primary) ? primary : null;
}

/** A group's messages in a language: its own, English standing in for each it lacks. */
export function withEnglish<G extends Group>(
  english: Messages[G],
  own: Partial<Messages[G]> | undefined,
): Messages[G] {
  return own ? { ...english, ...own } : english;
}
