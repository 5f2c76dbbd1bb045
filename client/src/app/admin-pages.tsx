import { collectionDef, COLLECTION_NAMES } from '@shared/site-content/collections';
import { globalDef, GLOBAL_NAMES, type GlobalName } from '@shared/site-content/globals';
import { ACCESS, type Role } from '@shared/schemas/roles';
import {
  CalendarClock,
  ChartNoAxesColumn,
  ClipboardCheck,
  History,
  Inbox,
  LayoutDashboard,
  ScrollText,
  UserCog,
  UserRound,
  type LucideIcon,
} from 'lucide-react';
import { lazy, type ComponentType, type ReactNode } from 'react';
import { adminIcons } from '~/components/admin-icons';
import { paths } from '~/config/paths';
import { CollectionEditorPage } from '~/features/content-editors/collection-editor-page';
import { DashboardPage } from '~/pages/admin/dashboard-page';
import { HistoryPage } from '~/pages/admin/history-page';
import { InboxPage } from '~/pages/admin/inbox-page';
import { IdentityEditorPage } from '~/pages/admin/identity-editor-page';
import { LegalEditorPage } from '~/pages/admin/legal-editor-page';
import { PagesEditorPage } from '~/pages/admin/pages-editor-page';
import { SettingsEditorPage } from '~/pages/admin/settings-editor-page';

const AccountPage = lazy(() => import('~/pages/admin/account-page'));
const UsersPage = lazy(() => import('~/pages/admin/users-page'));
const SecurityLogPage = lazy(() => import('~/pages/admin/security-log-page'));
const AnalyticsPage = lazy(() => import('~/pages/admin/analytics-page'));
const ReviewsPage = lazy(() => import('~/pages/admin/reviews-page'));
const SchedulesPage = lazy(() => import('~/pages/admin/schedules-page'));

/** Each global's editor: a page of its own (collections share one, drawn from their fields). */
const globalEditors = {
  identity: IdentityEditorPage,
  pages: PagesEditorPage,
  settings: SettingsEditorPage,
  legal: LegalEditorPage,
} satisfies Record<GlobalName, ComponentType>;

/** A page per collection and global of the content, from their definitions. */
function contentEditors(): AdminPage[] {
  const collections = COLLECTION_NAMES.map((name): AdminPage => {
    const { title, editor } = collectionDef(name);
    const icon = adminIcons[editor.icon];
    return {
      href: editor.path,
      group: 'Content',
      label: title,
      what: editor.what,
      icon,
      roles: ACCESS.content,
      // Keyed: one editor component for every collection, so its draft must not carry over.
      element: <CollectionEditorPage key={name} name={name} icon={icon} />,
    };
  });
  const globals = GLOBAL_NAMES.map((name): AdminPage => {
    const { title, editor } = globalDef(name);
    const Editor = globalEditors[name];
    return {
      href: editor.path,
      group: 'Content',
      label: title,
      what: editor.what,
      icon: adminIcons[editor.icon],
      roles: ACCESS.content,
      element: <Editor />,
    };
  });
  return [...collections, ...globals];
}

/** The sidebar's groups, in order; the first has no heading. */
export const adminPageGroups = ['', 'Content', 'Leads', 'Administration'] as const;

export interface AdminPage {
  href: string;
  /** The sidebar group it is listed under. */
  group: (typeof adminPageGroups)[number];
  /** The sidebar's label. */
  label: string;
  /** For "… is not available for your role": "The inbox". */
  what: string;
  icon: LucideIcon;
  /** Who sees it in the sidebar and may open it: an ACCESS list, like its API routes. */
  roles: readonly Role[];
  element: ReactNode;
}

/**
 * Every page of the admin area, in sidebar order: its route, its sidebar item and its guard come
 * from this one list. A new page adds one entry and names its roles (the same ACCESS list as the
 * API routes it calls); a role without them sees no item, and opening the address directly
 * shows "Not available for your role".
 */
export const adminPages: AdminPage[] = [
  {
    href: paths.admin.dashboard,
    group: '',
    label: 'Dashboard',
    what: 'The dashboard',
    icon: LayoutDashboard,
    roles: ACCESS.everyone,
    element: <DashboardPage />,
  },
  {
    href: paths.admin.analytics,
    group: '',
    label: 'Analytics',
    what: 'The analytics',
    icon: ChartNoAxesColumn,
    roles: ACCESS.analytics,
    element: <AnalyticsPage />,
  },
  ...contentEditors(),
  {
    href: paths.admin.history,
    group: 'Content',
    label: 'History',
    what: 'The publishing history',
    icon: ScrollText,
    roles: ACCESS.content,
    element: <HistoryPage />,
  },
  {
    href: paths.admin.reviews,
    group: 'Content',
    label: 'Reviews',
    what: 'The reviews',
    icon: ClipboardCheck,
    roles: ACCESS.content,
    element: <ReviewsPage />,
  },
  {
    href: paths.admin.schedules,
    group: 'Content',
    label: 'Schedules',
    what: 'The publishing schedules',
    icon: CalendarClock,
    roles: ACCESS.content,
    element: <SchedulesPage />,
  },
  {
    href: paths.admin.inbox,
    group: 'Leads',
    label: 'Inbox',
    what: 'The inbox',
    icon: Inbox,
    roles: ACCESS.leads,
    element: <InboxPage />,
  },
  {
    href: paths.admin.users,
    group: 'Administration',
    label: 'Users',
    what: 'Managing users',
    icon: UserCog,
    roles: ACCESS.owner,
    element: <UsersPage />,
  },
  {
    href: paths.admin.securityLog,
    group: 'Administration',
    label: 'Security Log',
    what: 'The security log',
    icon: History,
    roles: ACCESS.owner,
    element: <SecurityLogPage />,
  },
  {
    href: paths.admin.account,
    group: 'Administration',
    label: 'Account',
    what: 'Your account',
    icon: UserRound,
    roles: ACCESS.everyone,
    element: <AccountPage />,
  },
];
