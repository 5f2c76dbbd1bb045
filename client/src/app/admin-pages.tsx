import { ACCESS, type Role } from '@shared/schemas/roles';
import {
  FileText,
  History,
  Inbox,
  LayoutDashboard,
  Settings,
  UserCog,
  UserRound,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { lazy, type ReactNode } from 'react';
import { paths } from '~/config/paths';
import { BlogEditorPage } from '~/pages/admin/blog-editor-page';
import { DashboardPage } from '~/pages/admin/dashboard-page';
import { HistoryPage } from '~/pages/admin/history-page';
import { InboxPage } from '~/pages/admin/inbox-page';
import { SettingsEditorPage } from '~/pages/admin/settings-editor-page';
import { TeamEditorPage } from '~/pages/admin/team-editor-page';

const AccountPage = lazy(() => import('~/pages/admin/account-page'));
const UsersPage = lazy(() => import('~/pages/admin/users-page'));
const SecurityLogPage = lazy(() => import('~/pages/admin/security-log-page'));

export interface AdminPage {
  href: string;
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
    label: 'Dashboard',
    what: 'The dashboard',
    icon: LayoutDashboard,
    roles: ACCESS.everyone,
    element: <DashboardPage />,
  },
  {
    href: paths.admin.blog,
    label: 'Blog Posts',
    what: 'Editing blog posts',
    icon: FileText,
    roles: ACCESS.content,
    element: <BlogEditorPage />,
  },
  {
    href: paths.admin.team,
    label: 'Team Members',
    what: 'Editing team members',
    icon: Users,
    roles: ACCESS.content,
    element: <TeamEditorPage />,
  },
  {
    href: paths.admin.settings,
    label: 'Site Settings',
    what: 'Editing the site settings',
    icon: Settings,
    roles: ACCESS.content,
    element: <SettingsEditorPage />,
  },
  {
    href: paths.admin.inbox,
    label: 'Inbox',
    what: 'The inbox',
    icon: Inbox,
    roles: ACCESS.leads,
    element: <InboxPage />,
  },
  {
    href: paths.admin.users,
    label: 'Users',
    what: 'Managing users',
    icon: UserCog,
    roles: ACCESS.owner,
    element: <UsersPage />,
  },
  {
    href: paths.admin.securityLog,
    label: 'Security Log',
    what: 'The security log',
    icon: History,
    roles: ACCESS.owner,
    element: <SecurityLogPage />,
  },
  {
    href: paths.admin.account,
    label: 'Account',
    what: 'Your account',
    icon: UserRound,
    roles: ACCESS.everyone,
    element: <AccountPage />,
  },
  {
    href: paths.admin.history,
    label: 'History',
    what: 'The publishing history',
    icon: History,
    roles: ACCESS.content,
    element: <HistoryPage />,
  },
];
