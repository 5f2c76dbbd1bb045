import { ACCESS, type Role } from '@shared/schemas/roles';
import {
  Briefcase,
  FileText,
  Handshake,
  History,
  Inbox,
  LayoutDashboard,
  MessageSquareText,
  Scale,
  ScrollText,
  Settings,
  Signpost,
  Trophy,
  UserCog,
  UserRound,
  Users,
  Wrench,
  type LucideIcon,
} from 'lucide-react';
import { lazy, type ReactNode } from 'react';
import { paths } from '~/config/paths';
import { BlogEditorPage } from '~/pages/admin/blog-editor-page';
import { CareersEditorPage } from '~/pages/admin/careers-editor-page';
import { CaseStudiesEditorPage } from '~/pages/admin/case-studies-editor-page';
import { ChatEditorPage } from '~/pages/admin/chat-editor-page';
import { DashboardPage } from '~/pages/admin/dashboard-page';
import { HistoryPage } from '~/pages/admin/history-page';
import { InboxPage } from '~/pages/admin/inbox-page';
import { LegalEditorPage } from '~/pages/admin/legal-editor-page';
import { PartnersEditorPage } from '~/pages/admin/partners-editor-page';
import { RedirectsEditorPage } from '~/pages/admin/redirects-editor-page';
import { ServicesEditorPage } from '~/pages/admin/services-editor-page';
import { SettingsEditorPage } from '~/pages/admin/settings-editor-page';
import { TeamEditorPage } from '~/pages/admin/team-editor-page';

const AccountPage = lazy(() => import('~/pages/admin/account-page'));
const UsersPage = lazy(() => import('~/pages/admin/users-page'));
const SecurityLogPage = lazy(() => import('~/pages/admin/security-log-page'));

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
    href: paths.admin.blog,
    group: 'Content',
    label: 'Blog Posts',
    what: 'Editing blog posts',
    icon: FileText,
    roles: ACCESS.content,
    element: <BlogEditorPage />,
  },
  {
    href: paths.admin.services,
    group: 'Content',
    label: 'Services',
    what: 'Editing the services',
    icon: Wrench,
    roles: ACCESS.content,
    element: <ServicesEditorPage />,
  },
  {
    href: paths.admin.caseStudies,
    group: 'Content',
    label: 'Case Studies',
    what: 'Editing the case studies',
    icon: Trophy,
    roles: ACCESS.content,
    element: <CaseStudiesEditorPage />,
  },
  {
    href: paths.admin.careers,
    group: 'Content',
    label: 'Careers',
    what: 'Editing the job openings',
    icon: Briefcase,
    roles: ACCESS.content,
    element: <CareersEditorPage />,
  },
  {
    href: paths.admin.partners,
    group: 'Content',
    label: 'Partners',
    what: 'Editing the partners',
    icon: Handshake,
    roles: ACCESS.content,
    element: <PartnersEditorPage />,
  },
  {
    href: paths.admin.team,
    group: 'Content',
    label: 'Team Members',
    what: 'Editing team members',
    icon: Users,
    roles: ACCESS.content,
    element: <TeamEditorPage />,
  },
  {
    href: paths.admin.legal,
    group: 'Content',
    label: 'Legal Pages',
    what: 'Editing the legal pages',
    icon: Scale,
    roles: ACCESS.content,
    element: <LegalEditorPage />,
  },
  {
    href: paths.admin.chat,
    group: 'Content',
    label: 'Chat Answers',
    what: 'Editing the chat answers',
    icon: MessageSquareText,
    roles: ACCESS.content,
    element: <ChatEditorPage />,
  },
  {
    href: paths.admin.redirects,
    group: 'Content',
    label: 'Redirects',
    what: 'Editing the redirects',
    icon: Signpost,
    roles: ACCESS.content,
    element: <RedirectsEditorPage />,
  },
  {
    href: paths.admin.settings,
    group: 'Content',
    label: 'Site Settings',
    what: 'Editing the site settings',
    icon: Settings,
    roles: ACCESS.content,
    element: <SettingsEditorPage />,
  },
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
