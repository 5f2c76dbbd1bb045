import { describe, expect, it } from 'vitest';
import { messagesIn } from '@shared/messages/all-languages';
import shellEnglish from '@shared/messages/compiled/en/adminShell.js';
import { adminNav, adminPageGroups } from './admin-nav';
import { groupHeading, pageTexts } from './admin-nav-texts';

// The sidebar in the admin's language: admin-nav.ts keeps the English the browser tests read,
// the catalogue says it in each language (a collection's or global's title in the registry's
// words, lib/registry-words.test.ts).

describe('the sidebar’s words', () => {
  it('in English are admin-nav.ts’s, page by page and group by group', () => {
    for (const entry of adminNav) {
      expect(pageTexts(entry, shellEnglish)).toEqual({ label: entry.label, what: entry.what });
    }
    for (const group of adminPageGroups) expect(groupHeading(group, shellEnglish)).toBe(group);
  });

  it('in French are the catalogue’s for the fixed pages', () => {
    const french = messagesIn('fr', 'adminShell');
    for (const entry of adminNav) {
      if (!('fixed' in entry.page)) continue;
      expect(pageTexts(entry, french).label).toBe(french.nav[entry.page.fixed].label());
    }
    expect(pageTexts(adminNav[0]!, french).label).toBe('Tableau de bord');
    expect(groupHeading('Content', french)).toBe('Contenu');
  });
});
