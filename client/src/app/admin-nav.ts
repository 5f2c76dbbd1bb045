import { registration } from '@shared/lead-kinds/registration';
import { collectionDef, COLLECTION_NAMES } from '@shared/site-content/collections';
import { globalDef, GLOBAL_NAMES } from '@shared/site-content/globals';
import { ACCESS, mayUse, type Role, type RoleHolder } from '@shared/vocabularies/roles';
import { paths } from '~/config/paths';

// The admin area's pages as data: address, sidebar group and label, and who may open each. Their
// components and icons are admin-pages.tsx's. Plain data, so the browser tests read the sidebar
// a role sees from here instead of a list of their own.

/** The sidebar's groups, in order; the first has no heading. */
export const adminPageGroups = ['', 'Content', 'Leads', 'Administration'] as const;

export interface AdminNavEntry {
  href: string;
  /** The sidebar group it is listed under. */
  group: (typeof adminPageGroups)[number];
  /** The sidebar's label. */
  label: string;
  /** For "… is not available for your role": "The inbox". */
  what: string;
  /** Who sees it in the sidebar and may open it: an ACCESS list, like its API routes. */
  roles: readonly Role[];
  /** Which page it is: one of the fixed pages, or the editor of a collection or a global. */
  page:
    | { fixed: FixedAdminPage }
    | { collection: (typeof COLLECTION_NAMES)[number] }
    | { global: (typeof GLOBAL_NAMES)[number] };
}

const FIXED_PATHS = {
  dashboard: paths.admin.dashboard,
  analytics: paths.admin.analytics,
  history: paths.admin.history,
  reviews: paths.admin.reviews,
  schedules: paths.admin.schedules,
  inbox: paths.admin.inbox,
  // Only the sidebar links to it (not in config/paths: the public pages' first load carries that).
  // ?event=<id> picks an event, &view=door its check-in.
  registrations: '/admin/registrations',
  users: paths.admin.users,
  securityLog: paths.admin.securityLog,
  account: paths.admin.account,
} as const;
export type FixedAdminPage = keyof typeof FIXED_PATHS;

const fixed = (
  page: FixedAdminPage,
  entry: Omit<AdminNavEntry, 'page' | 'href'>,
): AdminNavEntry => ({ href: FIXED_PATHS[page], ...entry, page: { fixed: page } });

/** An editor per collection and global of the content, from their definitions. */
function contentEditors(): AdminNavEntry[] {
  const entry = (def: { title: string; editor: { path: string; what: string } }) => ({
    href: def.editor.path,
    group: 'Content' as const,
    label: def.title,
    what: def.editor.what,
    roles: ACCESS.content,
  });
  return [
    ...COLLECTION_NAMES.map((name) => ({
      ...entry(collectionDef(name)),
      page: { collection: name },
    })),
    ...GLOBAL_NAMES.map((name) => ({ ...entry(globalDef(name)), page: { global: name } })),
  ];
}

/**
 * Every page of the admin area, in sidebar order: its route, its sidebar item and its guard come
 * from this one list. A new page adds one entry and names its roles (the same ACCESS list as the
 * API routes it calls); a role without them sees no item, and opening the address directly
 * shows "Not available for your role".
 */
export const adminNav: AdminNavEntry[] = [
  fixed('dashboard', {
    group: '',
    label: 'Dashboard',
    what: 'The dashboard',
    roles: ACCESS.everyone,
  }),
  fixed('analytics', {
    group: '',
    label: 'Analytics',
    what: 'The analytics',
    roles: ACCESS.analytics,
  }),
  ...contentEditors(),
  fixed('history', {
    group: 'Content',
    label: 'History',
    what: 'The publishing history',
    roles: ACCESS.content,
  }),
  fixed('reviews', {
    group: 'Content',
    label: 'Reviews',
    what: 'The reviews',
    roles: ACCESS.content,
  }),
  fixed('schedules', {
    group: 'Content',
    label: 'Schedules',
    what: 'The publishing schedules',
    roles: ACCESS.content,
  }),
  fixed('inbox', { group: 'Leads', label: 'Inbox', what: 'The inbox', roles: ACCESS.leads }),
  fixed('registrations', {
    group: 'Leads',
    label: 'Registrations',
    what: 'The event registrations',
    roles: ACCESS[registration.access],
  }),
  fixed('users', {
    group: 'Administration',
    label: 'Users',
    what: 'Managing users',
    roles: ACCESS.owner,
  }),
  fixed('securityLog', {
    group: 'Administration',
    label: 'Security Log',
    what: 'The security log',
    roles: ACCESS.owner,
  }),
  fixed('account', {
    group: 'Administration',
    label: 'Account',
    what: 'Your account',
    roles: ACCESS.everyone,
  }),
];

/** What the sidebar lists for an account: each group's pages it may open, groups in order. */
export function sidebarGroups<Page extends Pick<AdminNavEntry, 'group' | 'roles'>>(
  account: RoleHolder | null | undefined,
  pages: readonly Page[],
) {
  return adminPageGroups.flatMap((group) => {
    const items = pages.filter((page) => page.group === group && mayUse(account, page.roles));
    return items.length === 0 ? [] : [{ group, items }];
  });
}
