import { collections, type CollectionName, type ItemOf } from './collections';
import { globals, type GlobalName, type ValueOf } from './globals';
import type { SiteData } from './schema';

// The built-in content: what the site shows until the first publish (live version 0), what the
// build prerenders with, and what a version stored before a collection existed takes for it
// (./upgrade.ts). Each global's and collection's own `defaults`.

const globalDefaults = Object.fromEntries(
  Object.entries(globals).map(([name, def]) => [name, def.defaults]),
) as { [G in GlobalName]: ValueOf<G> };

const collectionDefaults = Object.fromEntries(
  Object.entries(collections).map(([name, def]) => [name, [...def.defaults]]),
) as { [C in CollectionName]: ItemOf<C>[] };

export const defaultSiteData: SiteData = { ...globalDefaults, ...collectionDefaults };
