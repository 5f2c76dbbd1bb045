import { z } from 'zod';
import { linkTarget } from '../blocks/block';
import { id, type Strictness } from '../fields';

// The entries of the menu and of the footer's columns (./pages.ts): a label and where it leads,
// a page of the firm's own by its id (so a renamed page keeps its link) or an address. What the
// site shows of them: ./page-links.ts.

export const MAX_MENU_ENTRIES = 12;

export const menuEntry = ({ required }: Strictness) =>
  z
    .object({
      id,
      label: required('Menu label', 40),
      /** A page of the firm's own, by its id; null: `href` says where. */
      page: id.nullable(),
      href: linkTarget('Menu link').refine((href) => !href.startsWith('#'), {
        error: 'Menu link must be a path of this site (/#team for a section of the home page)',
      }),
    })
    .refine((entry) => entry.page !== null || entry.href !== '', {
      error: 'Menu link is required: a page, a path of this site or an https:// address',
      path: ['href'],
    });
export type MenuEntry = z.infer<ReturnType<typeof menuEntry>>;

export const menuList = (strictness: Strictness, label: string) =>
  z.array(menuEntry(strictness)).max(MAX_MENU_ENTRIES, `At most ${MAX_MENU_ENTRIES} ${label}`);

export const footerColumn = (strictness: Strictness) =>
  z.object({
    id,
    title: strictness.required('Footer column title', 40),
    links: menuList(strictness, 'links in a column'),
  });
export type FooterColumn = z.infer<ReturnType<typeof footerColumn>>;

/** The menu and footer entries that lead to page `pageId`: "menu: About Us", "footer: ...". */
export function linksTo(
  pageId: number,
  { menu, footer }: { menu: readonly MenuEntry[]; footer: { columns: readonly FooterColumn[] } },
): string[] {
  return [
    ...menu.filter((e) => e.page === pageId).map((e) => `the menu entry "${e.label}"`),
    ...footer.columns.flatMap((column) =>
      column.links
        .filter((e) => e.page === pageId)
        .map((e) => `the footer entry "${e.label}" (${column.title})`),
    ),
  ];
}
