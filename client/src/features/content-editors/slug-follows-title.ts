import { slugify, uniqueSlug } from '@shared/site-content/slug';

type Page = { id: number; slug: string; title: string };

/**
 * While a page was never published and its slug is still the one made from its title, the slug
 * follows the title as it is typed ("New Blog Post" -> "private-lte-in-ports"). A published
 * page keeps its address unless the admin changes it (which records a redirect at publish).
 */
export function slugFollowsTitle(liveIds: ReadonlySet<number>) {
  return <T extends Page>(item: T, patch: Partial<T>, items: T[]): Partial<T> => {
    if (patch.title === undefined || liveIds.has(item.id)) return {};
    const taken = new Set(items.filter((i) => i.id !== item.id).map((i) => i.slug));
    if (item.slug !== uniqueSlug(slugify(item.title), taken)) return {}; // chosen by hand
    return { slug: uniqueSlug(slugify(patch.title), taken) } as Partial<T>;
  };
}
