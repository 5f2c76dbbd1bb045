import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { messagesIn } from '../../shared/messages/all-languages';
import { messageArguments, messagePaths } from '../../shared/messages/catalogue-tree';
import {
  catalogueText,
  registryWords,
  type WordTree,
} from '../../shared/site-content/registry-words';

// The registry's words in other languages (decision 054, "i54-admin-registry"): every language
// that has a registry catalogue has a word for each the registry has, and none for what the
// registry no longer has, so a new field cannot ship untranslated; English is the registry's
// own, written out for the compiler by `npm run registry:words` and checked here.

const dir = fileURLToPath(new URL('../../shared/messages/admin/', import.meta.url));
const read = (tag: string) =>
  JSON.parse(readFileSync(join(dir, tag, 'registry.json'), 'utf8')) as WordTree;
/** Every language with a registry catalogue but English. */
const languages = readdirSync(dir).filter(
  (tag) => tag !== 'en' && readdirSync(join(dir, tag)).includes('registry.json'),
);
const english = catalogueText(registryWords());

describe('the registry’s words in other languages', () => {
  it('English’s file is the registry’s words as written, and says them unchanged', () => {
    // Out of date: run `npm run registry:words`.
    expect(read('en')).toEqual(english);
    const compiled = messagesIn('en', 'adminRegistry');
    expect(compiled.services.fields.tagline.hint()).toBe(
      "One line under the title on the service's page.",
    );
    // A brace in a hint is a text, not an argument.
    expect(compiled.chatTopics.fields.answer.hint()).toMatch(/^\{email\} and \{phone\} are/);
  });

  it('has French and Arabic at least', () => {
    expect(languages).toEqual(expect.arrayContaining(['fr', 'ar']));
  });

  it.each(languages)(
    '%s has a word for every word of the registry, and for nothing else',
    (tag) => {
      const own = messagePaths(read(tag));
      const wanted = [...messagePaths(english).keys()];
      expect(wanted.filter((path) => !own.get(path)?.trim())).toEqual([]);
      expect([...own.keys()].filter((path) => !wanted.includes(path))).toEqual([]);
      // Every word is a text: a brace written bare would ask for an argument nobody gives.
      for (const [path, word] of own) expect([...messageArguments(word).keys()], path).toEqual([]);
    },
  );

  it.each(languages)('%s is not English copied over', (tag) => {
    const own = messagePaths(read(tag));
    const same = [...messagePaths(english)].filter(([path, word]) => own.get(path) === word);
    // A few words are the same in both (Services, FAQ, a code as a placeholder); most are not.
    expect(same.length).toBeLessThan(messagePaths(english).size / 5);
  });
});
