import { paths } from '~/config/paths';

const stripTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/**
 * The sidebar rule: an item is current when the path equals its link or starts
 * with it, except the dashboard (/admin), which every admin path starts with and so needs
 * equality. "Starts with" is read per path segment: /admin/blog/1 matches /admin/blog,
 * /admin/blogroll does not.
 */
export function isNavItemActive(pathname: string, href: string): boolean {
  const path = stripTrailingSlash(pathname);
  const target = stripTrailingSlash(href);
  if (target === paths.admin.dashboard) return path === target;
  return path === target || path.startsWith(`${target}/`);
}
