import { describe, expect, it } from 'vitest';
import { errorsWith, withReplaced } from './compile-with';

// A collection, a global and the client's maps of components are each named in one place; the
// compiler names the place a kind is missing from. Each case drops one entry and
// expects tsc to report it where it must be mended.

const MAPS = [
  'client/src/app/public-page.tsx',
  'client/src/pages/blocks/cards-block.tsx',
  'client/src/components/admin-icons.ts',
  'client/src/app/admin-pages.tsx',
  'client/src/pages/blocks/block-components.ts',
];

describe('the content registry and the client maps agree, or tsc says where', () => {
  it('as they are: no errors', () => {
    expect(errorsWith({}, MAPS)).toEqual([]);
  });

  it('a collection left out of the registry: its page component is named as excess', () => {
    const errors = errorsWith(
      withReplaced('shared/site-content/collections/base.ts', '  certifications,\n'),
      ['client/src/app/public-page.tsx'],
    );
    expect(errors).toContainEqual(
      expect.stringMatching(/^client\/src\/app\/public-page\.tsx: .*'certification'/),
    );
  });

  it("a page kind without its component: the public pages' map says which", () => {
    const errors = errorsWith(
      withReplaced(
        'client/src/app/public-page.tsx',
        "  certification: lazyWithPreload(() => import('~/pages/certification-page')),\n",
      ),
      ['client/src/app/public-page.tsx'],
    );
    expect(errors).toContainEqual(expect.stringMatching(/public-page\.tsx: .*certification/));
  });

  it('a layout of cards in use without its component: the cards block says which', () => {
    const errors = errorsWith(
      withReplaced('client/src/pages/blocks/cards-block.tsx', '  partners: PartnersSection,\n'),
      ['client/src/pages/blocks/cards-block.tsx'],
    );
    expect(errors).toContainEqual(expect.stringMatching(/cards-block\.tsx: .*'partners'/));
  });

  it('a kind of block without its component: the block map says which', () => {
    const errors = errorsWith(
      withReplaced(
        'client/src/pages/blocks/block-components.ts',
        "  faq: lazy(() => import('./faq-block')),\n",
      ),
      ['client/src/pages/blocks/block-components.ts'],
    );
    expect(errors).toContainEqual(expect.stringMatching(/block-components\.ts: .*faq/));
  });

  it('an editor icon without its drawing: the icon map says which', () => {
    const errors = errorsWith(
      withReplaced('client/src/components/admin-icons.ts', '  award: Award,\n'),
      ['client/src/components/admin-icons.ts'],
    );
    expect(errors).toContainEqual(expect.stringMatching(/admin-icons\.ts: .*award/));
  });

  it('a global without its editor: the admin pages say which', () => {
    const errors = errorsWith(
      withReplaced('client/src/app/admin-pages.tsx', '  legal: LegalEditorPage,\n'),
      ['client/src/app/admin-pages.tsx'],
    );
    expect(errors).toContainEqual(expect.stringMatching(/admin-pages\.tsx: .*legal/));
  });
});
