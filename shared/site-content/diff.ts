import type { LegalPages, SiteData, SiteSettings } from '../schemas/site-content';

// What differs between two versions of the site content, per section. The admin's Publish
// dialog shows it (working copy against live) and the server stores its one-line summary with
// every published version ("phone changed; 1 post added; 1 redirect added").

export interface ListDiff {
  added: string[];
  removed: string[];
  edited: string[];
}

/** The collections of items with ids, in the order the summary and the Publish dialog list them. */
export const LIST_SECTIONS = {
  blogPosts: { title: 'Blog Posts', one: 'post', many: 'posts' },
  services: { title: 'Services', one: 'service', many: 'services' },
  caseStudies: { title: 'Case Studies', one: 'case study', many: 'case studies' },
  openings: { title: 'Careers', one: 'opening', many: 'openings' },
  partners: { title: 'Partners', one: 'partner', many: 'partners' },
  team: { title: 'Team Members', one: 'team member', many: 'team members' },
  chatTopics: { title: 'Chat Answers', one: 'chat answer', many: 'chat answers' },
  redirects: { title: 'Redirects', one: 'redirect', many: 'redirects' },
} as const;
export type ListSection = keyof typeof LIST_SECTIONS;
export const LIST_SECTION_KEYS = Object.keys(LIST_SECTIONS) as ListSection[];

/** How an item is named in a diff and the history: its title, name or addresses. */
export const itemName: { [K in ListSection]: (item: SiteData[K][number]) => string } = {
  blogPosts: (p) => p.title,
  services: (s) => s.title,
  caseStudies: (c) => c.title,
  openings: (o) => o.title,
  partners: (p) => p.name,
  team: (m) => m.name,
  chatTopics: (t) => t.title,
  redirects: (r) => `${r.from} → ${r.to}`,
};

export const LEGAL_TITLES: Record<keyof LegalPages, string> = {
  privacyPolicy: 'Privacy Policy',
  termsOfService: 'Terms of Service',
};

export type SiteContentDiff = {
  /** Names of the settings that changed: phone, email, address. */
  settings: (keyof SiteSettings)[];
  /** The legal pages whose text or date changed. */
  legal: (keyof LegalPages)[];
} & Record<ListSection, ListDiff>;

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
  const settingKeys = ['phone', 'email', 'address'] as const;
  const legalKeys = ['privacyPolicy', 'termsOfService'] as const;
  const lists = Object.fromEntries(
    LIST_SECTION_KEYS.map((key) => [
      key,
      diffList<{ id: number }>(before[key], after[key], itemName[key] as (r: object) => string),
    ]),
  ) as Record<ListSection, ListDiff>;
  return {
    settings: settingKeys.filter((k) => before.settings[k] !== after.settings[k]),
    legal: legalKeys.filter((k) => !same(before.legal[k], after.legal[k])),
    ...lists,
  };
}

const listSize = (d: ListDiff) => d.added.length + d.removed.length + d.edited.length;

export function hasChanges(diff: SiteContentDiff): boolean {
  return (
    diff.settings.length +
      diff.legal.length +
      LIST_SECTION_KEYS.reduce((n, k) => n + listSize(diff[k]), 0) >
    0
  );
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

/** One line for people: "phone changed; privacy policy edited; 1 post added; 1 redirect added". */
export function summarizeDiff(diff: SiteContentDiff): string {
  const parts = [
    ...(diff.settings.length ? [`${diff.settings.join(', ')} changed`] : []),
    ...diff.legal.map((k) => `${LEGAL_TITLES[k].toLowerCase()} edited`),
    ...LIST_SECTION_KEYS.flatMap((k) =>
      listParts(diff[k], LIST_SECTIONS[k].one, LIST_SECTIONS[k].many),
    ),
  ];
  return parts.length ? parts.join('; ') : 'no changes';
}
