import { describe, expect, it } from 'vitest';
import { messagesIn } from '@shared/messages/all-languages';
import shellEnglish from '@shared/messages/compiled/en/adminShell.js';
import { adminNav, adminPageGroups } from './admin-nav';
import { groupHeading, pageTexts } from './admin-nav-texts';

// The sidebar in the admin's language: admin-nav.ts keeps the English the browser tests read,
// the catalogue says it in each language, and a collection's or global's title stays the
// registry's.

describe('the sidebar’s words', () => {
  it('in English are admin-nav.ts’s, page by page and group by group', () => {
    for (const entry of adminNav) {
      expect(pageTexts(entry, shellEnglish)).toEqual({ label: entry.label, what: entry.what });
    }
    for (const group of adminPageGroups) expect(groupHeading(group, shellEnglish)).toBe(group);
  });

  it('in French are the catalogue’s for the fixed pages, the registry’s for the content', () => {
    const french = messagesIn('fr', 'adminShell');
    for (const entry of adminNav) {
      const { label } = pageTexts(entry, french);
      if ('fixed' in entry.page) expect(label).toBe(french.nav[entry.page.fixed].label());
      else expect(label).toBe(entry.label);
    }
    expect(pageTexts(adminNav[0]!, french).label).toBe('Tableau de bord');
    expect(groupHeading('Content', french)).toBe('Contenu');
  });
});
