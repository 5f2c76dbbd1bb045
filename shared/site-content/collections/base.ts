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

// Every collection but the firm's own pages (./custom-pages.ts), whose blocks show these: a
// cards block lists the items of one of the collections with a home section. Kept apart so the
// blocks (../blocks/) can read this list without reading the registry that lists the pages
// (./index.ts, which adds them).

export const baseCollections = {
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

type Base = typeof baseCollections;
type BaseName = keyof Base;

/** The collections a cards block may list: those with a section (and a layout) of their own. */
export type CardSourceName = {
  // A collection without a section has the layout `never` (defineCollection's Home).
  [K in BaseName]: [NonNullable<Base[K]['home']>['layout']] extends [never] ? never : K;
}[BaseName];

/** The layout that draws a source's cards, and the data it draws. */
export type CardLayoutOf<K extends CardSourceName> =
  NonNullable<Base[K]['home']> extends { layout: infer Layout } ? Layout : never;
export type CardDataOf<K extends CardSourceName> =
  NonNullable<Base[K]['home']> extends { data: (...args: never[]) => infer Data } ? Data : never;

export const CARD_SOURCES = (Object.keys(baseCollections) as BaseName[])
  .filter((name) => baseCollections[name].home)
  .sort((a, b) => sourceDef(a).home!.order - sourceDef(b).home!.order) as CardSourceName[];

/** A card source's definition, for code that handles every source alike. */
export function sourceDef(name: BaseName): CollectionDef<{ id: number }, never, never> {
  return baseCollections[name] as unknown as CollectionDef<{ id: number }, never, never>;
}
