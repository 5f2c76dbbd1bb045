import { describe, expect, it } from 'vitest';
import { CATALOGUE_TAGS, messagesIn } from './all-languages';
import { catalogueTag, withEnglish } from './catalogues';
import catalogues from './compiled/all.js';
import sources from './compiled/sources.js';
import { messageArguments, messagePaths } from './catalogue-tree';

// The message catalogues (decision 054): every language has every message of English, each
// compiles and says something with the arguments the code gives it, and a language or a message
// a catalogue lacks is English.

const english = sources.en!;

/** The compiled function of a message by its path. */
function compiled(tag: string, path: string): (d: Record<string, unknown>) => string {
  let node: unknown = catalogues[tag];
  for (const key of path.split('.')) node = (node as Record<string, unknown>)[key];
  return node as (d: Record<string, unknown>) => string;
}

describe('the message catalogues', () => {
  it('ships English, French and Arabic at least, each compiled', () => {
    expect(CATALOGUE_TAGS[0]).toBe('en');
    expect(CATALOGUE_TAGS).toEqual(expect.arrayContaining(['fr', 'ar']));
    expect(Object.keys(sources)).toEqual(CATALOGUE_TAGS);
  });

  it.each(CATALOGUE_TAGS.filter((t) => t !== 'en'))(
    '%s has every message of English, and no argument English does not give',
    (tag) => {
      const own = messagePaths(sources[tag]!);
      const missing = [...messagePaths(english).keys()].filter((key) => !own.has(key));
      expect(missing).toEqual([]);
      for (const [key, source] of messagePaths(english)) {
        const given = [...messageArguments(source).keys()];
        const asked = [...messageArguments(own.get(key)!).keys()];
        expect(
          asked.filter((a) => !given.includes(a)),
          key,
        ).toEqual([]);
      }
    },
  );

  it.each(CATALOGUE_TAGS)('every message of %s says something with its arguments', (tag) => {
    for (const [key, source] of messagePaths(sources[tag]!)) {
      const args = Object.fromEntries(
        [...messageArguments(source)].map(([arg, counted]) => [arg, counted ? 3 : `‹${arg}›`]),
      );
      const said = compiled(tag, key)(args);
      expect(said, `${tag} ${key}`).not.toBe('');
      expect(said, `${tag} ${key}`).not.toMatch(/undefined|\[object/);
      for (const value of Object.values(args)) {
        if (typeof value === 'string') expect(said, `${tag} ${key}`).toContain(value);
      }
    }
  });

  it('French counts: one file, five files; a thousand characters written the French way', () => {
    const files = messagesIn('fr', 'formFiles');
    const args = { types: 'PDF', size: '10 Mo' };
    expect(files.filesMany({ count: 1, ...args })).toMatch(/^jusqu’à 1 fichier \(/);
    expect(files.filesMany({ count: 5, ...args })).toMatch(/^jusqu’à 5 fichiers \(/);
    const tooLong = messagesIn('fr', 'formErrors').tooLong({ label: 'Nom', max: 1000 });
    // No-break spaces inside the quotes, and in the figure (as Intl writes French numbers).
    expect(tooLong).toBe('Le champ «\u00a0Nom\u00a0» ne doit pas dépasser 1\u202f000 caractères.');
    // English keeps the figure as the code writes it.
    expect(messagesIn('en', 'formErrors').tooLong({ label: 'Name', max: 1000 })).toBe(
      'Name must be at most 1000 characters',
    );
  });

  it('a language reads its own catalogue, its primary language’s, or English', () => {
    expect(catalogueTag('fr-CA', CATALOGUE_TAGS)).toBe('fr');
    expect(catalogueTag('de', CATALOGUE_TAGS)).toBeNull();
    const accept = (tag: string) => messagesIn(tag, 'consent').accept();
    expect(accept('fr-CA')).toBe(accept('fr'));
    expect(accept('fr')).not.toBe(accept('en'));
    expect(accept('de')).toBe(accept('en'));
  });

  it('a message a catalogue lacks is English, key by key', () => {
    const en = messagesIn('en', 'consent');
    const partial = withEnglish<'consent'>(en, { accept: () => 'Accepter' });
    expect(partial.accept()).toBe('Accepter');
    expect(partial.decline()).toBe(en.decline());
  });
});
