import { describe, expect, it } from 'vitest';
import { DOWNLOAD_CHOICES } from '@shared/site-content/blocks/downloads';
import { exampleBlock } from '@shared/site-content/blocks';
import { defaultSiteData } from '@shared/site-content/defaults';
import { siteContentApp } from './site-content-app';

// The downloads block (issue 50) through PUT /api/site-content: its fields held as strictly as
// the other blocks' (400 naming the page, the block and the field), and a picked document or a
// category the content does not have refused, nothing published.

const { ctx, publish } = siteContentApp();

const about = defaultSiteData.customPages.find((p) => p.kind === 'page')!;
const [first] = about.blocks;
const docs = defaultSiteData.downloads;
const block = (patch: Record<string, unknown>) => ({ ...exampleBlock('downloads', 50), ...patch });
/** The built-in content, `about`'s blocks its first and `downloads`. */
const withBlock = (downloads: unknown, content = defaultSiteData) => ({
  ...content,
  customPages: [{ ...about, blocks: [first, downloads] }],
});
const AT = 'content.customPages.0.blocks.1';

const issuesOf = async (content: unknown) => {
  const res = await publish(content, 0);
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json().error).toBe('validation_failed');
  return res.json().issues as { path: string; message: string }[];
};
const liveVersion = async () =>
  (await ctx.app.inject({ url: '/api/site-content' })).json().version as number;

describe('a downloads block, published', () => {
  it('publishes the documents picked, and a category', async () => {
    const res = await publish(
      {
        ...defaultSiteData,
        customPages: [
          {
            ...about,
            blocks: [
              first,
              block({}),
              block({ id: 51, show: 'category', category: docs[0]!.category }),
            ],
          },
        ],
      },
      0,
    );
    expect(res.statusCode, res.body).toBe(201);
  });

  it.each([
    [{ show: 'all' }, 'show', `Downloads show must be one of ${DOWNLOAD_CHOICES.join(', ')}`],
    [{ documents: [] }, 'documents', 'Pick at least one document'],
    [{ documents: ['Not A Slug'] }, 'documents.0', expect.stringMatching(/^Slug must be/)],
    [
      { documents: [docs[0]!.slug, docs[0]!.slug] },
      'documents.1',
      `"${docs[0]!.slug}" is picked twice`,
    ],
    [{ documents: 'x' }, 'documents', expect.any(String)],
    [{ show: 'category', category: '  ' }, 'category', 'Downloads category is required'],
    [{ category: 'x'.repeat(81) }, 'category', expect.stringMatching(/at most 80/)],
    [{ heading: 7 }, 'heading', 'Downloads heading must be text'],
  ])('refuses %j: 400 naming the block’s %s', async (patch, field, message) => {
    expect(await issuesOf(withBlock(block(patch)))).toEqual([{ path: `${AT}.${field}`, message }]);
  });

  it('refuses a document or a category the content does not have, naming the field', async () => {
    const picked = block({ documents: [docs[0]!.slug, 'no-such-document'] });
    expect(await issuesOf(withBlock(picked))).toEqual([
      { path: `${AT}.documents.1`, message: 'No download has the slug "no-such-document"' },
    ]);
    const category = block({ show: 'category', category: 'Brochures' });
    expect(await issuesOf(withBlock(category))).toEqual([
      { path: `${AT}.category`, message: 'No download has the category "Brochures"' },
    ]);
    const home = [...defaultSiteData.pages.home, block({ documents: ['gone'] })];
    expect(
      await issuesOf({ ...defaultSiteData, pages: { ...defaultSiteData.pages, home } }),
    ).toEqual([
      {
        path: `content.pages.home.${home.length - 1}.documents.0`,
        message: 'No download has the slug "gone"',
      },
    ]);
    expect(await liveVersion()).toBe(0);
  });

  it('refuses removing a document a block picks, until the block lets it go', async () => {
    const [kept, removed] = docs;
    const picked = block({ documents: [kept!.slug, removed!.slug] });
    expect((await publish(withBlock(picked), 0)).statusCode).toBe(201);
    const without = { ...defaultSiteData, downloads: docs.filter((d) => d !== removed) };
    expect(await issuesOf(withBlock(picked, without))).toEqual([
      { path: `${AT}.documents.1`, message: `No download has the slug "${removed!.slug}"` },
    ]);
    expect(await liveVersion()).toBe(1);
    const res = await publish(withBlock(block({ documents: [kept!.slug] }), without), 1);
    expect(res.statusCode, res.body).toBe(201);
  });
});
