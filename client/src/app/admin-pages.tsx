import {
  CalendarClock,
  ChartNoAxesColumn,
  ClipboardCheck,
  DoorOpen,
  History,
  Inbox,
  LayoutDashboard,
  ScrollText,
  UserCog,
  UserRound,
  type LucideIcon,
} from 'lucide-react';
import { lazy, type ComponentType, type ReactNode } from 'react';
import { collectionDef, type CollectionName } from '@shared/site-content/collections';
import { globalDef, type GlobalName } from '@shared/site-content/globals';
import { adminIcons } from '~/components/admin-icons';
import { DocumentFigures } from '~/features/analytics/document-figures';
import { CollectionEditorPage } from '~/features/content-editors/collection-editor-page';
import { TranslationsPanel } from '~/features/content-editors/translations-panel';
import { WaitingReviewsBadge } from '~/features/publishing/waiting-reviews';
import { ChatEditorPage } from '~/pages/admin/chat-editor-page';
import { DashboardPage } from '~/pages/admin/dashboard-page';
import { HistoryPage } from '~/pages/admin/history-page';
import { InboxPage } from '~/pages/admin/inbox-page';
import { IdentityEditorPage } from '~/pages/admin/identity-editor-page';
import { LegalEditorPage } from '~/pages/admin/legal-editor-page';
import { PagesEditorPage } from '~/pages/admin/pages-editor-page';
import { SettingsEditorPage } from '~/pages/admin/settings-editor-page';
import { adminNav, type AdminNavEntry, type FixedAdminPage } from './admin-nav';

const AccountPage = lazy(() => import('~/pages/admin/account-page'));
const UsersPage = lazy(() => import('~/pages/admin/users-page'));
const SecurityLogPage = lazy(() => import('~/pages/admin/security-log-page'));
const AnalyticsPage = lazy(() => import('~/pages/admin/analytics-page'));
const ReviewsPage = lazy(() => import('~/pages/admin/reviews-page'));
const SchedulesPage = lazy(() => import('~/pages/admin/schedules-page'));
const RegistrationsPage = lazy(() => import('~/pages/admin/registrations-page'));

/** Each global's editor: a page of its own (collections share one, drawn from their fields). */
const globalEditors = {
  identity: IdentityEditorPage,
  pages: PagesEditorPage,
  settings: SettingsEditorPage,
  legal: LegalEditorPage,
  chat: ChatEditorPage,
} satisfies Record<GlobalName, ComponentType>;

/** What some collections' editors show of each item beside its fields. */
const itemExtras: Partial<Record<CollectionName, ComponentType<{ item: { id: number } }>>> = {
  downloads: ({ item }) => <DocumentFigures id={item.id} />,
};

interface FixedPage {
  icon: LucideIcon;
  Page: ComponentType;
  /** A count beside its sidebar item (what waits there for this account), if any. */
  badge?: ComponentType;
}

/** The fixed pages' icons and components (admin-nav.ts lists them). */
const fixedPages: Record<FixedAdminPage, FixedPage> = {
  dashboard: { icon: LayoutDashboard, Page: DashboardPage },
  analytics: { icon: ChartNoAxesColumn, Page: AnalyticsPage },
  history: { icon: ScrollText, Page: HistoryPage },
  reviews: { icon: ClipboardCheck, Page: ReviewsPage, badge: WaitingReviewsBadge },
  schedules: { icon: CalendarClock, Page: SchedulesPage },
  inbox: { icon: Inbox, Page: InboxPage },
  registrations: { icon: DoorOpen, Page: RegistrationsPage },
  users: { icon: UserCog, Page: UsersPage },
  securityLog: { icon: History, Page: SecurityLogPage },
  account: { icon: UserRound, Page: AccountPage },
};

export interface AdminPage extends AdminNavEntry {
  icon: LucideIcon;
  element: ReactNode;
  badge?: ComponentType;
}

/** A page of the admin area with its icon and what it shows. */
function withComponent(entry: AdminNavEntry): AdminPage {
  const { page } = entry;
  if ('fixed' in page) {
    const { icon, Page, badge } = fixedPages[page.fixed];
    return { ...entry, icon, element: <Page />, ...(badge ? { badge } : {}) };
  }
  if ('collection' in page) {
    const icon = adminIcons[collectionDef(page.collection).editor.icon];
    // Keyed: one editor component for every collection, so its draft must not carry over.
    const element = (
      <CollectionEditorPage
        key={page.collection}
        name={page.collection}
        icon={icon}
        Extra={itemExtras[page.collection]}
      />
    );
    return { ...entry, icon, element };
  }
  const Editor = globalEditors[page.global];
  const { title, editor } = globalDef(page.global);
  // Below each global's own editor, its texts in the site's other languages (none: nothing).
  const element = (
    <>
      <Editor />
      <div className="max-w-3xl">
        <TranslationsPanel prefix={`${page.global}/`} name={title.toLowerCase()} />
      </div>
    </>
  );
  return { ...entry, icon: adminIcons[editor.icon], element };
}

/** Every page of the admin area (admin-nav.ts), in sidebar order, with what it shows. */
export const adminPages: AdminPage[] = adminNav.map(withComponent);
