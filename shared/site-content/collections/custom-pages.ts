import { z } from 'zod';
import { blockList, blockStructuredData, blockViews, type BlockView } from '../blocks';
import { defineCollection, samples, type ContentReader } from '../collection';
import { id, seo, slug, text, type Strictness } from '../fields';
import { excerpt, markdownToText } from '../markdown';
import { shownImage } from '../safe-urls';
import { slugify } from '../slug';
import { FIXED_PAGES, PRODUCT_PREFIXES, RESERVED_PATH, sitePaths } from '../site-paths';
import { breadcrumbs } from '../structured-data';
import { linksTo } from '../globals/menu-entries';
import { customPageSamples } from './custom-pages.samples';

// Pages of the firm's own making: an About page, sectors, areas covered, campaign landing pages.
// Each is an ordered list of blocks of a few kinds (../blocks/), served at its own address
// (`path`), or at /c/{slug} for a campaign page, which is kept out of search engines by default.

export const PAGE_KINDS = ['page', 'campaign'] as const;
export type CustomPageKind = (typeof PAGE_KINDS)[number];

const PATH_PATTERN = /^(\/[a-z0-9]+(?:-[a-z0-9]+)*){1,4}$/;

/** Why a page of kind `page` may not have `path`, or null when it may. */
export function takenPathReason(path: string): string | null {
  if ((FIXED_PAGES as readonly string[]).includes(path) || RESERVED_PATH.test(path))
    return `${path} is a page of the product itself; choose another address`;
  const under = PRODUCT_PREFIXES.find((prefix) => path.startsWith(prefix));
  return under ? `Addresses under ${under} are the product's own; choose another address` : null;
}

const item = (strictness: Strictness) => {
  const { image, required, lenient } = strictness;
  return z
    .object({
      id,
      kind: z.enum(PAGE_KINDS, { error: `Kind must be one of ${PAGE_KINDS.join(', ')}` }),
      slug,
      /** Where a `page` is served; a campaign's is /c/{slug}. */
      path: text('Path', 200),
      title: required('Title', 160),
      seo: seo(image),
      /** Kept out of search engines (robots noindex) and of the sitemap. */
      noindex: z.boolean({ error: 'Noindex must be true or false' }),
      blocks: blockList(strictness),
    })
    .superRefine((page, ctx) => {
      // As stored: an address a later rule refuses is kept (the page is served all the same).
      if (lenient) return;
      const issue = (message: string) => ctx.addIssue({ code: 'custom', path: ['path'], message });
      if (page.kind === 'campaign') {
        if (page.path !== sitePaths.campaign(page.slug))
          issue(`A campaign page is at ${sitePaths.campaign(page.slug)}: its path must be that`);
        return;
      }
      const taken = takenPathReason(page.path);
      if (taken) issue(taken);
      else if (!PATH_PATTERN.test(page.path))
        issue(
          'Path must start with / and be lower-case words joined by hyphens, at most four ' +
            'parts (/about, /sectors/utilities)',
        );
    });
};
export type CustomPage = z.infer<ReturnType<typeof item>>;

export interface CustomPageView {
  title: string;
  kind: CustomPageKind;
  /** Home, the pages above it that exist, then this one. */
  trail: { title: string; path: string }[];
  blocks: BlockView[];
}

/** Where a page of the firm's own is served. */
export const pathOfPage = (page: Pick<CustomPage, 'kind' | 'slug' | 'path'>) =>
  page.kind === 'campaign' ? sitePaths.campaign(page.slug) : page.path;

/** The campaign pages of a content: where each is, and its title (the analytics' rows). */
export function campaignPages(content: ContentReader): { path: string; title: string }[] {
  return ((content.customPages ?? []) as CustomPage[])
    .filter((page) => page.kind === 'campaign')
    .map((page) => ({ path: pathOfPage(page), title: page.title }));
}

/** The address a page of `kind` with `slug` has until the firm types its own. */
const derivedPath = (kind: CustomPageKind, slug: string) =>
  kind === 'campaign' ? sitePaths.campaign(slug) : `/${slug}`;

/**
 * What an edit of a page changes beside itself: a page never published takes its slug from
 * its title; its address follows its slug while it is the one made from it (a campaign's
 * always does); a campaign page is kept out of search engines, a page is not, when its kind
 * changes.
 */
function followEdit(page: CustomPage, patch: Partial<CustomPage>, published: boolean) {
  const out: Partial<CustomPage> = {};
  const slugFollows = page.slug === '' || page.slug === slugify(page.title);
  if (typeof patch.title === 'string' && !published && slugFollows) out.slug = slugify(patch.title);
  const kind = patch.kind ?? page.kind;
  const slug = out.slug ?? patch.slug ?? page.slug;
  if (patch.kind && patch.kind !== page.kind) out.noindex = patch.kind === 'campaign';
  const followed = page.path === '' || page.path === derivedPath(page.kind, page.slug);
  const path = derivedPath(kind, slug);
  if ((kind === 'campaign' || (followed && patch.path === undefined)) && path !== page.path)
    out.path = path;
  return out;
}

/** Home, then each page above this one that the firm made (/sectors above /sectors/x). */
function trailOf(page: CustomPage, content: ContentReader): CustomPageView['trail'] {
  const own = new Map(
    ((content.customPages ?? []) as CustomPage[]).map((p) => [pathOfPage(p), p.title]),
  );
  const path = pathOfPage(page);
  const parts = path.split('/').slice(1, -1);
  const above = parts.flatMap((_, i) => {
    const at = `/${parts.slice(0, i + 1).join('/')}`;
    const title = own.get(at);
    return title ? [{ title, path: at }] : [];
  });
  return [{ title: 'Home', path: sitePaths.home }, ...above, { title: page.title, path }];
}

/** The page's description: its SEO one, else its opening text. */
function describe(page: CustomPage): string {
  for (const block of page.blocks) {
    if (block.hidden) continue;
    if (block.kind === 'hero' && block.text.trim()) return excerpt(block.text);
    if (block.kind === 'text') return excerpt(markdownToText(block.body));
  }
  return page.title;
}

export const customPages = defineCollection<
  CustomPage,
  { kind: 'custom-page'; page: CustomPageView }
>({
  title: 'Custom Pages',
  one: 'page',
  many: 'pages',
  max: 200,
  item,
  unique: [
    {
      field: 'path',
      message: (p) => `two pages are at ${pathOfPage(p)}: each page needs its own address`,
    },
  ],
  name: (p) => p.title,
  create: (now) => ({
    id: now.getTime(),
    kind: 'page',
    slug: '',
    path: '',
    title: '',
    noindex: false,
    blocks: [],
  }),
  blocks: 'blocks',
  page: {
    path: pathOfPage,
    slugFrom: 'title',
    removedTo: sitePaths.home,
    view: (page, content, context) => ({
      kind: 'custom-page',
      page: {
        title: page.title,
        kind: page.kind,
        trail: trailOf(page, content),
        blocks: blockViews(page.blocks, { content, ...context }),
      },
    }),
    // A page kept out of search engines (a campaign page by default) is out of the sitemap too.
    listed: (page) => !page.noindex,
    meta: (page) => {
      const hero = page.blocks.find((b) => b.kind === 'hero' && !b.hidden);
      return {
        title: page.title,
        description: describe(page),
        seo: page.seo,
        picture: hero?.kind === 'hero' ? shownImage(hero.imageSrc) : null,
        noindex: page.noindex,
      };
    },
    structuredData: ({ page }, { url, organization, path, description, image }) => [
      {
        '@context': 'https://schema.org',
        '@type': 'WebPage',
        name: page.title,
        description,
        url: url(path),
        image,
        isPartOf: { '@type': 'WebSite', url: url('/'), publisher: organization },
      },
      breadcrumbs(
        url,
        page.trail.map(({ title, path: at }) => [title, at]),
      ),
      ...blockStructuredData(page.blocks, url),
    ],
  },
  editor: {
    path: '/admin/custom-pages',
    icon: 'blocks',
    what: 'Editing the pages of your own',
    description:
      'Pages you make from blocks: an About page, sectors, areas you cover, campaign landing pages. Changes apply when you save.',
    addLabel: 'Add Page',
    listLabel: 'Pages',
    saved: 'Pages have been updated',
    empty: { title: 'No pages of your own', text: 'Add one with Add Page.' },
    dashboard: 'Pages of your own, made of blocks',
    follow: followEdit,
    linkedFrom: (page, content) => linksTo(page.id, content.pages as never),
    testId: 'custom-page-editor',
    fields: [
      [
        { kind: 'text', name: 'title', label: 'Title', placeholder: 'About us' },
        {
          kind: 'select',
          name: 'kind',
          label: 'Kind',
          options: [
            { value: 'page', label: 'Page' },
            { value: 'campaign', label: 'Campaign page (/c/…)' },
          ],
        },
      ],
      [
        {
          kind: 'text',
          name: 'slug',
          label: 'Slug',
          spellCheck: false,
          hint: 'Lower-case words joined by hyphens; a campaign page is at /c/ and its slug.',
        },
        {
          kind: 'text',
          name: 'path',
          label: 'Address',
          spellCheck: false,
          hint: 'Where the page is: /about, /sectors/utilities. Renaming it after publishing keeps the old address working (a redirect is added).',
        },
      ],
      {
        kind: 'checkbox',
        name: 'noindex',
        label: 'Keep out of search engines and the sitemap',
        hint: 'On for campaign pages: their visitors come from your ads and mailings.',
      },
      { kind: 'blocks', name: 'blocks', label: 'Blocks' },
      { kind: 'seo', name: 'seo' },
    ],
  },
  defaults: samples(item, customPageSamples),
});
