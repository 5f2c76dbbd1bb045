import { COLLECTION_NAMES, collectionDef, type CollectionName } from './collections';
import type { SiteData } from './schema';

// Fields that name an item of another collection by its title (a case study's service, listed
// on that service's page): renaming the item renames what they name, as it would a link.

type Item = { id: number } & Record<string, unknown>;

/** Every field, in every collection, that names an item of `target` by its title. */
export function titleReferences(target: CollectionName) {
  return COLLECTION_NAMES.flatMap((collection) => {
    const { fields, aside = [] } = collectionDef(collection).editor;
    return [...fields.flat(), ...aside].flatMap((field) =>
      field.kind === 'reference' && field.collection === target && field.by === 'title'
        ? [{ collection, field: field.name as string }]
        : [],
    );
  });
}

/**
 * What else changes when `target`'s items become `next`: the lists whose title references named
 * an item that `next` renames, with the new title in its place. Empty when nothing was renamed.
 */
export function followRenamedTitles(
  content: SiteData,
  target: CollectionName,
  next: readonly Item[],
): Partial<SiteData> {
  const before = new Map((content[target] as Item[]).map((item) => [item.id, item.title]));
  const renamed = new Map<unknown, unknown>();
  for (const item of next) {
    const old = before.get(item.id);
    if (old !== undefined && item.title && old !== item.title) renamed.set(old, item.title);
  }
  const patch: Record<string, Item[]> = {};
  if (renamed.size === 0) return patch;
  for (const { collection, field } of titleReferences(target)) {
    const items = patch[collection] ?? (content[collection] as Item[]);
    if (!items.some((item) => renamed.has(item[field]))) continue;
    patch[collection] = items.map((item) =>
      renamed.has(item[field]) ? { ...item, [field]: renamed.get(item[field]) } : item,
    );
  }
  return patch as Partial<SiteData>;
}
