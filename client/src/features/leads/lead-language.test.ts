import { describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE } from '@shared/site-content/languages';
import { leadLanguageLabel } from './lead-language';

// The inbox names a lead's language only where the site speaks more than one.

const french = { tag: 'fr', name: 'Français' };

describe('a lead’s language in the inbox', () => {
  it('is named by the site’s languages when it speaks several', () => {
    expect(leadLanguageLabel([DEFAULT_LANGUAGE, french], 'fr')).toBe('Français (fr)');
    // A language removed since the lead came: its tag alone.
    expect(leadLanguageLabel([DEFAULT_LANGUAGE, french], 'de')).toBe('de');
  });

  it('is not shown on a one-language site, nor for a lead of before languages', () => {
    expect(leadLanguageLabel([DEFAULT_LANGUAGE], DEFAULT_LANGUAGE.tag)).toBeNull();
    expect(leadLanguageLabel([DEFAULT_LANGUAGE, french], null)).toBeNull();
  });
});
