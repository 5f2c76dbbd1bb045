import { lazy, Suspense } from 'react';
import { matchPath, Route, Routes } from 'react-router';
import { ErrorBoundary } from '~/components/error-boundary';
import { ErrorScreen } from '~/components/error-screen';
import { SiteLayout } from '~/app/site-layout';
import { Toaster } from '~/components/ui/toaster';
import { lazyWithPreload } from '~/lib/lazy-with-preload';

// Each page is its own chunk; the admin area in particular is never downloaded by visitors.

/** The public pages (inside the site layout): the ones prerendered at build time. */
const sitePages = [
  { path: '/', Page: lazyWithPreload(() => import('~/pages/home-page')) },
  { path: '/quote', Page: lazyWithPreload(() => import('~/pages/quote-page')) },
  { path: '/careers', Page: lazyWithPreload(() => import('~/pages/careers-page')) },
  { path: '/privacy-policy', Page: lazyWithPreload(() => import('~/pages/privacy-policy-page')) },
  {
    path: '/terms-of-service',
    Page: lazyWithPreload(() => import('~/pages/terms-of-service-page')),
  },
  { path: '/services/:slug', Page: lazyWithPreload(() => import('~/pages/service-page')) },
  { path: '/case-studies/:slug', Page: lazyWithPreload(() => import('~/pages/case-study-page')) },
];

const LoginPage = lazy(() => import('~/pages/admin/login-page'));
const SetupAdminPage = lazy(() => import('~/pages/setup-admin-page'));
const AdminApp = lazy(() => import('~/app/admin-app'));

/** Fetches the chunk of the public page at `pathname`, if it is one (main.tsx, before hydrating). */
export function preloadSitePage(pathname: string): Promise<unknown> {
  const page = sitePages.find(({ path }) => matchPath(path, pathname));
  return page ? page.Page.preload() : Promise.resolve();
}

export function App() {
  return (
    <>
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
            <Route path="admin/*" element={<AdminApp />} />
          </Routes>
        </Suspense>
      </ErrorBoundary>
      <Toaster />
    </>
  );
}
