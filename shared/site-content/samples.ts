import { collectionDef, COLLECTION_NAMES, type CollectionName } from './collections';
import { same } from './diff';
import { GLOBAL_NAMES, type GlobalName } from './globals';
import type { SiteData } from './schema';

// What of the content is still the built-in sample: a global exactly as shipped, an item exactly
// as shipped (same id, same fields). The editors mark it, the Publish dialog lists it, and the
// dashboard's first-run checklist counts on it. The built-in globals come from whoever knows
// them (`builtIn`): in the browser, the server's answer (the browser build does not carry the
// sample firm's names: ./sample-firm.ts); the built-in items are the same on both sides.

export function isSampleGlobal(name: GlobalName, value: unknown, builtIn: SiteData): boolean {
  return same(value, builtIn[name]);
}

export function isSampleItem(name: CollectionName, item: { id: number }): boolean {
  const shipped = collectionDef(name).defaults.find((d) => d.id === item.id);
  return shipped !== undefined && same(item, shipped);
}

export interface SampleParts {
  /** Globals exactly as shipped. */
  globals: GlobalName[];
  /** Per collection, the names of the items exactly as shipped. */
  items: Partial<Record<CollectionName, string[]>>;
}

/** Everything of `content` that is still the built-in sample (`builtIn`: the server's). */
export function sampleParts(content: SiteData, builtIn: SiteData): SampleParts {
  const items: SampleParts['items'] = {};
  for (const name of COLLECTION_NAMES) {
    const def = collectionDef(name);
    const found = (content[name] as { id: number }[]).filter((item) => isSampleItem(name, item));
    if (found.length) items[name] = found.map((item) => def.name(item));
  }
  return {
    globals: GLOBAL_NAMES.filter((name) => isSampleGlobal(name, content[name], builtIn)),
    items,
  };
}
