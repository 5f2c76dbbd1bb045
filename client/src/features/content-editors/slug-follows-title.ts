import { slugify, uniqueSlug } from '@shared/site-content/slug';

type Page = { id: number; slug?: unknown } & Record<string, unknown>;

/**
 * While a page was never published and its slug is still the one made from its title (or
 * name), the slug follows the title as it is typed ("" -> "private-lte-in-ports"). A published
 * page keeps its address unless the admin changes it (which records a redirect at publish).
 */
export function slugFollowsTitle(liveIds: ReadonlySet<number>, from = 'title') {
  return <T extends Page>(item: T, patch: Partial<T>, items: T[]): Partial<T> => {
    const typed = patch[from];
    if (typeof typed !== 'string' || liveIds.has(item.id)) return {};
    const taken = new Set(items.filter((i) => i.id !== item.id).map((i) => String(i.slug)));
    if (item.slug !== uniqueSlug(slugify(String(item[from] ?? '')), taken)) return {}; // by hand
    return { slug: uniqueSlug(slugify(typed), taken) } as Partial<T>;
  };
}
