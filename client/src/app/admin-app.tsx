import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useState, type ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { Spinner } from '~/components/ui/spinner';
import { paths } from '~/config/paths';
import { AuthProvider, RequireSession, useAuth } from '~/features/auth';
import { DraftSyncGate } from '~/features/publishing/draft-sync-gate';
import { LiveContentGate } from '~/features/publishing/live-content-gate';
import { RoleGate } from '~/features/auth';
import { UnsavedChangesProvider } from '~/components/unsaved-changes';
import { useDocumentTitle } from '~/lib/use-document-title';
import { AdminMessagesGate, useAdminMessages } from '~/lib/admin-messages';
import shellEnglish from '@shared/messages/compiled/en/adminShell.js';
import { AdminLayout } from './admin-layout';
import { adminPages } from './admin-pages';
import { pageTexts } from './admin-nav-texts';

/** Every admin must have a second factor and this one has none yet: the account page first. */
function MfaEnrolmentGate({ children }: { children: ReactNode }) {
  const { session } = useAuth();
  const { pathname } = useLocation();
  if (session?.mfa_enrolment_required && pathname !== paths.admin.account) {
    return <Navigate to={paths.admin.account} replace />;
  }
  return children;
}

function AdminPageNotFound() {
  const { notFound } = useAdminMessages('adminShell', shellEnglish);
  useDocumentTitle(notFound.title());
  return (
    <div className="space-y-2">
      <h1 className="text-2xl font-semibold">{notFound.title()}</h1>
      <p className="text-sm text-muted-foreground">{notFound.text()}</p>
    </div>
  );
}

/** The admin's pages, each behind its roles; texts in the admin's language (loaded above). */
function AdminRoutes() {
  const t = useAdminMessages('adminShell', shellEnglish);
  return (
    <Suspense
      fallback={<Spinner label={t.layout.loadingPage()} className="text-muted-foreground" />}
    >
      <Routes>
        {adminPages.map((page) => {
          const { href, roles, element } = page;
          const gated = (
            <RoleGate roles={roles} what={pageTexts(page, t).what}>
              {element}
            </RoleGate>
          );
          return href === paths.admin.dashboard ? (
            <Route key={href} index element={gated} />
          ) : (
            <Route key={href} path={href.slice(paths.admin.dashboard.length + 1)} element={gated} />
          );
        })}
        <Route path="*" element={<AdminPageNotFound />} />
      </Routes>
    </Suspense>
  );
}

/**
 * /admin/*: signed-in users only (others go to /login); a spinner while the session loads, then
 * while the live content loads (the working copy starts from it).
 */
export default function AdminApp() {
  // The admin's server data (TanStack Query), one cache per visit: signing out unmounts it.
  const [queries] = useState(
    () =>
      new QueryClient({
        // A failed load says so at once and offers Retry; a tab regaining focus keeps its page.
        defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
      }),
  );
  return (
    <AdminMessagesGate>
      <QueryClientProvider client={queries}>
        <AuthProvider>
          <RequireSession>
            <MfaEnrolmentGate>
              <UnsavedChangesProvider>
                <AdminLayout>
                  <LiveContentGate>
                    <DraftSyncGate>
                      <AdminRoutes />
                    </DraftSyncGate>
                  </LiveContentGate>
                </AdminLayout>
              </UnsavedChangesProvider>
            </MfaEnrolmentGate>
          </RequireSession>
        </AuthProvider>
      </QueryClientProvider>
    </AdminMessagesGate>
  );
}
