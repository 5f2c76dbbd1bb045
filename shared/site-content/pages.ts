import { collectionDef, PAGE_COLLECTIONS, type PageCollectionName } from './collections';
import type { SiteData } from './schema';
import { FIXED_PAGES } from './site-paths';

// The public pages a version of the content makes: the fixed ones and one per item of each
// collection with pages (collections/). The renderer makes exactly these pages, the sitemap
// lists them (but a form's page, and a page kept out of search engines: `listed`), and a redirect may not hide one.

/** The pages of one collection: each item's address. */
export function collectionPages(content: SiteData, name: PageCollectionName) {
  const page = collectionDef(name).page!;
  return (content[name] as { id: number }[]).map((item) => ({ path: page.path(item), item }));
}

/** Every page's path for this content, fixed pages first. */
export function pagePaths(content: SiteData): string[] {
  return [
    ...FIXED_PAGES,
    ...PAGE_COLLECTIONS.flatMap((name) => collectionPages(content, name).map((p) => p.path)),
  ];
}

/** The pages sitemap.xml lists: every page but those its collection does not list. */
export function listedPagePaths(content: SiteData): string[] {
  return [
    ...FIXED_PAGES,
    ...PAGE_COLLECTIONS.flatMap((name) => {
      const listed = collectionDef(name).page!.listed as false | ((item: unknown) => boolean);
      if (listed === false) return [];
      return collectionPages(content, name)
        .filter((p) => !listed || listed(p.item))
        .map((p) => p.path);
    }),
  ];
}
