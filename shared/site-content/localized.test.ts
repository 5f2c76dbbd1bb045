import { describe, expect, it } from 'vitest';
import { blockDef, BLOCK_KINDS } from './blocks';
import { LOCALIZED_BLOCK_BASE } from './blocks/block';
import { collectionDef, COLLECTION_NAMES } from './collections';
import { defaultSiteData } from './defaults';
import { globalDef, GLOBAL_NAMES } from './globals';
import type { AnyLocalization } from './localized';

// Every field of the content says whether it is written per language (issue 54, item 2): the
// compiler holds each definition's `localized` to its keys; this walks the built-in content (and
// every kind of block's example) and finds each value's word, and checks the words follow the
// rule: titles, texts, slugs, SEO and alt texts are; ids, dates, images, files and links are not.

type Word = boolean | 'by kind' | AnyLocalization;
const blockMap = (kind: string): AnyLocalization => ({
  ...LOCALIZED_BLOCK_BASE,
  ...(blockDef(kind as (typeof BLOCK_KINDS)[number]).localized as AnyLocalization),
});

/** Each value's path in `value` ("seo.title", "blocks.hero.heading") with its word. */
function words(value: unknown, word: Word | undefined, path: string, out: Map<string, Word>) {
  if (Array.isArray(value)) {
    for (const element of value) {
      if (word === 'by kind') {
        const { kind } = element as { kind: string };
        words(element, blockMap(kind), `${path}.${kind}`, out);
      } else words(element, word, path, out);
    }
    return;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, field] of Object.entries(value)) {
      const inner = typeof word === 'object' ? word[key] : undefined;
      words(field, inner, `${path}.${key}`, out);
    }
    return;
  }
  // No value where an object may be (no logo yet): its map is checked as declared, below.
  if (value == null && typeof word === 'object') return;
  // A text, a number, a yes/no or an empty value: its word must be one or the other.
  out.set(path, word as Word);
}

/** Every word a map declares, by path (fields the built-in content leaves out, SEO among them). */
function declared(map: AnyLocalization, path: string, out: Map<string, Word>) {
  for (const [key, word] of Object.entries(map)) {
    if (typeof word === 'object') declared(word, `${path}.${key}`, out);
    else if (word !== 'by kind') out.set(`${path}.${key}`, word);
  }
}

function allWords(): Map<string, Word> {
  const out = new Map<string, Word>();
  const content = defaultSiteData as unknown as Record<string, unknown>;
  for (const name of COLLECTION_NAMES) {
    const map = collectionDef(name).localized as AnyLocalization;
    declared(map, name, out);
    words(content[name], map, name, out);
  }
  for (const name of GLOBAL_NAMES) {
    const map = globalDef(name).localized as AnyLocalization;
    declared(map, name, out);
    words(content[name], map, name, out);
  }
  for (const kind of BLOCK_KINDS) {
    declared(blockMap(kind), kind, out);
    const { example, create } = blockDef(kind);
    for (const fields of [example, create()]) {
      words({ ...fields, id: 1, hidden: false, anchor: '', kind }, blockMap(kind), kind, out);
    }
  }
  return out;
}

const NOT_LOCALIZED =
  /\.(id|\w+Id|kind|\w*[sS]rc|\w*[hH]ref|url|date|datePosted|validUntil|validThrough|updated|modifiedAt|size|email|\w+Email|phone|accentColor|tag)$/;
const LOCALIZED =
  /\.(title|slug|path|\w*[aA]lt|alt|heading|eyebrow|intro|text|body|description|summary|tagline|label|\w+Label|question|answer|caption|content|keywords)$/;

describe('which fields are localized', () => {
  const found = allWords();

  it('every value of the content has its word, true or false', () => {
    expect(found.size).toBeGreaterThan(100);
    const unsaid = [...found].filter(([, word]) => typeof word !== 'boolean').map(([p]) => p);
    expect(unsaid).toEqual([]);
  });

  it('titles, texts, slugs, SEO and alt texts are; ids, dates, images, files, links are not', () => {
    const wrong = [...found].filter(
      ([path, word]) =>
        (NOT_LOCALIZED.test(path) && word !== false) || (LOCALIZED.test(path) && word !== true),
    );
    expect(wrong.map(([path]) => path)).toEqual([]);
    // The rule reaches every part: each kind of value is seen at least once.
    const paths = [...found.keys()];
    for (const sample of ['.slug', '.seo.title', '.seo.imageSrc', 'Alt', '.date', '.file.src']) {
      expect(paths.some((p) => p.includes(sample))).toBe(true);
    }
  });
});
