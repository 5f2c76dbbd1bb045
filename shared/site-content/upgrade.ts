import type { SiteData } from '../schemas/site-content';
import { defaultSiteData } from './defaults';
import { slugify, uniqueSlug } from './slug';

// Content written before the content model had all its collections (versions in the database,
// working copies in browsers, export files) has the old shape: { settings, team, blogPosts },
// posts without a slug. It keeps loading: a collection added since takes `base`'s (the built-in
// defaults: the texts the site showed then), and a post without a slug gets one derived from its
// title, unique among the posts. Anything else (a missing team list...) is left for the schema
// to judge.

/** The collections added after the first shape. */
const ADDED = [
  'services',
  'caseStudies',
  'openings',
  'partners',
  'legal',
  'chatTopics',
  'redirects',
] as const satisfies readonly (keyof SiteData)[];

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
  out.blogPosts = withSlugs(out.blogPosts);
  return out;
}
