import { describe, expect, it } from 'vitest';
import { defaultSiteData } from './defaults';
import { withTranslationEntries } from './apply-translations';
import { mergeSiteContent } from './merge';
import { siteDataSchema, type SiteData, type Translations } from './schema';
import { translationEntries } from './translated-content';

// The content's translations (decision 054) as a publish is judged: only languages of the site
// other than the default, only localized fields, each value by its field's own rules, and no
// two items with one slug in one language. A one-language site has none.

const fr = (translations: Translations): SiteData => ({
  ...defaultSiteData,
  identity: {
    ...defaultSiteData.identity,
    languages: [
      { tag: 'en', name: 'English' },
      { tag: 'fr', name: 'Français' },
    ],
  },
  translations,
});
const [s1, s2] = defaultSiteData.services as [SiteData['services'][0], SiteData['services'][0]];

function issues(content: SiteData) {
  const parsed = siteDataSchema.safeParse(content);
  return parsed.success
    ? []
    : parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
}

describe("the content's translations", () => {
  it('a one-language site parses without any', () => {
    const parsed = siteDataSchema.parse(defaultSiteData);
    expect('translations' in parsed).toBe(false);
  });

  it('keeps a valid overlay as it is', () => {
    const translations = { fr: { services: { [s1.id]: { title: 'Fibre', slug: 'fibre' } } } };
    expect(siteDataSchema.parse(fr(translations)).translations).toEqual(translations);
  });

  it('refuses a language the site does not speak, and the default language, naming it', () => {
    expect(issues(fr({ de: { services: {} } }))).toEqual([
      { path: 'translations.de', message: expect.stringContaining('"de" is not one of') },
    ]);
    expect(issues(fr({ en: { services: {} } }))).toEqual([
      { path: 'translations.en', message: expect.stringContaining('"en" is the default') },
    ]);
    // With one language, no other is allowed at all.
    expect(issues({ ...defaultSiteData, translations: { fr: {} } })[0]!.path).toBe(
      'translations.fr',
    );
  });

  it('refuses a field that is not localized and a part the content does not have', () => {
    expect(issues(fr({ fr: { services: { [s1.id]: { icon: 'wifi' } } } }))).toEqual([
      {
        path: `translations.fr.services.${s1.id}.icon`,
        message: 'icon is not a field written per language',
      },
    ]);
    expect(issues(fr({ fr: { nothing: {} } }))[0]!.path).toBe('translations.fr.nothing');
  });

  it("judges a translation by its field's rules, at its place in the overlay", () => {
    expect(issues(fr({ fr: { services: { [s1.id]: { title: ' ' } } } }))).toEqual([
      { path: `translations.fr.services.${s1.id}.title`, message: 'In fr: Title is required' },
    ]);
    expect(issues(fr({ fr: { services: { [s1.id]: { slug: 'Not A Slug' } } } }))[0]!.path).toBe(
      `translations.fr.services.${s1.id}.slug`,
    );
  });

  it('refuses two items with one slug in one language, naming the slug and the language', () => {
    // A translated slug against another's translated slug, and against an untranslated one.
    for (const other of [{ [s2.id]: { slug: 'fibre' } }, {}]) {
      const slug = other[s2.id] ? 'fibre' : s2.slug;
      const found = issues(fr({ fr: { services: { [s1.id]: { slug }, ...other } } }));
      expect(found).toHaveLength(1);
      expect(found[0]!.message).toMatch(/^In fr: /);
      expect(found[0]!.message).toContain(`"${slug}"`);
    }
  });

  it('takes a translation of every text a translator is given (no choice among them)', () => {
    const site = fr({});
    // Addresses keep their shape (a suffix); every other text becomes other words.
    const entries = translationEntries(site, 'fr').map(({ key, source }) => ({
      key,
      target: /\/(slug|path)$/.test(key) ? `${source}-fr` : `fr ${source}`,
    }));
    const translated = withTranslationEntries(site, 'fr', entries);
    if ('issues' in translated) throw new Error(JSON.stringify(translated.issues));
    expect(issues(translated.content)).toEqual([]);
  });

  it('a publish on an older version merges the translations text by text', () => {
    const base = fr({ fr: { services: { [s1.id]: { title: 'A' } } } });
    const theirs = fr({ fr: { services: { [s1.id]: { title: 'A', tagline: 'T' } } } });
    const mine = fr({ fr: { services: { [s1.id]: { title: 'B' }, [s2.id]: { title: 'C' } } } });
    const merged = mergeSiteContent(base, theirs, mine);
    expect(merged.conflicts).toEqual([]);
    expect(merged.content.translations).toEqual({
      fr: { services: { [s1.id]: { title: 'B', tagline: 'T' }, [s2.id]: { title: 'C' } } },
    });
    const clash = mergeSiteContent(
      base,
      fr({ fr: { services: { [s1.id]: { title: 'D' } } } }),
      mine,
    );
    expect(clash.conflicts.map((c) => c.key)).toEqual([`translations.fr.services.${s1.id}.title`]);
  });
});
