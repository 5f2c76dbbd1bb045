import { collectionDef, COLLECTION_NAMES, PAGE_COLLECTIONS } from './collections';
import { defaultSiteData } from './defaults';
import { globalDef, GLOBAL_NAMES } from './globals';
import { addressFromLine } from './postal-address';
import type { SiteData } from './schema';
import { slugify, uniqueSlug } from './slug';

// Content written before the content model had all its parts (versions in the database,
// working copies in browsers, export files) has an older shape: the first was { settings, team,
// blogPosts }, posts without a slug. It keeps loading: a part added since takes `base`'s (the
// built-in defaults: the texts the site showed then), a page without a slug (a post, an
// opening from before they had them) gets one derived from its title, unique in its list, and an
// address of one line gets its fields (globals/settings.ts). A part of the first shape that is
// missing (a team list...) is left for the schema to judge.

/** The parts added after the first shape. */
const ADDED = [
  ...GLOBAL_NAMES.filter((name) => !globalDef(name).original),
  ...COLLECTION_NAMES.filter((name) => !collectionDef(name).original),
];

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function withSlugs(items: unknown, from: string): unknown {
  if (!Array.isArray(items) || items.every((p) => !isRecord(p) || typeof p.slug === 'string'))
    return items;
  const taken = new Set(
    items.flatMap((p) => (isRecord(p) && typeof p.slug === 'string' ? [p.slug] : [])),
  );
  return items.map((item) => {
    if (!isRecord(item) || typeof item.slug === 'string') return item;
    const slug = uniqueSlug(slugify(typeof item[from] === 'string' ? item[from] : ''), taken);
    taken.add(slug);
    return { ...item, slug };
  });
}

/** The collections whose pages are addressed by a slug, and the field it is made from. */
const SLUGGED = PAGE_COLLECTIONS.flatMap((name) => {
  const page = collectionDef(name).page!;
  return page.prefix ? [{ name, from: page.slugFrom ?? 'title' }] : [];
});

/** `raw` in today's shape where it is an older one; not validated (the caller validates). */
export function upgradeSiteData(raw: unknown, base: SiteData = defaultSiteData): unknown {
  if (!isRecord(raw)) return raw;
  const out: Record<string, unknown> = { ...raw };
  for (const key of ADDED) if (!(key in out)) out[key] = base[key];
  for (const name of GLOBAL_NAMES) {
    const { upgrade } = globalDef(name);
    const old = out[name];
    if (upgrade && isRecord(old)) out[name] = upgrade(old, base[name] as never);
  }
  for (const { name, from } of SLUGGED) out[name] = withSlugs(out[name], from);
  if (isRecord(out.settings) && typeof out.settings.address === 'string')
    out.settings = { ...out.settings, address: addressFromLine(out.settings.address) };
  return out;
}
