import type { CollectionDef } from '../collection';
import { blogPosts } from './blog-posts';
import { caseStudies } from './case-studies';
import { certifications } from './certifications';
import { chatTopics } from './chat-topics';
import { downloads } from './downloads';
import { events } from './events';
import { openings } from './openings';
import { partners } from './partners';
import { redirects } from './redirects';
import { services } from './services';
import { team } from './team';

// Every collection of the content, once. The order is the Publish dialog's, the summary's and
// the admin sidebar's; the home page orders its sections by their own `home.order`.

export const collections = {
  blogPosts,
  services,
  caseStudies,
  certifications,
  downloads,
  openings,
  events,
  partners,
  team,
  chatTopics,
  redirects,
};

type Registry = typeof collections;
export type CollectionName = keyof Registry;
export const COLLECTION_NAMES = Object.keys(collections) as CollectionName[];

export type ItemOf<K extends CollectionName> = Registry[K] extends {
  defaults: readonly (infer Item)[];
}
  ? Item
  : never;
/** The page data of an item's page (never for a collection without pages). */
export type ViewOf<K extends CollectionName> =
  NonNullable<Registry[K]['page']> extends { view: (...args: never[]) => infer View }
    ? View
    : never;
/** What the home page's section of the collection shows (never without a section). */
export type HomeDataOf<K extends CollectionName> =
  NonNullable<Registry[K]['home']> extends { data: (...args: never[]) => infer Data }
    ? Data
    : never;

/** The layout that draws the collection's home section. */
export type LayoutOf<K extends CollectionName> =
  NonNullable<Registry[K]['home']> extends { layout: infer Layout } ? Layout : never;

/** The collections whose items are pages (a service, a post...). */
export type PageCollectionName = {
  [K in CollectionName]: [ViewOf<K>] extends [never] ? never : K;
}[CollectionName];
/** The collections the home page has a section for. */
export type HomeCollectionName = {
  [K in CollectionName]: [HomeDataOf<K>] extends [never] ? never : K;
}[CollectionName];

/** Every home section layout in use, and the data it draws (the union of its collections'). */
export type HomeLayoutName = LayoutOf<HomeCollectionName>;
export type HomeLayoutData<L extends HomeLayoutName> = {
  [K in HomeCollectionName]: LayoutOf<K> extends L ? HomeDataOf<K> : never;
}[HomeCollectionName];

/** A collection's definition, for code that handles every collection alike. */
export function collectionDef(name: CollectionName): CollectionDef<{ id: number }, never, never> {
  return collections[name] as unknown as CollectionDef<{ id: number }, never, never>;
}

export const PAGE_COLLECTIONS = COLLECTION_NAMES.filter(
  (name) => collections[name].page,
) as PageCollectionName[];

/** The home page's sections, in their order. */
export const HOME_COLLECTIONS = (
  COLLECTION_NAMES.filter((name) => collections[name].home) as HomeCollectionName[]
).sort((a, b) => collectionDef(a).home!.order - collectionDef(b).home!.order);
