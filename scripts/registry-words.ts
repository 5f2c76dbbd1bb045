// Writes the registry's words as catalogues (decision 054, "i54-admin-registry"):
// shared/messages/admin/en/registry.json is the registry's English as the compiler reads it
// (generated: `npm run registry:words`, checked by tests/lint/registry-catalogues.test.ts);
// `npm run registry:words -- fr ar` also brings those languages' files to the registry's keys,
// a new word empty (to be translated by hand: the test fails while one is) and a word the
// registry no longer has removed.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { catalogueText, registryWords, type WordTree } from '../shared/site-content/registry-words';

const dir = fileURLToPath(new URL('../shared/messages/admin/', import.meta.url));
const file = (tag: string) => join(dir, tag, 'registry.json');

/** `own` reshaped as `english`: its words kept, a missing one empty, an unknown one dropped. */
function skeleton(english: WordTree, own: WordTree | undefined): WordTree {
  return Object.fromEntries(
    Object.entries(english).map(([key, value]) => {
      const mine = own?.[key];
      if (typeof value === 'string') return [key, typeof mine === 'string' ? mine : ''];
      return [key, skeleton(value, typeof mine === 'object' ? mine : undefined)];
    }),
  );
}

const write = (tag: string, tree: WordTree) => {
  mkdirSync(join(dir, tag), { recursive: true });
  writeFileSync(file(tag), `${JSON.stringify(tree, null, 2)}\n`);
};

const english = catalogueText(registryWords());
write('en', english);
for (const tag of process.argv.slice(2)) {
  let own: WordTree | undefined;
  try {
    own = JSON.parse(readFileSync(file(tag), 'utf8')) as WordTree;
  } catch {
    own = undefined; // A new language: every word to translate.
  }
  write(tag, skeleton(english, own));
}
