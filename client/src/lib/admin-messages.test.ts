import { afterEach, describe, expect, it, vi } from 'vitest';
import shellEnglish from '@shared/messages/compiled/en/adminShell.js';
import {
  adminLanguage,
  loadAdminMessages,
  resetAdminMessages,
  useAdminMessages,
} from './admin-messages';

// The admin speaks the site's default language from its catalogue, English until it is loaded
// and for a language without one (decision 054).

describe('the admin’s texts', () => {
  afterEach(resetAdminMessages);

  it('are English for English and for a language without a catalogue, with nothing to load', () => {
    expect(loadAdminMessages('en-GB')).toBeNull();
    expect(loadAdminMessages('xx')).toBeNull();
    expect(useAdminMessages('adminShell', shellEnglish).notFound.title()).toBe('Page not found');
  });

  it('speak the default language once its chunk is loaded, fr-CA reading fr', async () => {
    const pending = loadAdminMessages('fr-CA');
    expect(pending).not.toBeNull();
    // Loaded once per visit: the same promise, so React suspends on it only once.
    expect(loadAdminMessages('fr-CA')).toBe(pending);
    await pending;
    expect(useAdminMessages('adminShell', shellEnglish).notFound.title()).toBe('Page introuvable');
  });

  it('is the shell’s language as first read, whatever the Preview sets the page’s to', () => {
    const root = { lang: 'en' };
    vi.stubGlobal('document', { documentElement: root });
    try {
      expect(adminLanguage()).toBe('en');
      root.lang = 'fr'; // the Preview showing the French pages
      expect(adminLanguage()).toBe('en');
      expect(loadAdminMessages()).toBeNull(); // English: nothing to load
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
