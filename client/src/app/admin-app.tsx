import { Route, Routes } from 'react-router';
import { AuthProvider, RequireSession } from '~/features/auth';
import { LiveContentGate } from '~/features/publishing/live-content-gate';
import { AdminLayout } from './admin-layout';
import { DashboardPage } from '~/pages/admin/dashboard-page';
import { BlogEditorPage } from '~/pages/admin/blog-editor-page';
import { HistoryPage } from '~/pages/admin/history-page';
import { SettingsEditorPage } from '~/pages/admin/settings-editor-page';
import { TeamEditorPage } from '~/pages/admin/team-editor-page';
import { InboxPage } from '~/pages/admin/inbox-page';
import { UnsavedChangesProvider } from '~/features/admin/unsaved-changes';

/**
 * /admin/*: signed-in users only (others go to /login); a spinner while the session loads, then
 * while the live content loads (the working copy starts from it).
 */
export default function AdminApp() {
  return (
    <AuthProvider>
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
                <Route path="history" element={<HistoryPage />} />
                <Route
                  path="*"
                  element={
                    <div className="space-y-2">
                      <h1 className="text-2xl font-semibold">Page not found</h1>
                      <p className="text-sm text-muted-foreground">
                        This admin page does not exist.
                      </p>
                    </div>
                  }
                />
              </Routes>
            </LiveContentGate>
          </AdminLayout>
        </UnsavedChangesProvider>
      </RequireSession>
    </AuthProvider>
  );
}
