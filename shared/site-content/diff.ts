import { collectionDef, COLLECTION_NAMES, type CollectionName } from './collections';
import { globalDef, GLOBAL_NAMES, type GlobalName } from './globals';
import type { SiteData } from './schema';

// What differs between two versions of the site content, per global and collection. The admin's
// Publish dialog shows it (working copy against live) and the server stores its one-line
// summary with every published version ("phone changed; 1 post added; 1 redirect added").

export interface ListDiff {
  added: string[];
  removed: string[];
  edited: string[];
}

/** Per global, the names of its parts that changed; per collection, its items that did. */
export type SiteContentDiff = { [G in GlobalName]: string[] } & {
  [C in CollectionName]: ListDiff;
};

/** Key order does not matter; everything else does. */
export function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a).filter((k) => (a as Record<string, unknown>)[k] !== undefined);
  const kb = Object.keys(b).filter((k) => (b as Record<string, unknown>)[k] !== undefined);
  if (ka.length !== kb.length) return false;
  return ka.every((k) =>
    same((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]),
  );
}

function diffList<T extends { id: number }>(
  before: T[],
  after: T[],
  name: (row: T) => string,
): ListDiff {
  const old = new Map(before.map((row) => [row.id, row]));
  const ids = new Set(after.map((row) => row.id));
  const diff: ListDiff = { added: [], removed: [], edited: [] };
  for (const row of after) {
    const prev = old.get(row.id);
    if (!prev) diff.added.push(name(row));
    else if (!same(prev, row)) diff.edited.push(name(row));
  }
  for (const row of before) if (!ids.has(row.id)) diff.removed.push(name(row));
  // Same rows in another order: the order is what the site shows, so it counts as an edit.
  if (diff.added.length + diff.removed.length + diff.edited.length === 0) {
    const order = (rows: T[]) => rows.map((r) => r.id).join(',');
    if (order(before) !== order(after)) diff.edited.push('order');
  }
  return diff;
}

export function diffSiteContent(before: SiteData, after: SiteData): SiteContentDiff {
  const changedParts = GLOBAL_NAMES.map((name) => {
    const [was, is] = [before[name], after[name]] as Record<string, unknown>[];
    const keys = Object.keys(globalDef(name).parts);
    return [name, keys.filter((key) => !same(was![key], is![key]))];
  });
  const lists = COLLECTION_NAMES.map((name) => [
    name,
    diffList<{ id: number }>(before[name], after[name], collectionDef(name).name),
  ]);
  return Object.fromEntries([...changedParts, ...lists]) as SiteContentDiff;
}

const listSize = (d: ListDiff) => d.added.length + d.removed.length + d.edited.length;

export function hasChanges(diff: SiteContentDiff): boolean {
  return (
    GLOBAL_NAMES.some((name) => diff[name].length > 0) ||
    COLLECTION_NAMES.some((name) => listSize(diff[name]) > 0)
  );
}

function count(n: number, one: string, many: string, verb: string): string[] {
  return n === 0 ? [] : [`${n} ${n === 1 ? one : many} ${verb}`];
}

/** "phone, email changed" (one line for the global) or "privacy policy edited" (one per part). */
function globalParts(name: GlobalName, changed: string[]): string[] {
  if (changed.length === 0) return [];
  const { parts, verb } = globalDef(name);
  const names = changed.map((key) => parts[key]!.toLowerCase());
  return verb === 'changed' ? [`${names.join(', ')} changed`] : names.map((n) => `${n} ${verb}`);
}

function listParts(d: ListDiff, one: string, many: string): string[] {
  if (d.edited[0] === 'order' && d.edited.length === 1 && !d.added.length && !d.removed.length)
    return [`${many} reordered`];
  return [
    ...count(d.added.length, one, many, 'added'),
    ...count(d.removed.length, one, many, 'removed'),
    ...count(d.edited.length, one, many, 'edited'),
  ];
}

/** One line for people: "phone changed; privacy policy edited; 1 post added; 1 redirect added". */
export function summarizeDiff(diff: SiteContentDiff): string {
  const parts = [
    ...GLOBAL_NAMES.flatMap((name) => globalParts(name, diff[name])),
    ...COLLECTION_NAMES.flatMap((name) => {
      const { one, many } = collectionDef(name);
      return listParts(diff[name], one, many);
    }),
  ];
  return parts.length ? parts.join('; ') : 'no changes';
}
