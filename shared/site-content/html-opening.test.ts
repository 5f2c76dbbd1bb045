import { describe, expect, it } from 'vitest';
import { HTML_OPENING, htmlOpening } from './html-opening';

describe('htmlOpening', () => {
  it('is the template’s own tag for a site without languages or in English', () => {
    expect(htmlOpening({})).toBe(HTML_OPENING);
    expect(htmlOpening({ languages: [{ tag: 'en', name: 'English' }] })).toBe(HTML_OPENING);
  });

  it('names the default language, and rtl for a language written right to left', () => {
    expect(htmlOpening({ languages: [{ tag: 'fr-CA', name: 'Français' }] })).toBe(
      '<html lang="fr-CA">',
    );
    const arabicFirst = [
      { tag: 'ar', name: 'العربية' },
      { tag: 'en', name: 'English' },
    ];
    expect(htmlOpening({ languages: arabicFirst })).toBe('<html lang="ar" dir="rtl">');
    expect(htmlOpening({ languages: [{ tag: 'he-IL', name: 'עברית' }] })).toBe(
      '<html lang="he-IL" dir="rtl">',
    );
  });
});
