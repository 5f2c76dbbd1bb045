import { COLLECTION_NAMES, type CollectionName } from './collections';
import { GLOBAL_NAMES } from './globals';
import { defaultLanguage } from './languages';
import type { SiteData, Translations } from './schema';
import { isObj, leaves, overlaid, partWords } from './translation-walk';

// The content in one language (decision 054): the default language's values with the language's
// overlay on top, a value it lacks being the default's words. The pages, addresses and hreflang
// of other languages build on it, and so do the translators' files (entries below).

/** One translatable text: `services/12/title`, the default's words, the language's or null. */
export interface TranslationEntry {
  key: string;
  source: string;
  target: string | null;
}

type Obj = Record<string, unknown>;

const PARTS: readonly string[] = [...GLOBAL_NAMES, ...COLLECTION_NAMES];

/** The value at `path` in an overlay, if it holds a text there. */
function targetAt(overlay: unknown, path: readonly string[]): string | null {
  let at = overlay;
  for (const segment of path) at = isObj(at) ? at[segment] : undefined;
  return typeof at === 'string' ? at : null;
}

/** The overlay of `tag` (none for the default language or a language without one). */
const overlayOf = (content: SiteData, tag: string): Obj | undefined =>
  (content.translations as Translations | undefined)?.[tag] as Obj | undefined;

/** Every localized text of the content, in the registry's order, with the language's words. */
export function translationEntries(content: SiteData, tag: string): TranslationEntry[] {
  const overlay = overlayOf(content, tag);
  const isDefault = tag === defaultLanguage(content.identity).tag;
  return PARTS.flatMap((part) =>
    [...leaves((content as unknown as Obj)[part], partWords(part), [part])].map(
      ({ path, source }) => ({
        key: path.join('/'),
        source,
        target: isDefault ? source : targetAt(overlay, path),
      }),
    ),
  );
}

export interface TranslatedContent {
  /** The content in the language, without any overlay. */
  content: SiteData;
  /**
   * Per collection, per item id: whether every localized text of the item has its translation
   * (an item with nothing to translate is). Always true in the default language.
   */
  complete: { [C in CollectionName]: Record<number, boolean> };
}

/** The content as the language `tag` reads it, and which items are wholly translated. */
export function translatedContent(content: SiteData, tag: string): TranslatedContent {
  const overlay = overlayOf(content, tag) ?? {};
  const { translations: _overlays, ...rest } = content;
  const merged = { ...rest } as Obj;
  for (const part of PARTS)
    merged[part] = overlaid((rest as Obj)[part], partWords(part), overlay[part]);

  const complete = Object.fromEntries(
    COLLECTION_NAMES.map((name) => [
      name,
      Object.fromEntries(content[name].map((item) => [item.id, true])),
    ]),
  ) as TranslatedContent['complete'];
  for (const { key, target } of translationEntries(content, tag)) {
    const [part, id] = key.split('/');
    if (target === null && part! in complete) complete[part as CollectionName][Number(id)] = false;
  }
  return { content: merged as SiteData, complete };
}
