import { siteLanguages } from './languages';
import type { SiteData, Translations } from './schema';
import { translationEntries } from './translated-content';
import { tagProblem } from './translations-schema';

// A translator's entries (PUT /api/site-content/translations/{tag}) written into the content's
// overlay of that language. The overlay is rebuilt from the content's localized texts, so it only
// ever holds texts the content has: a translation of an item since removed goes with it.

export interface EntryIssue {
  path: string;
  message: string;
}

type Obj = Record<string, unknown>;

/** Sets `value` at `path`, making the objects on the way. */
function setAt(target: Obj, path: readonly string[], value: string) {
  let at = target;
  for (const segment of path.slice(0, -1)) at = (at[segment] ??= {}) as Obj;
  at[path.at(-1)!] = value;
}

/**
 * `content` with `entries` as the translations of `tag` (a null or empty target takes one away),
 * or what is wrong: a language the site does not speak, a key the content has no text at.
 */
export function withTranslationEntries(
  content: SiteData,
  tag: string,
  entries: readonly { key: string; target: string | null }[],
): { content: SiteData } | { issues: EntryIssue[] } {
  const problem = tagProblem(tag, siteLanguages(content.identity));
  if (problem) return { issues: [{ path: 'tag', message: problem }] };
  const current = translationEntries(content, tag);
  const known = new Set(current.map((entry) => entry.key));
  const given = new Map<string, string | null>();
  const issues: EntryIssue[] = [];
  entries.forEach(({ key, target }, i) => {
    if (!known.has(key))
      issues.push({
        path: `entries.${i}.key`,
        message: `Unknown key "${key}": no localized text of the live content is at it`,
      });
    else if (given.has(key))
      issues.push({ path: `entries.${i}.key`, message: `Key "${key}" is listed twice` });
    given.set(key, target);
  });
  if (issues.length) return { issues };

  const overlay: Obj = {};
  for (const { key, target } of current) {
    const value = given.has(key) ? given.get(key) : target;
    if (value) setAt(overlay, key.split('/'), value);
  }
  const others = { ...(content.translations as Translations | undefined) };
  delete others[tag];
  const translations = Object.keys(overlay).length ? { ...others, [tag]: overlay } : others;
  const { translations: _old, ...rest } = content;
  return {
    content: (Object.keys(translations).length ? { ...rest, translations } : rest) as SiteData,
  };
}

/**
 * `content` with each language's overlay holding only texts the content has (a publish stores
 * this): the translations of a removed item or block go with it; the version before keeps them.
 */
export function withoutUnusedTranslations(content: SiteData): SiteData {
  let out = content;
  for (const tag of Object.keys(content.translations ?? {})) {
    const pruned = withTranslationEntries(out, tag, []);
    if ('content' in pruned) out = pruned.content;
  }
  return out;
}

/** The translations of the languages the site still speaks (identity.languages but the first). */
export function translationsSpoken(
  translations: Translations | undefined,
  languages: readonly { tag: string }[] | undefined,
): Translations | undefined {
  const others = new Set((languages ?? []).slice(1).map((language) => language.tag));
  const kept = Object.entries(translations ?? {}).filter(([tag]) => others.has(tag));
  return kept.length ? Object.fromEntries(kept) : undefined;
}
