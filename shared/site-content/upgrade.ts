import { collectionDef, COLLECTION_NAMES } from './collections';
import { defaultSiteData } from './defaults';
import { globalDef, GLOBAL_NAMES } from './globals';
import { addressFromLine } from './postal-address';
import type { SiteData } from './schema';
import { slugify, uniqueSlug } from './slug';

// Content written before the content model had all its parts (versions in the database,
// working copies in browsers, export files) has an older shape: the first was { settings, team,
// blogPosts }, posts without a slug. It keeps loading: a part added since takes `base`'s (the
// built-in defaults: the texts the site showed then), and a post without a slug gets one derived
// from its title, unique among the posts, and an address of one line gets its fields
// (globals/settings.ts). A part of the first shape that is missing (a team list...) is left for
// the schema to judge.

/** The parts added after the first shape. */
const ADDED = [
  ...GLOBAL_NAMES.filter((name) => !globalDef(name).original),
  ...COLLECTION_NAMES.filter((name) => !collectionDef(name).original),
];

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function withSlugs(posts: unknown): unknown {
  if (!Array.isArray(posts) || posts.every((p) => !isRecord(p) || typeof p.slug === 'string'))
    return posts;
  const taken = new Set(
    posts.flatMap((p) => (isRecord(p) && typeof p.slug === 'string' ? [p.slug] : [])),
  );
  return posts.map((post) => {
    if (!isRecord(post) || typeof post.slug === 'string') return post;
    const slug = uniqueSlug(slugify(typeof post.title === 'string' ? post.title : ''), taken);
    taken.add(slug);
    return { ...post, slug };
  });
}

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
  out.blogPosts = withSlugs(out.blogPosts);
  if (isRecord(out.settings) && typeof out.settings.address === 'string')
    out.settings = { ...out.settings, address: addressFromLine(out.settings.address) };
  return out;
}
