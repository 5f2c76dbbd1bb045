import { z } from 'zod';
import { LANGUAGES_MAX, siteLanguages, type Language } from './languages';
import {
  isCollection,
  overlaid,
  overlayProblems,
  partWords,
  type OverlayProblem,
} from './translation-walk';

// The content's `translations` (decision 054): per language other than the default, per part of
// the content, the localized fields' values in that language. Its shape is judged against the
// registry's `localized` words (./translation-walk.ts); its values by the very schema of the
// content, run over the content as that language reads it, so a translated title meets the
// title's rules and a translated slug the slugs' (two items with one slug in one language).

export const translationsSchema = z
  .record(
    z.string().max(35, 'Language tag must be at most 35 characters'),
    z.record(z.string(), z.record(z.string(), z.unknown())),
  )
  .refine((overlays) => Object.keys(overlays).length <= LANGUAGES_MAX, {
    error: `Translations can be of at most ${LANGUAGES_MAX} languages`,
  })
  .meta({
    description:
      'Per language tag (one of identity.languages other than the first), per collection and ' +
      "global, the localized fields' values in that language: a collection's items by id, a " +
      "list's elements by id (or index), a page's blocks by id. A value left out is the " +
      "default language's. GET /api/site-content/translations/{tag} lists every key.",
    example: { fr: { services: { '12': { title: 'Fibre optique', slug: 'fibre-optique' } } } },
  });
export type Translations = z.infer<typeof translationsSchema>;

type Obj = Record<string, unknown>;
type Parse = (content: unknown) => { success: boolean; error?: z.ZodError };

const issueKey = (i: { path: PropertyKey[]; message: string }) =>
  `${i.path.join('.')}|${i.message}`;

/** A path in the content (`services.3.slug`) as the path in a language's overlay. */
function overlayPath(content: Obj, tag: string, path: PropertyKey[]): (string | number)[] {
  const [part, index, ...rest] = path.map((p) => (typeof p === 'symbol' ? String(p) : p));
  if (part === undefined) return ['translations', tag];
  const items = content[String(part)];
  if (isCollection(String(part)) && Array.isArray(items) && typeof index === 'number') {
    const id = (items[index] as { id?: number } | undefined)?.id;
    return ['translations', tag, String(part), String(id ?? index), ...rest];
  }
  return ['translations', tag, ...[part, index, ...rest].filter((p) => p !== undefined)];
}

export function tagProblem(tag: string, languages: Language[]): string | null {
  if (tag === languages[0]!.tag)
    return `Language "${tag}" is the default language: its words are the content's own fields`;
  if (!languages.some((language) => language.tag === tag))
    return `Language "${tag}" is not one of the site's languages (identity.languages)`;
  return null;
}

/**
 * What is wrong with the content's translations: a language the site does not speak, a field
 * that is not localized, a value its field's rules refuse ("In fr: two services share the slug
 * "fibre"..."). `parse` is the content's schema without translations.
 */
export function translationIssues(content: Obj, parse: Parse): OverlayProblem[] {
  const translations = content.translations as Translations | undefined;
  if (!translations) return [];
  const languages = siteLanguages(content.identity as { languages?: Language[] });
  const out: OverlayProblem[] = [];
  let own: Set<string> | undefined;
  for (const [tag, overlay] of Object.entries(translations)) {
    const problem = tagProblem(tag, languages);
    if (problem) {
      out.push({ path: ['translations', tag], message: problem });
      continue;
    }
    const found: OverlayProblem[] = [];
    const merged: Obj = { ...content };
    delete merged.translations;
    for (const [part, over] of Object.entries(overlay)) {
      const words = partWords(part);
      const path = ['translations', tag, part];
      if (!words) found.push({ path, message: `"${part}" is not a part of the content` });
      else overlayProblems(content[part], words, over, path, found);
      if (words) merged[part] = overlaid(content[part], words, over);
    }
    out.push(...found);
    if (found.length) continue;
    const parsed = parse(merged);
    if (parsed.success) continue;
    // What the default language's content gets wrong is said once, at its own path.
    own ??= new Set(parse({ ...content, translations: undefined }).error?.issues.map(issueKey));
    for (const issue of parsed.error!.issues) {
      if (own.has(issueKey(issue))) continue;
      out.push({
        path: overlayPath(content, tag, issue.path),
        message: `In ${tag}: ${issue.message}`,
      });
    }
  }
  return out;
}
