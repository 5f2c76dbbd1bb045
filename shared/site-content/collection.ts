import { z } from 'zod';
import { STRICTNESS, type Strictness } from './fields';
import type { AdminIcon } from './admin-icons';
import type { EditorField } from './editor-fields';
import type { Localization } from './localized';

// What one content collection is (posts, services, team...): everything the site, the admin
// area and the server know of it, in its own file under collections/, listed once in
// collections/index.ts. The content's schema, the diff, the upgrade of old versions, the images
// publishing uploads, the pages, the sitemap, the redirects and the editors are derived from it.

/** The content as a page's view of an item may read it (another collection, by its name). */
export type ContentReader = Readonly<Record<string, unknown>>;

/** What a page says about itself in its <head> (build-page-data adds the site's name). */
export interface ItemPageMeta {
  title: string;
  description: string;
  seo?: { title?: string; description?: string; imageSrc?: string | null } | undefined;
  /** The item's own picture, the share picture unless the SEO override names one. */
  picture?: string | null;
  type?: 'website' | 'article';
  /** Kept out of search engines (robots noindex) and of the sitemap. */
  noindex?: boolean;
}

/** What the structured data of a page may use besides its view. */
export interface StructuredDataContext {
  /** An absolute address of this site. */
  url: (path: string) => string;
  /** The firm as schema.org's Organization. */
  organization: Record<string, unknown>;
  /** The page's share picture, absolute. */
  image: string;
  path: string;
  description: string;
}

/**
 * A card of the home page's generic card grid, for a collection whose section needs no
 * component of its own (client/src/features/home/card-grid-section.tsx).
 */
export interface CardGridItem {
  href: string;
  eyebrow: string;
  title: string;
  text: string;
  imageSrc: string | null;
  imageAlt: string;
  /** A dated fact under the text: "Valid until March 31, 2028". */
  date: { label: string; value: string } | null;
}

/** What a page's view may read besides its item and the content. */
export interface PageViewContext {
  linkShown?: (href: string) => boolean;
  now?: number;
}

/** The page each item has. */
export interface PageDef<Item, View extends { kind: string }> {
  /** The page's address. */
  path: (item: Item) => string;
  /** Where the slug field's address starts (/services/); absent for pages addressed by id. */
  prefix?: string;
  /** The page that lists every item (/blog); a link to it is left out while there is none. */
  list?: string;
  /** The field a page's slug follows while it was never published (its title or name). */
  slugFrom?: keyof Item & string;
  /**
   * Where a removed page's address leads: the home page's section that listed it (its id), or a
   * page (a path, /careers). With it, a renamed or removed page keeps its old address (a
   * redirect); without, it does not.
   */
  removedTo?: string;
  /** Addresses the page had under an older address scheme: they answer 301 to it. */
  formerPaths?: (item: Item) => string[];
  /**
   * Whether the page is listed in sitemap.xml: false for a form rather than content to find, or
   * per item (a page kept out of search engines).
   */
  listed?: false | ((item: Item) => boolean);
  /**
   * What the page shows (its markdown rendered to HTML): the page's data, by its kind.
   * `linkShown`: whether the site shows a link (globals/page-links.ts), for a page's buttons;
   * `now`: the render's time (ms), for a page whose words depend on it (an event: past or not).
   */
  view: (item: Item, content: ContentReader, context?: PageViewContext) => View;
  meta: (item: Item, view: View) => ItemPageMeta;
  /** schema.org objects of the page (JSON-LD). */
  structuredData?: (view: View, context: StructuredDataContext) => object[];
}

/**
 * What a home page section is: the layout that draws it (a component per layout:
 * client/src/pages/home-page.tsx) and the data it gets.
 */
export interface HomeShape {
  layout: string;
  data: unknown;
}

/** The section of the home page that lists the collection, and what it shows of it. */
export interface HomeDef<Item, Home extends HomeShape> {
  /** Which layout draws it; several collections may share one (the generic card grid). */
  layout: Home['layout'];
  /** The section's id: its anchor (/#services), and where a removed page's address leads. */
  section: string;
  /** Where it stands on the home page: sections are shown by this number, smallest first. */
  order: number;
  /** What the section shows of `items` (those picked), out of `all` ("All posts (12)"). */
  data: (items: readonly Item[], all: readonly Item[]) => Home['data'];
  /** The section's eyebrow, heading and intro as the built-in content has them. */
  texts: { eyebrow: string; heading: string; intro: string };
}

/** The collection's editor in the admin area (rendered from `fields`). */
export interface EditorDef<Item> {
  /** Its address, /admin/... */
  path: string;
  icon: AdminIcon;
  /** For "… is not available for your role": "Editing blog posts". */
  what: string;
  description: string;
  addLabel: string;
  listLabel: string;
  /** The spec's 'Success!' toast after Save Changes: "Blog posts have been updated". */
  saved: string;
  empty: { title: string; text: string };
  /** Its card's line on the dashboard ("Cards on the home page, a page each"); none: no card. */
  dashboard?: string;
  testId: string;
  /** Items two to a row on wide screens (short items such as team members). */
  columns?: 1 | 2;
  /** Fields in a narrow column beside the others (an image and its options). */
  aside?: readonly EditorField<Item>[];
  /** The fields, top to bottom; an inner list is one row of fields side by side. */
  fields: readonly (EditorField<Item> | readonly EditorField<Item>[])[];
  /**
   * What an edit changes beside itself (a new page's address follows its title); `published`:
   * whether the item is live. Without it, a page's slug follows its title until published.
   */
  follow?: (item: Item, patch: Partial<Item>, published: boolean) => Partial<Item>;
  /**
   * What of the content links to the item ("the menu entry "About Us""): it is not deleted
   * while anything does (the server refuses the publish with a 409 all the same).
   */
  linkedFrom?: (item: Item, content: ContentReader) => string[];
}

export interface CollectionDef<
  Item extends { id: number },
  View extends { kind: string } = { kind: string },
  Home extends HomeShape = HomeShape,
> {
  /** 'Blog Posts': the sidebar, the editor's heading, the Publish dialog. */
  title: string;
  /** 'post' and 'posts': "Delete post", "2 posts added". */
  one: string;
  many: string;
  max: number;
  /** Which of its fields are written per language (./localized.ts). */
  localized: Localization<Item>;
  /** One item's schema, at each strictness (./fields.ts). */
  item: (strictness: Strictness) => z.ZodType<Item>;
  /** Keys besides `id` that no two items may share (a redirect's `from`). */
  unique?: readonly { field: keyof Item & string; message: (item: Item) => string }[];
  /** How an item is named in a diff, the history and its card in the editor. */
  name: (item: Item) => string;
  /** Approvals a change to it needs when REQUIRE_REVIEW is on (1 when not given). */
  approvals?: number;
  /** A new item as Add makes it (its id and slug are made unique by the editor). */
  create: (now: Date) => Item;
  defaults: readonly Item[];
  /**
   * In the content since its first shape (settings, team and posts): a version stored without
   * it is not given the built-in items (shared/site-content/upgrade.ts).
   */
  original?: boolean;
  /**
   * Fields holding an image address (a page's seo.imageSrc is found by itself). A file field
   * needs no such list: its value is found by its shape (content-files.ts).
   */
  images?: readonly (keyof Item & string)[];
  /** Fields a publish writes, never an editor (shared/site-content/publish-stamps.ts). */
  stamped?: readonly (keyof Item & string)[];
  /** A field holding a list of blocks (../blocks/), whose images are found by their kinds. */
  blocks?: keyof Item & string;
  page?: PageDef<Item, View>;
  home?: HomeDef<Item, Home>;
  /** The firm's schema.org Organization gains these (certifications: hasCredential). */
  organization?: (items: readonly Item[], url: (path: string) => string) => Record<string, unknown>;
  editor: EditorDef<Item>;
}

/** A collection's definition, its item type checked against its schema. */
export function defineCollection<
  Item extends { id: number },
  View extends { kind: string } = never,
  Home extends HomeShape = never,
>(def: CollectionDef<Item, View, Home>): CollectionDef<Item, View, Home> {
  return def;
}

/**
 * Built-in items kept in a file of their own (long texts), checked against the item's schema
 * as published when loaded.
 */
export function samples<Item>(item: (s: Strictness) => z.ZodType<Item>, data: unknown): Item[] {
  return z.array(item(STRICTNESS.published)).parse(data);
}
