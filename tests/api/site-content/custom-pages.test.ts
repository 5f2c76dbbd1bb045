import { describe, expect, it } from 'vitest';
import { BLOCK_KINDS, blockDef, exampleBlock } from '@shared/site-content/blocks';
import { defaultSiteData } from '@shared/site-content/defaults';
import { FIXED_PAGES, PRODUCT_PREFIXES, RESERVED_PATH } from '@shared/site-content/site-paths';
import { siteContentApp } from './site-content-app';

// The firm's own pages (issue 49) through PUT /api/site-content: every rule of their blocks and
// addresses is a 400 naming the page, the block and the field, and a renamed page keeps its old
// address. Serving, the sitemap and the 301 are checked on the build (tests/build/).

const { ctx, publish } = siteContentApp();

const about = defaultSiteData.customPages.find((p) => p.kind === 'page')!;
const campaign = defaultSiteData.customPages.find((p) => p.kind === 'campaign')!;

/** The built-in content with these pages of the firm's own. */
const withPages = (...customPages: unknown[]) => ({ ...defaultSiteData, customPages });
const page = (patch: Record<string, unknown>) => ({ ...about, ...patch });
/** `about` with its blocks replaced. */
const withBlocks = (...blocks: unknown[]) => withPages(page({ blocks }));

const issuesOf = async (content: unknown) => {
  const res = await publish(content, 0);
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json().error).toBe('validation_failed');
  return res.json().issues as { path: string; message: string }[];
};

describe('pages of the firm’s own making, published', () => {
  it('publishes the built-in pages and a page with one of every kind of block', async () => {
    const every = BLOCK_KINDS.map((kind, i) => exampleBlock(kind, i + 1));
    const res = await publish(
      withPages(
        ...defaultSiteData.customPages,
        page({ id: 9, path: '/every', slug: 'every', blocks: every }),
      ),
      0,
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().summary).toContain('1 page added');
  });

  it('refuses an unknown kind of block: 400 naming the block and its kind', async () => {
    const issues = await issuesOf(
      withBlocks(about.blocks[0], { id: 7, kind: 'carousel', hidden: false, anchor: '' }),
    );
    expect(issues).toContainEqual({
      path: 'content.customPages.0.blocks.1.kind',
      message: `Block kind must be one of ${BLOCK_KINDS.join(', ')}`,
    });
  });

  it.each(BLOCK_KINDS)(
    'refuses a %s block missing its required fields: 400 naming the block and the field',
    async (kind) => {
      const empty = { id: 5, kind, hidden: false, anchor: '' };
      const issues = await issuesOf(withBlocks(about.blocks[0], empty));
      const own = Object.keys(blockDef(kind).create());
      expect(issues.length).toBeGreaterThan(0);
      for (const issue of issues) {
        const [, field] = /^content\.customPages\.0\.blocks\.1\.(\w+)/.exec(issue.path) ?? [];
        expect(own, issue.path).toContain(field);
      }
    },
  );

  it('refuses a block whose required text is blank, naming the block kind in the message', async () => {
    const hero = { ...about.blocks[0]!, heading: '  ' };
    const issues = await issuesOf(withBlocks(hero));
    expect(issues).toEqual([
      { path: 'content.customPages.0.blocks.0.heading', message: 'Hero heading is required' },
    ]);
  });

  it('refuses two blocks of one page sharing an id', async () => {
    const [hero, text] = about.blocks;
    const issues = await issuesOf(withBlocks(hero, { ...text!, id: hero!.id }));
    expect(issues.map((i) => i.path)).toEqual(['content.customPages.0.blocks.1.id']);
  });

  it('refuses a path another page of the firm has: 400 naming path', async () => {
    const issues = await issuesOf(
      withPages(about, page({ id: 8, slug: 'about-2', title: 'Again' })),
    );
    expect(issues).toEqual([
      {
        path: 'content.customPages.1.path',
        message: 'two pages are at /about: each page needs its own address',
      },
    ]);
  });

  // The product's own pages, the prefixes of its collections' pages and its reserved paths.
  const taken = [
    ...FIXED_PAGES,
    ...PRODUCT_PREFIXES.map((prefix) => `${prefix}x`),
    '/admin',
    '/api/pages',
    '/media',
  ];
  it.each(taken)('refuses %s, a route of the product: 400 naming path', async (path) => {
    const issues = await issuesOf(withPages(page({ path })));
    expect(issues.map((i) => i.path)).toEqual(['content.customPages.0.path']);
    if (RESERVED_PATH.test(path) || (FIXED_PAGES as readonly string[]).includes(path))
      expect(issues[0]!.message).toContain('is a page of the product itself');
  });

  it.each(['about', '/About', '/about/', '/a//b', '/a/b/c/d/e', '/über'])(
    'refuses %s, no address of the site: 400 naming path',
    async (path) => {
      const issues = await issuesOf(withPages(page({ path })));
      expect(issues.map((i) => i.path)).toEqual(['content.customPages.0.path']);
    },
  );

  it('refuses a menu entry naming a page that does not exist: 400 naming it', async () => {
    const { pages } = defaultSiteData;
    const menu = [...pages.menu, { id: 99, label: 'Ghost', page: 404, href: '' }];
    const issues = await issuesOf({ ...defaultSiteData, pages: { ...pages, menu } });
    expect(issues).toEqual([
      {
        path: `content.pages.menu.${pages.menu.length}.page`,
        message: 'No page of your own has the id 404',
      },
    ]);
  });

  it('refuses a menu entry without a link, or with one to no address: 400 naming it', async () => {
    const { pages } = defaultSiteData;
    for (const href of ['', 'javascript:alert(1)', '#team']) {
      const menu = [{ id: 1, label: 'Team', page: null, href }];
      const issues = await issuesOf({ ...defaultSiteData, pages: { ...pages, menu } });
      expect(
        issues.map((i) => i.path),
        href,
      ).toEqual(['content.pages.menu.0.href']);
    }
  });

  it('refuses a home page block missing its fields, naming the block and the field', async () => {
    const { pages } = defaultSiteData;
    const home = pages.home.map((b, i) => (i === 0 ? { ...b, heading: '' } : b));
    const issues = await issuesOf({ ...defaultSiteData, pages: { ...pages, home } });
    expect(issues).toEqual([
      { path: 'content.pages.home.0.heading', message: 'Hero heading is required' },
    ]);
  });

  it('puts a campaign page at /c/{slug}, and refuses another path for it', async () => {
    const issues = await issuesOf(withPages({ ...campaign, path: '/spring' }));
    expect(issues).toEqual([
      {
        path: 'content.customPages.0.path',
        message: `A campaign page is at /c/${campaign.slug}: its path must be that`,
      },
    ]);
  });

  it('keeps a renamed page’s old address as a redirect to the new one', async () => {
    expect((await publish(withPages(about), 0)).statusCode).toBe(201);
    const renamed = page({ path: '/company', slug: 'company' });
    const res = await publish(withPages(renamed), 1);
    expect(res.statusCode).toBe(201);
    const live = (await ctx.app.inject({ url: '/api/site-content' })).json();
    expect(live.content.redirects).toContainEqual(
      expect.objectContaining({ from: '/about', to: '/company' }),
    );
    // Removed while the footer's About Us links it: 409 naming the entry, nothing published.
    const linked = await publish(withPages(), 2);
    expect(linked.statusCode).toBe(409);
    expect(linked.json()).toEqual({
      error: 'page_linked',
      message:
        '"About us" is linked from the footer entry "About Us" (Company): remove the link ' +
        'first (Pages, menu and footer). Nothing was published.',
      pages: [{ title: 'About us', links: ['the footer entry "About Us" (Company)'] }],
    });
    expect((await ctx.app.inject({ url: '/api/site-content' })).json().version).toBe(2);
    // The link removed, the page goes, and its address leads home.
    const { pages } = defaultSiteData;
    const unlinked = {
      ...pages,
      footer: {
        ...pages.footer,
        columns: pages.footer.columns.map((c) => ({
          ...c,
          links: c.links.filter((l) => l.page === null),
        })),
      },
    };
    expect((await publish({ ...withPages(), pages: unlinked }, 2)).statusCode).toBe(201);
    const after = (await ctx.app.inject({ url: '/api/site-content' })).json();
    expect(after.content.redirects).toContainEqual(
      expect.objectContaining({ from: '/company', to: '/' }),
    );
  });
});
