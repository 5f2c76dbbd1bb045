import { describe, expect, it } from 'vitest';
import { withTranslationEntries, withoutUnusedTranslations } from './apply-translations';
import { COLLECTION_NAMES } from './collections';
import { defaultSiteData } from './defaults';
import type { SiteData } from './schema';
import { translatedContent, translationEntries } from './translated-content';

// The content as another language reads it (decision 054): the overlay's texts over the
// default's, a missing one the default's words, and per item whether it is wholly translated.

const bilingual = (content: SiteData = defaultSiteData): SiteData => ({
  ...content,
  identity: {
    ...content.identity,
    languages: [
      { tag: 'en', name: 'English' },
      { tag: 'fr', name: 'Français' },
    ],
  },
});

/** `content` with `entries` as French, or the test fails naming the issues. */
function inFrench(content: SiteData, entries: { key: string; target: string | null }[]) {
  const result = withTranslationEntries(content, 'fr', entries);
  if ('issues' in result) throw new Error(JSON.stringify(result.issues));
  return result.content;
}

const site = bilingual();
const [s1, s2] = site.services as [SiteData['services'][0], SiteData['services'][0]];
const entriesOf = (content: SiteData, prefix: string) =>
  translationEntries(content, 'fr').filter((e) => e.key.startsWith(prefix));

describe('translatedContent', () => {
  it("puts the language's texts over the default's; a missing one is the default's", () => {
    const content = inFrench(site, [{ key: `services/${s1.id}/title`, target: 'Fibre optique' }]);
    const fr = translatedContent(content, 'fr').content;
    expect(fr.services[0]).toEqual({ ...s1, title: 'Fibre optique' });
    expect(fr.services[1]).toEqual(s2);
    expect(fr.identity).toEqual(site.identity);
    // The content in a language carries no overlay, and the content itself is left as it was.
    expect('translations' in fr).toBe(false);
    expect(content.services[0]!.title).toBe(s1.title);
  });

  it('says which items are wholly translated', () => {
    const all = entriesOf(site, `services/${s1.id}/`);
    expect(all.map((e) => e.key)).toContain(`services/${s1.id}/slug`);
    const half = inFrench(site, [{ key: all[0]!.key, target: 'x' }]);
    expect(translatedContent(half, 'fr').complete.services[s1.id]).toBe(false);
    const whole = inFrench(
      site,
      all.map((e) => ({
        key: e.key,
        target: e.key.endsWith('/slug') ? 'fibre-optique' : `fr ${e.source}`,
      })),
    );
    const { complete } = translatedContent(whole, 'fr');
    expect(complete.services[s1.id]).toBe(true);
    expect(complete.services[s2.id]).toBe(false);
    // Every item of every collection is listed.
    for (const name of COLLECTION_NAMES)
      expect(Object.keys(complete[name])).toHaveLength(site[name].length);
  });

  it('reads every localized text through the overlay, in every part and block', () => {
    const entries = translationEntries(site, 'fr');
    expect(entries.every((e) => e.target === null)).toBe(true);
    const marked = inFrench(
      site,
      entries.map((e) => ({ key: e.key, target: `[fr] ${e.source}` })),
    );
    // Read in French, then as the default language: each text is the translation, at its key.
    const fr = translatedContent(marked, 'fr').content;
    const read = translationEntries(fr, 'en');
    expect(read.map((e) => e.key)).toEqual(entries.map((e) => e.key));
    expect(read.map((e) => e.source)).toEqual(entries.map((e) => `[fr] ${e.source}`));
    // Lists by id, by index without one, and blocks by their ids.
    const keys = entries.map((e) => e.key);
    const study = site.caseStudies[0]!;
    expect(keys).toContain(`caseStudies/${study.id}/stats/0/label`);
    expect(keys).toContain(`services/${s1.id}/capabilities/0`);
    const page = site.customPages.find((p) => p.blocks.length)!;
    expect(
      keys.some((k) => k.startsWith(`customPages/${page.id}/blocks/${page.blocks[0]!.id}/`)),
    ).toBe(true);
    // Nothing that is not localized: no id, image or address.
    expect(keys.filter((k) => /\/(id|imageSrc|href|icon)$/.test(k))).toEqual([]);
  });

  it('the default language reads the content as it is, wholly translated', () => {
    const { content, complete } = translatedContent(site, 'en');
    expect(content).toEqual(site);
    expect(Object.values(complete.services).every(Boolean)).toBe(true);
  });

  it('takes a translation away with a null target, and drops an empty overlay', () => {
    const key = `services/${s1.id}/title`;
    const once = inFrench(site, [{ key, target: 'Fibre' }]);
    expect(once.translations).toEqual({ fr: { services: { [s1.id]: { title: 'Fibre' } } } });
    const undone = inFrench(once, [{ key, target: null }]);
    expect('translations' in undone).toBe(false);
  });

  it('refuses an unknown key, a key twice and a language the site does not speak', () => {
    const unknown = withTranslationEntries(site, 'fr', [{ key: 'services/1/nope', target: 'x' }]);
    expect(unknown).toEqual({
      issues: [{ path: 'entries.0.key', message: expect.stringContaining('"services/1/nope"') }],
    });
    const key = `services/${s1.id}/title`;
    const twice = withTranslationEntries(site, 'fr', [
      { key, target: 'a' },
      { key, target: 'b' },
    ]);
    expect('issues' in twice && twice.issues[0]!.path).toBe('entries.1.key');
    const de = withTranslationEntries(site, 'de', []);
    expect('issues' in de && de.issues[0]!.message).toContain('"de"');
  });

  it('drops the translations of an item the content no longer has', () => {
    const content = inFrench(site, [
      { key: `services/${s1.id}/title`, target: 'Un' },
      { key: `services/${s2.id}/title`, target: 'Deux' },
    ]);
    const removed = { ...content, services: content.services.filter((s) => s.id !== s1.id) };
    expect(withoutUnusedTranslations(removed).translations).toEqual({
      fr: { services: { [s2.id]: { title: 'Deux' } } },
    });
  });
});
