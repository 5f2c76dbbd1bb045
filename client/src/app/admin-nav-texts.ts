import type { Messages } from '@shared/messages/catalogues';
import { editorWords } from '~/lib/registry-words';
import type { AdminNavEntry, adminPageGroups } from './admin-nav';

// The sidebar's words in the admin's language: a fixed page's label and "what" from adminShell's
// `nav`; a collection's or a global's are the registry's words (lib/registry-words.ts).
// admin-nav.ts keeps the English of both, which the browser tests read.

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
  if (!('fixed' in page)) {
    const words = editorWords(page);
    return words ? { label: words.title, what: words.what } : { label, what };
  }
  const texts = t.nav[page.fixed];
  return { label: texts.label(), what: texts.what() };
}
