import { collectionDef, COLLECTION_NAMES } from './collections';
import { globalDef, GLOBAL_NAMES } from './globals';
import { siteLanguages } from './languages';
import type { SiteData } from './schema';
import { translatedContent, translationEntries } from './translated-content';

// What a publish says of the site's other languages (issue 54, item 3), beside what the editors
// changed: per language, the texts whose translation it changes and what is still untranslated
// ("fr: 3 texts translated, 2 of 6 services untranslated"). A one-language site: nothing.

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** One line per language other than the default, of `after` against `before`. */
export function translationParts(before: SiteData, after: SiteData): string[] {
  return siteLanguages(after.identity)
    .slice(1)
    .map(({ tag }) => {
      const was = new Map(translationEntries(before, tag).map((e) => [e.key, e.target]));
      const entries = translationEntries(after, tag);
      const changed = entries.filter((e) => e.target !== (was.get(e.key) ?? null)).length;
      const { complete } = translatedContent(after, tag);
      const lists = COLLECTION_NAMES.flatMap((name) => {
        const all = Object.values(complete[name]);
        const missing = all.filter((done) => !done).length;
        const { one, many } = collectionDef(name);
        return missing ? [`${missing} of ${plural(all.length, one, many)}`] : [];
      });
      const globals = GLOBAL_NAMES.filter((name) =>
        entries.some((e) => e.target === null && e.key.startsWith(`${name}/`)),
      ).map((name) => globalDef(name).title.toLowerCase());
      const untranslated = [...lists, ...globals];
      const parts = [
        ...(changed ? [`${plural(changed, 'text', 'texts')} translated`] : []),
        ...(untranslated.length ? [`${untranslated.join(', ')} untranslated`] : []),
      ];
      return parts.length ? `${tag}: ${parts.join(', ')}` : `${tag}: all translated`;
    });
}

/** The editors' summary with the languages' lines ("phone changed; fr: 2 of 6 services..."). */
export function withTranslationParts(summary: string, before: SiteData, after: SiteData): string {
  const parts = translationParts(before, after);
  if (!parts.length) return summary;
  return summary === 'no changes' ? parts.join('; ') : [summary, ...parts].join('; ');
}
