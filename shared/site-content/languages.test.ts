import { describe, expect, it } from 'vitest';
import { defaultSiteData } from './defaults';
import { globals } from './globals';
import { STRICTNESS } from './fields';
import {
  DEFAULT_LANGUAGE,
  defaultLanguage,
  languageTagProblem,
  LANGUAGES_MAX,
  siteLanguages,
  textDirection,
} from './languages';

const identity = (strictness: keyof typeof STRICTNESS) =>
  globals.identity.value(STRICTNESS[strictness]);
const withLanguages = (languages: unknown) => ({ ...defaultSiteData.identity, languages });
/** The messages of the issues of identity.languages when published, by path. */
function problems(languages: unknown): Record<string, string> {
  const result = identity('published').safeParse(withLanguages(languages));
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('identity.languages', () => {
  it('is optional: absent, the site speaks English alone', () => {
    expect(identity('published').parse(defaultSiteData.identity)).not.toHaveProperty('languages');
    expect(siteLanguages(defaultSiteData.identity)).toEqual([DEFAULT_LANGUAGE]);
    expect(defaultLanguage(defaultSiteData.identity).tag).toBe('en');
  });

  it('takes BCP 47 tags, the first the default', () => {
    const languages = [
      { tag: 'fr-CA', name: 'Français' },
      { tag: 'en-CA', name: 'English' },
      { tag: 'sr-Latn-RS', name: 'Srpski' },
    ];
    expect(problems(languages)).toEqual({});
    expect(defaultLanguage({ languages }).tag).toBe('fr-CA');
  });

  it.each([
    ['xx', 'is not a known language'],
    ['en-XX', 'has an unknown region'],
    ['zz-ZZ', 'is not a known language'],
    ['und', 'is not a known language'],
    ['en_GB', 'is not a BCP 47 language tag such as en-GB'],
    // Well-formed (a language subtag may have 5 to 8 letters), but no language's.
    ['english', 'is not a known language'],
    ['en-', 'is not a BCP 47 language tag such as en-GB'],
    ['', 'is not a BCP 47 language tag such as en-GB'],
    ['en-gb', 'must be written en-GB'],
    ['iw', 'must be written he'],
  ])('refuses %j, naming it', (tag, why) => {
    expect(languageTagProblem(tag)).toBe(`Language tag "${tag}" ${why}`);
    expect(problems([{ tag, name: 'X' }])['languages.0.tag']).toBe(`Language tag "${tag}" ${why}`);
  });

  it('refuses a tag listed twice, an empty list, too many, a nameless or two-line name', () => {
    const en = { tag: 'en', name: 'English' };
    expect(problems([en, { tag: 'fr', name: 'Français' }, en])['languages.2.tag']).toBe(
      'Language tag "en" is listed twice',
    );
    expect(problems([])['languages']).toMatch(/at least one language/);
    const many = Array.from({ length: LANGUAGES_MAX + 1 }, () => en);
    expect(problems(many)['languages']).toMatch(new RegExp(`at most ${LANGUAGES_MAX}`));
    expect(problems([{ tag: 'en', name: ' ' }])['languages.0.name']).toBe(
      'Language name is required',
    );
    expect(problems([{ tag: 'en', name: 'Eng\nlish' }])['languages.0.name']).toBe(
      'Language name must be one line',
    );
  });

  it('keeps a stored tag a later rule refuses (the version was checked when published)', () => {
    const stored = identity('stored').parse(withLanguages([{ tag: 'xx', name: 'X' }]));
    expect(stored.languages).toEqual([{ tag: 'xx', name: 'X' }]);
  });
});

describe('textDirection', () => {
  it.each([
    ['ar', 'rtl'],
    ['ar-EG', 'rtl'],
    ['he', 'rtl'],
    ['fa-IR', 'rtl'],
    ['ur', 'rtl'],
    ['en', 'ltr'],
    ['fr-CA', 'ltr'],
    // Not Arabic: a language whose tag merely starts with "ar".
    ['arn', 'ltr'],
  ])('%s is written %s', (tag, direction) => {
    expect(textDirection(tag)).toBe(direction);
  });
});
