// Which fields of the content are written once per language (issue 54, decision 054): titles,
// texts, slugs, SEO, alt texts; not ids, dates, images, files, addresses of links or choices.
// Each collection, global and kind of block says it of every field (`localized`), and the
// compiler holds it to every key: a new field without its word does not build. Nothing reads it
// yet; the translations (item 2) will be derived from it.

type Scalar = string | number | boolean | null | undefined;

/** Whether each field is localized: a word per field, a map per object or list of objects. */
export type Localization<T> = { readonly [K in keyof T]-?: LocalizedFlag<T[K]> };

/**
 * A text or a list of texts: true or false. An object: its fields' words. A list of blocks:
 * 'by kind' (each kind of block says it of its own fields, ./blocks/).
 */
export type LocalizedFlag<V> = [NonNullable<V>] extends [Scalar | readonly Scalar[]]
  ? boolean
  : [NonNullable<V>] extends [readonly (infer E)[]]
    ? [E] extends [{ kind: string; hidden: boolean }]
      ? 'by kind'
      : Localization<E>
    : Localization<NonNullable<V>>;

/** A field's word, found by its path ("seo.title", "stats.label"; a list's index left out). */
export type AnyLocalization = { readonly [key: string]: boolean | 'by kind' | AnyLocalization };

/** The SEO override every page item has: its title and description, not its picture. */
export const LOCALIZED_SEO = { title: true, description: true, imageSrc: false } as const;
