import { collectionDef, COLLECTION_NAMES, type CollectionName } from './collections';
import type { EditorField } from './editor-fields';
import { same } from './diff';
import { globalDef, GLOBAL_NAMES, type GlobalName } from './globals';
import type { SiteData } from './schema';

// Publishing a working copy edited from an older version: a three-way merge of the version it
// was edited from (base), the live version (theirs) and the working copy (mine), item by item
// (matched by their stable id) and field by field. What only I changed applies on top of live,
// what only they changed stays, and a field both changed differently is a conflict that the
// person publishing settles field by field (docs/decisions/034-three-way-merge-on-publish.md).

export type MergeSide = 'mine' | 'theirs';

/** A field (or a whole item, or a list's order) that both sides changed differently. */
export interface MergeConflict {
  /** What a resolution names: "settings.phone", "blogPosts.7.title", "blogPosts.7", "team.order". */
  key: string;
  /** The global or collection: "settings", "blogPosts". */
  section: GlobalName | CollectionName;
  /** The item's name, null for a global's part. */
  item: string | null;
  /** The field's label ("Title", "phone"); "order" for a list's order, null for a whole item. */
  field: string | null;
  /** Live's value; null when they removed the item. */
  theirs: unknown;
  /** The working copy's value; null when I removed the item. */
  mine: unknown;
}

export type MergeResolutions = Readonly<Record<string, MergeSide>>;

export interface MergeResult {
  content: SiteData;
  /** Every conflict, settled by `resolutions` where one names it, else by live's value. */
  conflicts: MergeConflict[];
}

type Obj = Record<string, unknown>;
type Item = { id: number } & Obj;

/** The one field's three-way rule; `undefined` for a conflict. */
function pick(base: unknown, theirs: unknown, mine: unknown): { value: unknown } | undefined {
  if (same(theirs, mine) || same(base, mine)) return { value: theirs };
  if (same(base, theirs)) return { value: mine };
  return undefined;
}

interface Context {
  resolutions: MergeResolutions;
  conflicts: MergeConflict[];
}

/** Records a conflict and answers the side its resolution takes (live's when none). */
function conflict(ctx: Context, c: MergeConflict): MergeSide {
  ctx.conflicts.push(c);
  return Object.hasOwn(ctx.resolutions, c.key) ? ctx.resolutions[c.key]! : 'theirs';
}

/** Merges two objects key by key; `describe` names a conflicting key. */
function mergeFields(
  ctx: Context,
  [base, theirs, mine]: [Obj, Obj, Obj],
  describe: (key: string) => Omit<MergeConflict, 'theirs' | 'mine'>,
): Obj {
  const out: Obj = {};
  const keys = new Set([...Object.keys(base), ...Object.keys(theirs), ...Object.keys(mine)]);
  for (const key of keys) {
    const merged = pick(base[key], theirs[key], mine[key]);
    const value = merged
      ? merged.value
      : conflict(ctx, {
            ...describe(key),
            theirs: theirs[key] ?? null,
            mine: mine[key] ?? null,
          }) === 'mine'
        ? mine[key]
        : theirs[key];
    if (value !== undefined) out[key] = value;
  }
  return out;
}

function fieldLabels(name: CollectionName): Map<string, string> {
  const { editor } = collectionDef(name);
  const fields = [...editor.fields.flat(), ...(editor.aside ?? [])] as EditorField<Obj>[];
  return new Map(fields.map((f) => [f.name, f.label ?? f.name]));
}

/** The ids of `list` in its order, keeping only those in `keep`. */
const orderOf = (list: readonly Item[], keep: (id: number) => boolean) =>
  list.map((row) => row.id).filter(keep);

/**
 * `primary`'s order of the ids kept, with each kept id only `secondary` has placed after the
 * item that precedes it there (first when none does).
 */
function interleave(primary: number[], secondary: number[], kept: Set<number>): number[] {
  const out = primary.filter((id) => kept.has(id));
  secondary.forEach((id, i) => {
    if (!kept.has(id) || out.includes(id)) return;
    const before = secondary
      .slice(0, i)
      .reverse()
      .find((prev) => out.includes(prev));
    out.splice(before === undefined ? 0 : out.indexOf(before) + 1, 0, id);
  });
  return out;
}

function mergeList(
  ctx: Context,
  name: CollectionName,
  base: readonly Item[],
  theirs: readonly Item[],
  mineIn: readonly Item[],
): Item[] {
  const def = collectionDef(name);
  const labels = fieldLabels(name);
  const [b, t] = [new Map(base.map((r) => [r.id, r])), new Map(theirs.map((r) => [r.id, r]))];
  // Both added an item under the same new id: two different items, so mine takes a fresh id.
  let nextId = Math.max(0, ...[...base, ...theirs, ...mineIn].map((r) => r.id)) + 1;
  const mine = mineIn.map((r) =>
    !b.has(r.id) && t.has(r.id) && !same(t.get(r.id), r) ? { ...r, id: nextId++ } : r,
  );
  const m = new Map(mine.map((r) => [r.id, r]));
  const result = new Map<number, Item>();
  for (const id of new Set([...b.keys(), ...t.keys(), ...m.keys()])) {
    const [was, their, my] = [b.get(id), t.get(id), m.get(id)];
    const whole = { key: `${name}.${id}`, section: name, field: null };
    if (!was) result.set(id, (their ?? my)!);
    else if (their && my) {
      const item = def.name(their);
      const describe = (key: string) => ({
        key: `${name}.${id}.${key}`,
        section: name,
        item,
        field: labels.get(key) ?? key,
      });
      result.set(id, mergeFields(ctx, [was, their, my], describe) as Item);
    } else if (their && !same(was, their)) {
      // I removed what they edited.
      const side = conflict(ctx, { ...whole, item: def.name(their), theirs: their, mine: null });
      if (side === 'theirs') result.set(id, their);
    } else if (my && !same(was, my)) {
      // They removed what I edited.
      const side = conflict(ctx, { ...whole, item: def.name(my), theirs: null, mine: my });
      if (side === 'mine') result.set(id, my);
    }
  }
  const kept = new Set(result.keys());
  const inAll = (id: number) => b.has(id) && t.has(id) && m.has(id);
  const moved = (list: readonly Item[]) =>
    !same(
      orderOf(base, (id) => inAll(id)),
      orderOf(list, (id) => inAll(id)),
    );
  const [theyMoved, iMoved] = [moved(theirs), moved(mine)];
  let useMine = iMoved && !theyMoved;
  if (theyMoved && iMoved && !same(orderOf(theirs, inAll), orderOf(mine, inAll))) {
    useMine =
      conflict(ctx, {
        key: `${name}.order`,
        section: name,
        item: null,
        field: 'order',
        theirs: theirs.filter((r) => inAll(r.id)).map((r) => def.name(r)),
        mine: mine.filter((r) => inAll(r.id)).map((r) => def.name(r)),
      }) === 'mine';
  }
  const [first, second] = useMine ? [mine, theirs] : [theirs, mine];
  const ids = interleave(
    orderOf(first, () => true),
    orderOf(second, () => true),
    kept,
  );
  return ids.map((id) => result.get(id)!);
}

/** An overlay's texts by their path: "fr.services.12.title". */
function flatten(value: unknown, path: string, out: Map<string, unknown>): Map<string, unknown> {
  if (typeof value === 'object' && value !== null && !Array.isArray(value))
    for (const [key, inner] of Object.entries(value))
      flatten(inner, path ? `${path}.${key}` : key, out);
  else if (value !== undefined) out.set(path, value);
  return out;
}

/**
 * The translations (decision 054), text by text: a text only one side changed takes that side's;
 * both changed differently is a conflict on "translations.fr.services.12.title".
 */
function mergeTranslations(ctx: Context, sides: [SiteData, SiteData, SiteData]) {
  const [base, theirs, mine] = sides.map((side) => flatten(side.translations, '', new Map()));
  const out: Obj = {};
  for (const path of new Set([...base!.keys(), ...theirs!.keys(), ...mine!.keys()])) {
    const [b, t, m] = [base!.get(path), theirs!.get(path), mine!.get(path)];
    const [, section] = path.split('.') as [string, GlobalName | CollectionName];
    const merged = pick(b, t, m);
    const value = merged
      ? merged.value
      : conflict(ctx, {
            key: `translations.${path}`,
            section,
            item: null,
            field: path,
            theirs: t ?? null,
            mine: m ?? null,
          }) === 'mine'
        ? m
        : t;
    if (value === undefined) continue;
    const keys = path.split('.');
    let at = out;
    for (const key of keys.slice(0, -1)) at = (at[key] ??= {}) as Obj;
    at[keys.at(-1)!] = value;
  }
  return Object.keys(out).length ? (out as SiteData['translations']) : undefined;
}

/**
 * Merges the working copy (`mine`, edited from `base`) into the live content (`theirs`).
 * `resolutions` settles conflicts by their key; an unsettled one keeps live's value.
 */
export function mergeSiteContent(
  base: SiteData,
  theirs: SiteData,
  mine: SiteData,
  resolutions: MergeResolutions = {},
): MergeResult {
  const ctx: Context = { resolutions, conflicts: [] };
  const globals = GLOBAL_NAMES.map((name) => {
    const { parts } = globalDef(name);
    const sides = [base[name], theirs[name], mine[name]] as [Obj, Obj, Obj];
    const describe = (key: string) => ({
      key: `${name}.${key}`,
      section: name,
      item: null,
      field: parts[key] ?? key,
    });
    return [name, mergeFields(ctx, sides, describe)];
  });
  const lists = COLLECTION_NAMES.map((name) => [
    name,
    mergeList(ctx, name, base[name] as Item[], theirs[name] as Item[], mine[name] as Item[]),
  ]);
  const content = Object.fromEntries([...globals, ...lists]) as SiteData;
  const translations = mergeTranslations(ctx, [base, theirs, mine]);
  if (translations) content.translations = translations;
  return { content, conflicts: ctx.conflicts };
}

/** The conflicts no resolution settles. */
export function unsettled(result: MergeResult, resolutions: MergeResolutions): MergeConflict[] {
  return result.conflicts.filter((c) => !Object.hasOwn(resolutions, c.key));
}
