import { blockViews, type Block } from '../blocks';
import type { ContentReader } from '../collection';
import type { CustomPage } from '../collections/custom-pages';
import { pathOfPage } from '../collections/custom-pages';
import { collectionDef, COLLECTION_NAMES } from '../collections';
import type { ContentIssue } from '../redirects';
import { linksTo, type FooterColumn, type MenuEntry } from './menu-entries';

// What the site shows of the menu and the footer (their entries: ./menu-entries.ts). A link to
// a section with nothing to show, or to a list with nothing in it, is left out wherever the
// site shows links (../blocks/: the heroes' and calls' buttons too), so no menu leads to an
// empty heading. A page the menu links to is unlinked before it is removed.

/** A link as the site shows it. */
export interface ShownLink {
  label: string;
  href: string;
}

/** The list pages and the collection each lists (a link to an empty one is left out). */
const LIST_PAGES: Readonly<Record<string, string>> = Object.fromEntries(
  COLLECTION_NAMES.flatMap((name) => {
    const list = collectionDef(name).page?.list;
    return list ? [[list, name]] : [];
  }),
);

/**
 * Whether the site shows a link to `href`: not to a section of the home page that is hidden or
 * has nothing to show (/#team without a member), nor to a list page with nothing in it.
 */
export function linkFilter(content: ContentReader): (href: string) => boolean {
  const pages = content.pages as { home: Block[] };
  const anchors = new Set(blockViews(pages.home, { content }).flatMap((v) => v.anchor ?? []));
  return (href) => {
    if (href.startsWith('/#')) return anchors.has(href.slice(2).split(/[?#]/)[0]!);
    const listed = LIST_PAGES[href];
    return !listed || ((content[listed] ?? []) as unknown[]).length > 0;
  };
}

/** The entries as links: pages by their path, the ones the site would not show left out. */
export function shownLinks(
  entries: readonly MenuEntry[],
  content: ContentReader,
  shown: (href: string) => boolean,
): ShownLink[] {
  const pages = new Map(
    ((content.customPages ?? []) as CustomPage[]).map((page) => [page.id, pathOfPage(page)]),
  );
  return entries.flatMap(({ label, page, href }) => {
    const to = page === null ? href : pages.get(page);
    return to && shown(to) ? [{ label, href: to }] : [];
  });
}

type Frame = { menu: readonly MenuEntry[]; footer: { columns: readonly FooterColumn[] } };
const frameOf = (content: ContentReader) => content.pages as Frame;
const pageIds = (content: ContentReader) =>
  new Set(((content.customPages ?? []) as CustomPage[]).map((page) => page.id));

/** Entries that name a page the content does not have: 400 naming each entry's `page`. */
export function pageLinkIssues(content: ContentReader): ContentIssue[] {
  const ids = pageIds(content);
  const { menu, footer } = frameOf(content);
  const issue = (path: (string | number)[], page: number) => ({
    path: ['pages', ...path, 'page'],
    message: `No page of your own has the id ${page}`,
  });
  return [
    ...menu.flatMap((e, i) =>
      e.page !== null && !ids.has(e.page) ? [issue(['menu', i], e.page)] : [],
    ),
    ...footer.columns.flatMap((column, c) =>
      column.links.flatMap((e, i) =>
        e.page !== null && !ids.has(e.page)
          ? [issue(['footer', 'columns', c, 'links', i], e.page)]
          : [],
      ),
    ),
  ];
}

/**
 * The pages `before` had that `after` removed while its menu or footer still links to them:
 * each page's title and the entries that link it ("the menu entry "About Us"").
 */
export function removedLinkedPages(
  before: ContentReader,
  after: ContentReader,
): { title: string; links: string[] }[] {
  const kept = pageIds(after);
  return ((before.customPages ?? []) as CustomPage[]).flatMap((page) => {
    if (kept.has(page.id)) return [];
    const links = linksTo(page.id, frameOf(after));
    return links.length ? [{ title: page.title, links }] : [];
  });
}
