import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { ErrorBoundary } from '~/components/error-boundary';
import { SiteLayout } from '~/app/site-layout';
import { Toaster } from '~/components/ui/toaster';
import { SiteSourceProvider, type SiteSource } from '~/lib/site-data';
import { PublicPage } from './public-page';

// Each page is its own chunk; the admin area in particular is never downloaded by visitors.

const LoginPage = lazy(() => import('~/pages/admin/login-page'));
const SetupAdminPage = lazy(() => import('~/pages/setup-admin-page'));
const AdminApp = lazy(() => import('~/app/admin-app'));
const AcceptInvitePage = lazy(() => import('~/pages/accept-invite-page'));
const PreviewApp = lazy(() => import('./preview-app'));

/** The app. `source` gives the public pages their data (lib/site-data/site-source.tsx). */
export function App({ source }: { source: SiteSource }) {
  return (
    <SiteSourceProvider value={source}>
      <ErrorBoundary>
        <Suspense>
          <Routes>
            <Route path="login" element={<LoginPage />} />
            <Route path="setup-admin" element={<SetupAdminPage />} />
            <Route path="accept-invite" element={<AcceptInvitePage />} />
            <Route path="admin/preview/*" element={<PreviewApp />} />
            <Route path="admin/*" element={<AdminApp />} />
            <Route element={<SiteLayout />}>
              <Route path="*" element={<PublicPage />} />
            </Route>
          </Routes>
        </Suspense>
      </ErrorBoundary>
      <Toaster />
    </SiteSourceProvider>
  );
}
