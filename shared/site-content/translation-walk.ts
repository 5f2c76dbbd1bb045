import { blockDef, type BlockKind } from './blocks';
import { LOCALIZED_BLOCK_BASE } from './blocks/block';
import { collectionDef, COLLECTION_NAMES } from './collections';
import { globalDef, GLOBAL_NAMES } from './globals';
import type { AnyLocalization } from './localized';

// The translations overlay (decision 054) read against the content it translates: every part is
// walked with its `localized` words, so which fields a language may hold is derived from the
// registry and never listed here. An overlay mirrors its item's shape: an object's localized
// fields, a list of objects by their ids (by their index when they have none), a list of texts
// and a list of blocks by index and id, each text a leaf. No zod here: the schema (./schema.ts)
// judges the values by parsing the merged content (./translated-content.ts).

export type Word = boolean | 'by kind' | AnyLocalization;
type Obj = Record<string, unknown>;

export const isObj = (v: unknown): v is Obj =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** A block's words: its kind's and the base every block has (none of which are localized). */
const blockWords = (kind: string): AnyLocalization => ({
  ...LOCALIZED_BLOCK_BASE,
  ...(blockDef(kind as BlockKind)?.localized as AnyLocalization | undefined),
});

/** The words of a part of the content: a collection's item, a global's value. */
export function partWords(part: string): AnyLocalization | undefined {
  if ((COLLECTION_NAMES as string[]).includes(part))
    return collectionDef(part as never).localized as AnyLocalization;
  if ((GLOBAL_NAMES as string[]).includes(part))
    return globalDef(part as never).localized as AnyLocalization;
  return undefined;
}

export const isCollection = (part: string) => (COLLECTION_NAMES as string[]).includes(part);

/** An element's key in its list's overlay: its id when it has one, else its index. */
const keyOf = (element: unknown, index: number) =>
  isObj(element) && typeof element.id === 'number' ? String(element.id) : String(index);

/** Each translatable text of `value` with its path: the key a translator sees, in segments. */
export function* leaves(
  value: unknown,
  word: Word | undefined,
  path: string[],
): Generator<{ path: string[]; source: string }> {
  if (!word || value == null) return;
  if (word === true) {
    if (Array.isArray(value)) {
      for (const [i, v] of value.entries())
        if (typeof v === 'string' && v !== '') yield { path: [...path, String(i)], source: v };
    } else if (typeof value === 'string' && value !== '') yield { path, source: value };
    return;
  }
  if (Array.isArray(value)) {
    for (const [i, element] of value.entries()) {
      const inner = word === 'by kind' ? blockWords(String((element as Obj).kind)) : word;
      yield* leaves(element, inner, [...path, keyOf(element, i)]);
    }
    return;
  }
  if (isObj(value) && typeof word === 'object')
    for (const [key, inner] of Object.entries(word))
      yield* leaves(value[key], inner, [...path, key]);
}

/** `value` with the overlay's texts in place of the defaults' (a missing one stays the default). */
export function overlaid(value: unknown, word: Word | undefined, over: unknown): unknown {
  if (!word || over === undefined || value == null) return value;
  if (word === true) {
    if (!Array.isArray(value)) return typeof over === 'string' ? over : value;
    if (!isObj(over)) return value;
    return value.map((v, i) => (typeof over[i] === 'string' ? over[i] : v));
  }
  if (!isObj(over)) return value;
  if (Array.isArray(value)) {
    return value.map((element, i) => {
      const inner = word === 'by kind' ? blockWords(String((element as Obj).kind)) : word;
      return overlaid(element, inner, over[keyOf(element, i)]);
    });
  }
  if (!isObj(value) || typeof word !== 'object') return value;
  const out: Obj = { ...value };
  for (const [key, inner] of Object.entries(word))
    if (key in over && key in value) out[key] = overlaid(value[key], inner, over[key]);
  return out;
}

export interface OverlayProblem {
  path: (string | number)[];
  message: string;
}

/**
 * What in an overlay has no place in it: a field that is not localized, a text where an object
 * belongs. Elements the content no longer has (a removed item) are not judged: they are unused.
 */
export function overlayProblems(
  value: unknown,
  word: Word | undefined,
  over: unknown,
  path: (string | number)[],
  out: OverlayProblem[],
): void {
  if (!word) {
    out.push({ path, message: `${path.at(-1)} is not a field written per language` });
    return;
  }
  const leaf = word === true && !Array.isArray(value);
  if (leaf) {
    if (typeof over !== 'string') out.push({ path, message: 'A translation must be text' });
    return;
  }
  if (!isObj(over)) {
    out.push({ path, message: 'Translations of this field must be an object of its parts' });
    return;
  }
  if (word === true) {
    for (const [key, text] of Object.entries(over))
      if (typeof text !== 'string')
        out.push({ path: [...path, key], message: 'A translation must be text' });
    return;
  }
  if (Array.isArray(value)) {
    const elements = new Map(value.map((element, i) => [keyOf(element, i), element]));
    for (const [key, inner] of Object.entries(over)) {
      const element = elements.get(key);
      if (element === undefined) continue;
      const words = word === 'by kind' ? blockWords(String((element as Obj).kind)) : word;
      overlayProblems(element, words, inner, [...path, key], out);
    }
    return;
  }
  if (typeof word !== 'object') return;
  for (const [key, inner] of Object.entries(over))
    overlayProblems(isObj(value) ? value[key] : undefined, word[key], inner, [...path, key], out);
}
