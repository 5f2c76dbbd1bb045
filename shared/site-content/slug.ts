import { LIMITS } from '../vocabularies/limits';

// Slugs: the last part of a page's address (/blog/{slug}). Lower-case words joined by hyphens,
// derived from a title and editable; unique within their collection.

export { SLUG_PATTERN } from '../vocabularies/limits';

export const SLUG_MAX = LIMITS.slug;

/** "Private 5G: When It Beats Wi-Fi" -> "private-5g-when-it-beats-wi-fi". */
export function slugify(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '') // accents
    .toLowerCase()
    .replace(/['\u2019]/g, '') // "firm's" -> "firms", not "firm-s"
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX)
    .replace(/-+$/, '');
  return slug || 'untitled';
}

/** `base`, or `base-2`, `base-3`... : the first one not in `taken`. */
export function uniqueSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const candidate = `${base.slice(0, SLUG_MAX - suffix.length).replace(/-+$/, '')}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}
