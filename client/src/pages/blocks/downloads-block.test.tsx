import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { exampleBlock, type Block } from '@shared/site-content/blocks';
import { defaultSiteData } from '@shared/site-content/defaults';
import { downloadRequestPath } from '@shared/site-content/download-request';
import type { SiteData } from '@shared/site-content/schema';
import { SiteSourceProvider } from '~/lib/site-data';
import { buildPageData } from '~/lib/site-data/build-page-data';
import { createContentSource } from '~/lib/site-data/content-source';
import { preloadAllBlocks } from './block-components';
import { Blocks } from './blocks';

// A page of the firm's own with downloads blocks, drawn as visitors get it: the documents picked
// and those of a category as the downloads list's cards, an open one's card downloading its
// file, a gated one's leading to the form on its page.

beforeAll(() => preloadAllBlocks());

const docs = defaultSiteData.downloads;
const open = docs.find((d) => !d.gated)!;
const gated = docs.find((d) => d.gated)!;

function render(blocks: Block[], content: SiteData = defaultSiteData) {
  const [about] = content.customPages;
  const page = { ...about!, blocks };
  const withPage = { ...content, customPages: [page] };
  const { view } = buildPageData(withPage, page.path);
  if (view.kind !== 'custom-page') throw new Error('not a page of the firm’s own');
  return renderToStaticMarkup(
    <MemoryRouter>
      <SiteSourceProvider value={createContentSource(withPage)}>
        <Blocks blocks={view.page.blocks} />
      </SiteSourceProvider>
    </MemoryRouter>,
  );
}

/** Each card's link and title, in order. */
const cards = (html: string) =>
  [...html.matchAll(/<li><a ([^>]*)>[\s\S]*?<h(\d)[^>]*>([^<]*)<\/h\d>/g)].map(
    ([, attrs, level, title]) => ({ attrs, level: Number(level), title }),
  );

describe('a downloads block on a page', () => {
  it('lists the documents picked: the open one’s file to download, the gated one’s form', () => {
    const block = {
      ...exampleBlock('downloads', 1),
      heading: 'Before you call us',
      documents: [open.slug, gated.slug],
    };
    const html = render([block]);
    expect(html).toContain('>Before you call us</h2>');
    expect(cards(html)).toEqual([
      {
        attrs: expect.stringContaining(`href="${open.file!.src}" download="${open.file!.name}"`),
        level: 3,
        title: open.title,
      },
      {
        attrs: expect.stringContaining(`href="${downloadRequestPath(gated.slug)}"`),
        level: 3,
        title: gated.title,
      },
    ]);
    expect(cards(html)[1]!.attrs).not.toContain('download=');
    expect(html).toContain('After a short form');
    expect(html).toContain('Direct download');
  });

  it('lists every document of a category, and without a heading its cards are the headings', () => {
    const category = gated.category;
    const content = {
      ...defaultSiteData,
      downloads: [...docs, { ...gated, id: 77, slug: 'second-of-its-kind', title: 'Second one' }],
    };
    const block = { ...exampleBlock('downloads', 1), heading: '', show: 'category', category };
    const html = render([block as Block], content);
    const expected = content.downloads.filter((d) => d.category === category);
    expect(expected.length).toBeGreaterThan(1);
    expect(cards(html)).toEqual(
      expected.map((d) => ({
        attrs: expect.stringContaining(`href="${downloadRequestPath(d.slug)}"`),
        level: 2,
        title: d.title,
      })),
    );
    expect(html).toContain('aria-label="Downloads"');
  });
});
