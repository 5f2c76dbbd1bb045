import { z } from 'zod';
import type { ContentReader } from '../collection';
import type { EditorField } from '../editor-fields';
import { id, text, type Strictness } from '../fields';
import type { Localization } from '../localized';
import { isSafeLinkHref } from '../safe-urls';
import { SLUG_PATTERN } from '../slug';

// What one kind of block is (a hero, a text, a form...): the pages of the firm's own making and
// the home page are ordered lists of blocks of a few kinds, each in its own file of this folder,
// listed once in ./index.ts. Its schema, editor, view and structured data live here; the
// component that draws it is the client's (client/src/pages/blocks/block-components.ts, a map
// typed by BlockKind). A new kind of block is a file here, a component there and a line in each
// list (docs/decisions/047-constrained-blocks.md).

/** Every block has these besides its own fields. */
export interface BlockBase {
  /** Stable within its list: the editor's key, and what a merge of two edits matches. */
  id: number;
  /** Left out of the page without being deleted. */
  hidden: boolean;
  /** The section's id on the page (/#team); empty: the kind's own, if it has one. */
  anchor: string;
}

/** What the page shows of one block, besides its own view. */
export interface BlockViewBase {
  id: number;
  /** Its section's id (unique on the page), or null. */
  anchor: string | null;
}

/** What a block's view and structured data may use. */
export interface BlockContext {
  /** The content (another collection, by its name). */
  content: ContentReader;
  /**
   * Whether the site shows a link to `href` (../globals/page-links.ts: not to an empty or hidden
   * section); a block's button to one is left out. All are shown without it.
   */
  linkShown?: (href: string) => boolean;
  /** The render's time (ms): an event's sign-up says whether it is still open as of then. */
  now?: number;
}

/** A problem with a block's field, its path from the block: ['documents', 2]. */
export interface BlockIssue {
  path: (string | number)[];
  message: string;
}

export interface BlockDef<Fields extends object, View> {
  /** 'Hero': the editor's Add menu and the block's card. */
  label: string;
  /** One line under the label in the Add menu. */
  description: string;
  /** Which of its own fields are written per language (../localized.ts). */
  localized: Localization<Fields>;
  /** The block's own fields (not id, kind, hidden, anchor), at each strictness (../fields.ts). */
  fields: (strictness: Strictness) => z.ZodType<Fields>;
  /** A new block as Add makes it: empty where the firm must write. */
  create: () => Fields;
  /** A block filled in as the firm would (the tests' page of every kind of block). */
  example: Fields;
  /** How the block is named in its card and in errors: "Hero: About us". */
  name: (fields: Fields) => string;
  /** Fields holding an image address (publishing uploads them). */
  images?: readonly (keyof Fields & string)[];
  /** The fields its editor shows, top to bottom; an inner list is a row. */
  editor: readonly (EditorField<Fields> | readonly EditorField<Fields>[])[];
  /** What the page shows (markdown rendered, lists resolved); null: nothing to show. */
  view: (fields: Fields, context: BlockContext) => View | null;
  /** The section id the block has when none is set (a cards block: its collection's). */
  anchor?: (fields: Fields) => string | null;
  /**
   * What the block names that the content must have (a downloads block's picked documents), each
   * missing one an issue at its field: a publish is refused (400) rather than show less.
   */
  references?: (fields: Fields, content: ContentReader) => BlockIssue[];
  /** schema.org objects the block adds to its page (a FAQ: FAQPage). */
  structuredData?: (view: View, url: (path: string) => string) => object[];
}

export function defineBlock<Fields extends object, View>(
  def: BlockDef<Fields, View>,
): BlockDef<Fields, View> {
  return def;
}

/** A section id: lower-case words joined by hyphens, or empty. */
export const anchor = z
  .string({ error: 'Anchor must be text' })
  .max(60, 'Anchor must be at most 60 characters')
  .refine((value) => value === '' || SLUG_PATTERN.test(value), {
    error: 'Anchor must be lower-case letters and digits joined by hyphens (our-team), or empty',
  });

/** The fields every block has, in every block's schema. */
export const blockBase = {
  id,
  hidden: z.boolean({ error: 'Hidden must be true or false' }),
  anchor,
};

/** Of what every block has, nothing is written per language (../localized.ts). */
export const LOCALIZED_BLOCK_BASE: Localization<BlockBase & { kind: string }> = {
  id: false,
  kind: false,
  hidden: false,
  anchor: false,
};

/**
 * Where a button leads: a path of this site (/quote, /about#team), a section of this page
 * (#faq), or an http(s), mailto: or tel: address. Empty: no button.
 */
export const linkTarget = (label: string) =>
  text(label, 500).refine((href) => href === '' || isSafeLinkHref(href), {
    error: `${label} must be a path of this site (/quote), a #section, or an https:// address`,
  });

/** Which of a collection's items a list shows: the newest N, or those picked. */
export const PICKS = ['newest', 'chosen'] as const;
export type PickMode = (typeof PICKS)[number];

export const pickFields = {
  pick: z.enum(PICKS, { error: `Pick must be one of ${PICKS.join(', ')}` }),
  count: z
    .number({ error: 'Count must be a number' })
    .int('Count must be a whole number')
    .min(1, 'Count must be at least 1')
    .max(48, 'Count must be at most 48'),
  chosen: z.array(id).max(48, 'At most 48 picked items'),
};

/** The items a pick shows, in the list's order (the admin's order: newest first). */
export function picked<Item extends { id: number }>(
  items: readonly Item[],
  { pick, count, chosen }: { pick: PickMode; count: number; chosen: readonly number[] },
): Item[] {
  if (pick === 'newest') return items.slice(0, count);
  const byId = new Map(items.map((item) => [item.id, item]));
  return chosen.flatMap((itemId) => byId.get(itemId) ?? []);
}

/** The editor fields of a pick: how, how many, which (of `collection`). */
export const pickEditor = <F extends { pick: PickMode; count: number; chosen: number[] }>(
  collection: string | { from: keyof F & string },
): readonly EditorField<F>[] => [
  {
    kind: 'select',
    name: 'pick' as keyof F & string,
    label: 'Show',
    options: [
      { value: 'newest', label: 'The first ones of the list (newest first)' },
      { value: 'chosen', label: 'Those I pick' },
    ],
  },
  { kind: 'number', name: 'count' as keyof F & string, label: 'How many', min: 1, max: 48 },
  {
    kind: 'picks',
    name: 'chosen' as keyof F & string,
    label: 'Picked',
    collection,
    hint: 'Shown in this order when Show is "Those I pick".',
  },
];
