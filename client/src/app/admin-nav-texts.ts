import type { Messages } from '@shared/messages/catalogues';
import type { AdminNavEntry, adminPageGroups } from './admin-nav';

// The sidebar's words in the admin's language (adminShell's `nav`): a fixed page's label and
// "what" from the catalogue; a collection's or a global's stay its registry's title (admin-nav.ts
// keeps the English of both, which the browser tests read).

type Shell = Messages['adminShell'];

const GROUP_KEYS = {
  Content: 'content',
  Leads: 'leads',
  Administration: 'administration',
} as const satisfies Record<Exclude<(typeof adminPageGroups)[number], ''>, string>;

/** A sidebar group's heading ('' for the first, which has none). */
export function groupHeading(group: (typeof adminPageGroups)[number], t: Shell): string {
  return group === '' ? '' : t.nav.groups[GROUP_KEYS[group]]();
}

/** A page's sidebar label and its "what" for "… is not available for your role". */
export function pageTexts(
  { page, label, what }: Pick<AdminNavEntry, 'page' | 'label' | 'what'>,
  t: Shell,
): { label: string; what: string } {
  if (!('fixed' in page)) return { label, what };
  const texts = t.nav[page.fixed];
  return { label: texts.label(), what: texts.what() };
}
