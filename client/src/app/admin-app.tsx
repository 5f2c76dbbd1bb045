import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { Spinner } from '~/components/ui/spinner';
import { paths } from '~/config/paths';
import { AuthProvider, RequireSession, useAuth } from '~/features/auth';
import { LiveContentGate } from '~/features/publishing/live-content-gate';
import { AdminLayout } from './admin-layout';
import { DashboardPage } from '~/pages/admin/dashboard-page';
import { BlogEditorPage } from '~/pages/admin/blog-editor-page';
import { HistoryPage } from '~/pages/admin/history-page';
import { SettingsEditorPage } from '~/pages/admin/settings-editor-page';
import { TeamEditorPage } from '~/pages/admin/team-editor-page';
import { ServicesEditorPage } from '~/pages/admin/services-editor-page';
import { CaseStudiesEditorPage } from '~/pages/admin/case-studies-editor-page';
import { CareersEditorPage } from '~/pages/admin/careers-editor-page';
import { PartnersEditorPage } from '~/pages/admin/partners-editor-page';
import { LegalEditorPage } from '~/pages/admin/legal-editor-page';
import { ChatEditorPage } from '~/pages/admin/chat-editor-page';
import { RedirectsEditorPage } from '~/pages/admin/redirects-editor-page';
import { InboxPage } from '~/pages/admin/inbox-page';
import { UnsavedChangesProvider } from '~/features/admin/unsaved-changes';

const AccountPage = lazy(() => import('~/pages/admin/account-page'));
const UsersPage = lazy(() => import('~/pages/admin/users-page'));
const SecurityLogPage = lazy(() => import('~/pages/admin/security-log-page'));

/** Every admin must have a second factor and this one has none yet: the account page first. */
function MfaEnrolmentGate({ children }: { children: ReactNode }) {
  const { session } = useAuth();
  const { pathname } = useLocation();
  if (session?.mfa_enrolment_required && pathname !== paths.admin.account) {
    return <Navigate to={paths.admin.account} replace />;
  }
  return children;
}

/**
 * /admin/*: signed-in users only (others go to /login); a spinner while the session loads, then
 * while the live content loads (the working copy starts from it).
 */
export default function AdminApp() {
  return (
    <AuthProvider>
      <RequireSession>
        <MfaEnrolmentGate>
          <UnsavedChangesProvider>
            <AdminLayout>
              <LiveContentGate>
                <Suspense
                  fallback={<Spinner label="Loading page" className="text-muted-foreground" />}
                >
                  <Routes>
                    <Route index element={<DashboardPage />} />
                    <Route path="blog" element={<BlogEditorPage />} />
                    <Route path="team" element={<TeamEditorPage />} />
                    <Route path="services" element={<ServicesEditorPage />} />
                    <Route path="case-studies" element={<CaseStudiesEditorPage />} />
                    <Route path="careers" element={<CareersEditorPage />} />
                    <Route path="partners" element={<PartnersEditorPage />} />
                    <Route path="legal" element={<LegalEditorPage />} />
                    <Route path="chat" element={<ChatEditorPage />} />
                    <Route path="redirects" element={<RedirectsEditorPage />} />
                    <Route path="settings" element={<SettingsEditorPage />} />
                    <Route path="inbox" element={<InboxPage />} />
                    <Route path="history" element={<HistoryPage />} />
                    <Route path="account" element={<AccountPage />} />
                    <Route path="users" element={<UsersPage />} />
                    <Route path="security-log" element={<SecurityLogPage />} />
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
                </Suspense>
              </LiveContentGate>
            </AdminLayout>
          </UnsavedChangesProvider>
        </MfaEnrolmentGate>
      </RequireSession>
    </AuthProvider>
  );
}
