import type { CollectionDef } from '../collection';
import { baseCollections } from './base';
import { customPages } from './custom-pages';

// Every collection of the content, once: the firm's own pages and the others (./base.ts, which
// their blocks list). The order is the Publish dialog's, the summary's and the admin sidebar's;
// the home page's built-in sections follow their own `home.order`.

const { chatTopics, redirects, ...listed } = baseCollections;

export const collections = { customPages, ...listed, chatTopics, redirects };

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
