import type { SiteData } from '../schemas/site-content';

// What differs between two versions of the site content, per section. The admin's Publish
// dialog shows it (working copy against live) and the server stores its one-line summary with
// every published version ("phone changed; 1 post added").

export interface ListDiff {
  added: string[];
  removed: string[];
  edited: string[];
}

export interface SiteContentDiff {
  /** Names of the settings that changed: phone, email, address. */
  settings: (keyof SiteData['settings'])[];
  team: ListDiff;
  blogPosts: ListDiff;
}

/** Key order does not matter; everything else does. */
function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
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
  const keys = ['phone', 'email', 'address'] as const;
  return {
    settings: keys.filter((k) => before.settings[k] !== after.settings[k]),
    team: diffList(before.team, after.team, (m) => m.name),
    blogPosts: diffList(before.blogPosts, after.blogPosts, (p) => p.title),
  };
}

export function hasChanges(diff: SiteContentDiff): boolean {
  const list = (d: ListDiff) => d.added.length + d.removed.length + d.edited.length;
  return diff.settings.length + list(diff.team) + list(diff.blogPosts) > 0;
}

function count(n: number, one: string, many: string, verb: string): string[] {
  return n === 0 ? [] : [`${n} ${n === 1 ? one : many} ${verb}`];
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

/** One line for people: "phone changed; 1 post added; 2 team members edited". */
export function summarizeDiff(diff: SiteContentDiff): string {
  const parts = [
    ...(diff.settings.length ? [`${diff.settings.join(', ')} changed`] : []),
    ...listParts(diff.blogPosts, 'post', 'posts'),
    ...listParts(diff.team, 'team member', 'team members'),
  ];
  return parts.length ? parts.join('; ') : 'no changes';
}
