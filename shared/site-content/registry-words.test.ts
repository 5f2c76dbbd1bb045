import { describe, expect, it } from 'vitest';
import { fieldWords, registryFields, withWords, type WordTree } from './registry-words';

// A field's words taken out of the registry (fieldWords: what a catalogue keys) and put back
// (withWords: what the admin shows in its language) are the same words: a kind of word one side
// forgets would stay English or be lost. The catalogues themselves: tests/lint/registry-catalogues.test.ts.

describe('a field’s words', () => {
  it('puts each word of a field back where the field reads it', () => {
    const { collections, blocks } = registryFields();
    const fields = [...Object.values(collections), ...Object.values(blocks)].flat();
    // Each kind of word a field has (options, pairs, an upload's label...) is taken back.
    const kinds = new Set(fields.flatMap((field) => Object.keys(fieldWords(field))));
    expect([...kinds].sort()).toEqual(
      [
        'add',
        'first',
        'hint',
        'label',
        'none',
        'options',
        'placeholder',
        'second',
        'uploadLabel',
      ].sort(),
    );
    for (const field of fields) {
      const marked = (tree: WordTree): WordTree =>
        Object.fromEntries(
          Object.entries(tree).map(([k, v]) => [k, typeof v === 'string' ? `«${v}»` : marked(v)]),
        );
      const words = marked(fieldWords(field));
      // Everything fieldWords finds, withWords replaces: the field's words read back marked.
      expect(fieldWords(withWords(field, words)), field.name).toEqual(words);
      // English back in place, or no word at all, is the field itself.
      expect(withWords(field, fieldWords(field)), field.name).toEqual(field);
      expect(withWords(field, {}), field.name).toEqual(field);
    }
  });
});
