import { Navigate, Route, Routes } from 'react-router';
import { Spinner } from '~/components/ui/spinner';
import { paths } from '~/config/paths';
import { AuthProvider, useAuth } from '~/features/auth';
import { AdminLayout } from './admin-layout';
import { DashboardPage } from '~/pages/admin/dashboard-page';
import { BlogEditorPage } from '~/pages/admin/blog-editor-page';
import { SettingsEditorPage } from '~/pages/admin/settings-editor-page';
import { TeamEditorPage } from '~/pages/admin/team-editor-page';
import { InboxPage } from '~/pages/admin/inbox-page';
import { UnsavedChangesProvider } from '~/features/admin/unsaved-changes';

/** /admin/*: signed-in users only (others go to /login); a spinner while the session loads. */
function AdminGate() {
  const { session, loading } = useAuth();
  if (loading) {
    return (
      <div className="flex min-h-screen items-center justify-center bg-background text-muted-foreground">
        <Spinner label="Loading session" />
      </div>
    );
  }
  if (!session) return <Navigate to={paths.login} replace />;
  return (
    <UnsavedChangesProvider>
      <AdminLayout>
        <Routes>
          <Route index element={<DashboardPage />} />
          <Route path="blog" element={<BlogEditorPage />} />
          <Route path="team" element={<TeamEditorPage />} />
          <Route path="settings" element={<SettingsEditorPage />} />
          <Route path="inbox" element={<InboxPage />} />
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
      </AdminLayout>
    </UnsavedChangesProvider>
  );
}

export default function AdminApp() {
  return (
    <AuthProvider>
      <AdminGate />
    </AuthProvider>
  );
}
