import { describe, expect, it } from 'vitest';
import { CaseBatch, withReplaced } from './compile-with';

// A collection, a global and the client's maps of components are each named in one place; the
// compiler names the place a kind is missing from. Each case drops one entry and
// expects tsc to report it where it must be mended. The cases are listed first and compiled
// together when the first one runs (compile-with.ts); each gets the errors of its own edit alone.

const MAPS = [
  'client/src/app/public-page.tsx',
  'client/src/pages/blocks/cards-block.tsx',
  'client/src/components/admin-icons.ts',
  'client/src/app/admin-pages.tsx',
  'client/src/pages/blocks/block-components.ts',
];

const batch = new CaseBatch();
/** `path` with `from` dropped, read when the batch compiles (a missing text fails its case). */
const without = (path: string, from: string) => () => withReplaced(path, from);

const asTheyAre = batch.add({}, MAPS);
const noCertifications = batch.add(
  without('shared/site-content/collections/base.ts', '  certifications,\n'),
  ['client/src/app/public-page.tsx'],
);
const noCertificationPage = batch.add(
  without(
    'client/src/app/public-page.tsx',
    "  certification: lazyWithPreload(() => import('~/pages/certification-page')),\n",
  ),
  ['client/src/app/public-page.tsx'],
);
const noPartnersLayout = batch.add(
  without('client/src/pages/blocks/cards-block.tsx', '  partners: PartnersSection,\n'),
  ['client/src/pages/blocks/cards-block.tsx'],
);
const noFaqBlock = batch.add(
  without(
    'client/src/pages/blocks/block-components.ts',
    "  faq: lazy(() => import('./faq-block')),\n",
  ),
  ['client/src/pages/blocks/block-components.ts'],
);
const noAwardIcon = batch.add(
  without('client/src/components/admin-icons.ts', '  award: Award,\n'),
  ['client/src/components/admin-icons.ts'],
);
const noLegalEditor = batch.add(
  without('client/src/app/admin-pages.tsx', '  legal: LegalEditorPage,\n'),
  ['client/src/app/admin-pages.tsx'],
);
const noImageAltLanguage = batch.add(
  without('shared/site-content/collections/team.ts', ' imageAlt: true,'),
  ['shared/site-content/collections/team.ts'],
);
const noAnswerLanguage = batch.add(without('shared/site-content/blocks/faq.ts', ' answer: true '), [
  'shared/site-content/blocks/faq.ts',
]);

describe('the content registry and the client maps agree, or tsc says where', () => {
  it('as they are: no errors', () => {
    expect(asTheyAre()).toEqual([]);
  });

  it('a collection left out of the registry: its page component is named as excess', () => {
    expect(noCertifications()).toContainEqual(
      expect.stringMatching(/^client\/src\/app\/public-page\.tsx: .*'certification'/),
    );
  });

  it("a page kind without its component: the public pages' map says which", () => {
    expect(noCertificationPage()).toContainEqual(
      expect.stringMatching(/public-page\.tsx: .*certification/),
    );
  });

  it('a layout of cards in use without its component: the cards block says which', () => {
    expect(noPartnersLayout()).toContainEqual(
      expect.stringMatching(/cards-block\.tsx: .*'partners'/),
    );
  });

  it('a kind of block without its component: the block map says which', () => {
    expect(noFaqBlock()).toContainEqual(expect.stringMatching(/block-components\.ts: .*faq/));
  });

  it('an editor icon without its drawing: the icon map says which', () => {
    expect(noAwardIcon()).toContainEqual(expect.stringMatching(/admin-icons\.ts: .*award/));
  });

  it('a global without its editor: the admin pages say which', () => {
    expect(noLegalEditor()).toContainEqual(expect.stringMatching(/admin-pages\.tsx: .*legal/));
  });

  it('a field that says nothing of its language: its definition names it (issue 54)', () => {
    expect(noImageAltLanguage()).toContainEqual(expect.stringMatching(/team\.ts: .*'imageAlt'/));
  });

  it('an object field whose parts say nothing: the part is named', () => {
    expect(noAnswerLanguage()).toContainEqual(expect.stringMatching(/faq\.ts: .*'answer'/));
  });
});
