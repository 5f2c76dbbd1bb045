import { describe, expect, it } from 'vitest';
import { defaultSiteData } from '../defaults';
import { downloadRequestPath } from '../download-request';
import { blockContentIssues } from '../block-references';
import type { SiteData } from '../schema';
import { blockViews, exampleBlock, type BlockOf } from '.';

// The downloads block: the documents picked (in their order) or those of a category, an open
// one linking its file and a gated one its form; a document without a file is not shown; and a
// publish naming a document or a category the content does not have is refused where it is.

const docs = defaultSiteData.downloads;
const open = docs.find((d) => !d.gated)!;
const gated = docs.find((d) => d.gated)!;

const block = (patch: Partial<BlockOf<'downloads'>>): BlockOf<'downloads'> => ({
  ...exampleBlock('downloads', 1),
  ...patch,
});
const viewOf = (b: BlockOf<'downloads'>, content: SiteData = defaultSiteData) => {
  const [shown] = blockViews([b], { content });
  return shown?.kind === 'downloads' ? shown.data : null;
};

describe('the downloads block’s view', () => {
  it('lists the documents picked, in the order picked: an open one’s file, a gated one’s form', () => {
    const view = viewOf(block({ show: 'picked', documents: [gated.slug, open.slug] }))!;
    expect(view.items.map((d) => d.slug)).toEqual([gated.slug, open.slug]);
    expect(view.items.map((d) => [d.gated, d.link])).toEqual([
      [true, { href: downloadRequestPath(gated.slug), file: null }],
      [false, { href: open.file!.src, file: open.file!.name }],
    ]);
    // The cards' texts are the downloads list's own.
    expect(view.items[1]).toMatchObject({ title: open.title, category: open.category });
    expect(view.items[1]!.facts).toMatch(/^PDF, /);
  });

  it('lists every document of a category, in the list’s order, and only those', () => {
    const category = 'Checklists';
    const content = {
      ...defaultSiteData,
      downloads: [
        ...docs,
        { ...open, id: 50, slug: 'camera-checklist', category, title: 'Camera checklist' },
      ],
    };
    const view = viewOf(block({ show: 'category', category, documents: [open.slug] }), content)!;
    const expected = content.downloads.filter((d) => d.category === category).map((d) => d.slug);
    expect(expected).toHaveLength(2);
    expect(view.items.map((d) => d.slug)).toEqual(expected);
  });

  it('shows no document without its file, and hides itself with nothing to show', () => {
    const content = {
      ...defaultSiteData,
      downloads: docs.map((d) => (d.slug === open.slug ? { ...d, file: undefined } : d)),
    };
    const picked = block({ show: 'picked', documents: [open.slug, gated.slug] });
    expect(viewOf(picked, content)!.items.map((d) => d.slug)).toEqual([gated.slug]);
    expect(viewOf(block({ documents: [open.slug] }), content)).toBeNull();
    expect(viewOf(block({ show: 'category', category: 'Nothing of the kind' }))).toBeNull();
  });
});

describe('a downloads block naming what the content does not have', () => {
  const withPage = (...blocks: BlockOf<'downloads'>[]): SiteData => {
    const [about] = defaultSiteData.customPages;
    return { ...defaultSiteData, customPages: [{ ...about!, blocks }] };
  };

  it('names each unknown document and an unknown category, on a page and on the home page', () => {
    const content = withPage(
      block({ documents: [open.slug, 'no-such-document'] }),
      block({ id: 2, show: 'category', category: 'Brochures' }),
    );
    const home = [...content.pages.home, block({ id: 99, documents: ['gone'] })];
    expect(blockContentIssues({ ...content, pages: { ...content.pages, home } })).toEqual([
      {
        path: ['customPages', 0, 'blocks', 0, 'documents', 1],
        message: 'No download has the slug "no-such-document"',
      },
      {
        path: ['customPages', 0, 'blocks', 1, 'category'],
        message: 'No download has the category "Brochures"',
      },
      {
        path: ['pages', 'home', home.length - 1, 'documents', 0],
        message: 'No download has the slug "gone"',
      },
    ]);
  });

  it('finds nothing to refuse in the built-in content or in the block’s example', () => {
    expect(blockContentIssues(defaultSiteData)).toEqual([]);
    expect(blockContentIssues(withPage(block({})))).toEqual([]);
  });
});
