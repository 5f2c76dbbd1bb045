import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { AuthProvider } from '~/features/auth/auth-provider';
import { RequireSession } from '~/features/auth/require-session';
import { LiveContentGate } from '~/features/publishing/live-content-gate';
import { AdminLayout } from './admin-layout';
import { DashboardPage } from './dashboard/dashboard-page';
import { BlogEditorPage } from './editors/blog-editor-page';
import { SettingsEditorPage } from './editors/settings-editor-page';
import { TeamEditorPage } from './editors/team-editor-page';
import { InboxPage } from './inbox/inbox-page';
import { UnsavedChangesProvider } from './unsaved-changes';

/** Admin pages composed in pages/ (handed in by the app, which sits above both floors). */
export interface AdminPage {
  path: string;
  element: ReactNode;
}

/** /admin/*: signed-in users only (spec section 2); a spinner while the session loads. */
function AdminGate({ pages }: { pages: AdminPage[] }) {
  return (
    <RequireSession>
      <UnsavedChangesProvider>
        <AdminLayout>
          <LiveContentGate>
            <Routes>
              <Route index element={<DashboardPage />} />
              <Route path="blog" element={<BlogEditorPage />} />
              <Route path="team" element={<TeamEditorPage />} />
              <Route path="settings" element={<SettingsEditorPage />} />
              <Route path="inbox" element={<InboxPage />} />
              {pages.map(({ path, element }) => (
                <Route key={path} path={path} element={element} />
              ))}
              <Route
                path="*"
                element={
                  <div className="space-y-2">
                    <h1 className="text-2xl font-semibold">Page not found</h1>
                    <p className="text-sm text-muted-foreground">This admin page does not exist.</p>
                  </div>
                }
              />
            </Routes>
          </LiveContentGate>
        </AdminLayout>
      </UnsavedChangesProvider>
    </RequireSession>
  );
}

export default function AdminApp({ pages = [] }: { pages?: AdminPage[] }) {
  return (
    <AuthProvider>
      <AdminGate pages={pages} />
    </AuthProvider>
  );
}
