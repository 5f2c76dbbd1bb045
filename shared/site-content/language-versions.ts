import { collectionDef, PAGE_COLLECTIONS } from './collections';
import { siteLanguages, type Language } from './languages';
import { collectionPages } from './pages';
import type { SiteData } from './schema';
import { FIXED_PAGES, languagePrefix, prefixedPath } from './site-paths';
import { translatedContent } from './translated-content';

// Every language's version of the site (issue 54 items 3 and 4, decision 054): the default
// language at today's paths, another under /{tag in lower case}/ with its own slugs from the
// overlay. A page is known across languages by what it shows (a fixed page's path, an item's
// collection and id), so each language version of a page can name the others (hreflang, the
// language switcher). Derived from the page registry (./pages.ts), never a list of its own.

/** One language's version of the site. */
export interface LanguageVersion {
  language: Language;
  /** '' for the default language, `/fr` for another. */
  prefix: string;
  /**
   * The content as this language reads it, this language first in identity.languages: the
   * frame, dates and messages built from it speak the language as a one-language site would.
   */
  content: SiteData;
  /** Every page of this version: its path without the prefix, its key, whether translated. */
  pages: { path: string; key: string; translated: boolean; listed: boolean }[];
}

/** `content` with `tag` first among its languages: it reads as that language's site. */
function speaking(content: SiteData, tag: string): SiteData {
  const languages = siteLanguages(content.identity);
  const first = languages.find((l) => l.tag === tag)!;
  return {
    ...content,
    identity: { ...content.identity, languages: [first, ...languages.filter((l) => l !== first)] },
  };
}

/** The pages of one language's content, keyed across languages. */
function versionPages(
  content: SiteData,
  complete: ReturnType<typeof translatedContent>['complete'],
): LanguageVersion['pages'] {
  const fixed = FIXED_PAGES.map((path) => ({ path, key: path, translated: true, listed: true }));
  const items = PAGE_COLLECTIONS.flatMap((name) => {
    const listed = collectionDef(name).page!.listed as false | ((item: unknown) => boolean);
    return collectionPages(content, name).map(({ path, item }) => ({
      path,
      key: `${name}/${item.id}`,
      translated: complete[name][item.id] ?? true,
      listed: listed === false ? false : !listed || listed(item),
    }));
  });
  return [...fixed, ...items];
}

/** Every language's version of the site, the default first. One language: its content as is. */
export function languageVersions(content: SiteData): LanguageVersion[] {
  return siteLanguages(content.identity).map((language, i) => {
    if (i === 0) {
      const { complete } = translatedContent(content, language.tag);
      return { language, prefix: '', content, pages: versionPages(content, complete) };
    }
    const translated = translatedContent(content, language.tag);
    return {
      language,
      prefix: languagePrefix(language.tag),
      content: speaking(translated.content, language.tag),
      pages: versionPages(translated.content, translated.complete),
    };
  });
}

/** A language version of one page: hreflang's and the language switcher's entry. */
export interface PageAlternate {
  tag: string;
  name: string;
  /** Its full path, prefix included. */
  path: string;
  /** Whether it is translated (only translated versions are named to search engines). */
  translated: boolean;
}

/** For each page key, its version in each language, in the languages' order. */
export function pageAlternates(versions: LanguageVersion[]): Map<string, PageAlternate[]> {
  const byKey = new Map<string, PageAlternate[]>();
  for (const { language, prefix, pages } of versions) {
    for (const { key, path, translated } of pages) {
      const list = byKey.get(key) ?? [];
      list.push({ ...language, path: prefixedPath(prefix, path), translated });
      byKey.set(key, list);
    }
  }
  return byKey;
}
