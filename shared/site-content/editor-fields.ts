import type { ContentFileType } from './content-files';

// The fields a content editor shows, as data: a collection (or a global) lists its fields and
// the admin area renders them (client/src/features/content-editors/item-fields.tsx has one
// component per kind). A new kind of field is a new member here and one component there.

interface Base<Item> {
  /** The item's field this edits. */
  name: keyof Item & string;
  label: string;
  /** A line under the field. */
  hint?: string;
  /** Shown in an empty field: an example, never a value. */
  placeholder?: string;
}

export type EditorField<Item> =
  | (Base<Item> & { kind: 'text'; spellCheck?: boolean })
  | (Base<Item> & { kind: 'textarea'; rows?: number })
  | (Base<Item> & { kind: 'markdown'; rows?: number })
  /** The page's address; its prefix is the collection's page prefix. */
  | (Base<Item> & { kind: 'slug' })
  /** A date (YYYY-MM-DD); an `optional` one may be emptied (null). */
  | (Base<Item> & { kind: 'date'; optional?: boolean })
  /** A whole number from `min` (0 unless given) to `max`; emptied, no value (null). */
  | (Base<Item> & { kind: 'number'; min?: number; max?: number })
  /** An ISO date-time edited as its date (a post's date). */
  | (Base<Item> & { kind: 'date-time' })
  /**
   * A date and time on a wall clock, without a zone (`2026-03-10T14:00`: an event's, read in its
   * own time zone field); an `optional` one may be emptied (null).
   */
  | (Base<Item> & { kind: 'local-date-time'; optional?: boolean })
  /** One of `options`; with `none`, also no value (null), labelled `none`. */
  | (Base<Item> & {
      kind: 'select';
      options: readonly { value: string; label: string }[];
      none?: string;
      /** Its options' labels are names, the same in every language (time zones): no catalogue. */
      verbatim?: boolean;
    })
  /** A service's icon: a select with the chosen icon beside it. */
  | (Base<Item> & { kind: 'icon'; options: readonly { value: string; label: string }[] })
  /**
   * An item of another collection: its id (`by: 'id'`, null for none), its title (`by:
   * 'title'`, stored as text) or its slug (`by: 'slug'`, '' for none).
   */
  | (Base<Item> & {
      kind: 'reference';
      collection: 'services' | 'events';
      by: 'id' | 'title' | 'slug';
      none?: string;
    })
  /** An image (uploaded in the browser, published as /media/...); `alt` names its description. */
  | (Omit<Base<Item>, 'label'> & {
      kind: 'image';
      label?: string;
      alt?: keyof Item & string;
      shape: 'round' | 'wide' | 'logo';
      uploadLabel?: string;
    })
  /**
   * A file (./content-files.ts) of one of `types`, uploaded when chosen; an optional one may be
   * removed (the field is then absent).
   */
  | (Base<Item> & { kind: 'file'; types: readonly ContentFileType[] })
  /** A list of short texts, one per line or separated by commas. */
  | (Base<Item> & { kind: 'list'; separator: '\n' | ',' })
  /** Figure-and-label pairs (a case study's stats). */
  | (Base<Item> & { kind: 'stats'; max?: number })
  /** The page's SEO title, description and share picture. */
  | (Omit<Base<Item>, 'label'> & { kind: 'seo'; label?: string })
  /** Yes or no. */
  | (Base<Item> & { kind: 'checkbox' })
  /** Services the item belongs to, by their slugs: one box to tick per published service. */
  | (Base<Item> & { kind: 'service-slugs' })
  /** Items of a collection ticked by their slugs, in the list's order (a block's documents). */
  | (Base<Item> & { kind: 'slug-picks'; collection: 'downloads' })
  /** One of the categories the items of a collection have, or none yet (''). */
  | (Base<Item> & { kind: 'category'; collection: 'downloads' })
  /**
   * Items picked from a collection, in order (their ids): `collection` names it, or `from`
   * names the item's field that does (a cards block's source).
   */
  | (Base<Item> & { kind: 'picks'; collection: string | { from: keyof Item & string } })
  /** Pairs of texts (a FAQ's question and answer), each pair a row; `second` may be markdown. */
  | (Base<Item> & {
      kind: 'pairs';
      first: { key: string; label: string };
      second: { key: string; label: string; markdown?: boolean };
      add: string;
      max: number;
    })
  /** An ordered list of blocks (shared/site-content/blocks/): a page's content. */
  | (Base<Item> & { kind: 'blocks' });

export type EditorFieldKind = EditorField<unknown>['kind'];
