import { lazy, Suspense } from 'react';
import { matchPath, Route, Routes } from 'react-router';
import { ErrorBoundary } from '~/components/error-boundary';
import { ErrorScreen } from '~/components/error-screen';
import { SiteLayout } from '~/app/site-layout';
import { Toaster } from '~/components/ui/toaster';
import { SiteContentProvider, type SiteData } from '~/lib/site-data';
import { sitePages } from './site-pages';

// Each page is its own chunk; the admin area in particular is never downloaded by visitors.

const LoginPage = lazy(() => import('~/pages/admin/login-page'));
const SetupAdminPage = lazy(() => import('~/pages/setup-admin-page'));
const AdminApp = lazy(() => import('~/app/admin-app'));
const PreviewApp = lazy(() => import('./preview-app'));

/** Fetches the chunk of the public page at `pathname`, if it is one (main.tsx, before hydrating). */
export function preloadSitePage(pathname: string): Promise<unknown> {
  const page = sitePages.find(({ path }) => matchPath(path, pathname));
  return page ? page.Page.preload() : Promise.resolve();
}

export function App({ content }: { content: SiteData }) {
  return (
    <SiteContentProvider value={content}>
      <ErrorBoundary>
        <Suspense>
          <Routes>
            <Route element={<SiteLayout />}>
              {sitePages.map(({ path, Page }) => (
                <Route key={path} path={path} element={<Page />} />
              ))}
              <Route path="*" element={<ErrorScreen status={404} />} />
            </Route>
            <Route path="login" element={<LoginPage />} />
            <Route path="setup-admin" element={<SetupAdminPage />} />
            <Route path="admin/preview/*" element={<PreviewApp />} />
            <Route path="admin/*" element={<AdminApp />} />
          </Routes>
        </Suspense>
      </ErrorBoundary>
      <Toaster />
    </SiteContentProvider>
  );
}
