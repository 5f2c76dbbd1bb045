import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { ErrorBoundary } from '~/components/error-boundary';
import { ErrorScreen } from '~/components/error-screen';
import { SiteLayout } from '~/components/layout/site-layout';
import { Toaster } from '~/components/ui/toaster';

// Each page is its own chunk; the admin area in particular is never downloaded by visitors.
const HomePage = lazy(() => import('~/pages/home-page'));
const QuotePage = lazy(() => import('~/pages/quote-page'));
const CareersPage = lazy(() => import('~/pages/careers-page'));
const PrivacyPolicyPage = lazy(() => import('~/pages/privacy-policy-page'));
const TermsOfServicePage = lazy(() => import('~/pages/terms-of-service-page'));
const ServicePage = lazy(() => import('~/pages/service-page'));
const CaseStudyPage = lazy(() => import('~/pages/case-study-page'));
const LoginPage = lazy(() => import('~/features/auth/login-page'));
const SetupAdminPage = lazy(() => import('~/features/setup-admin/setup-admin-page'));
const AdminApp = lazy(() => import('~/features/admin/admin-app'));

export function App() {
  return (
    <>
      <ErrorBoundary>
        <Suspense>
          <Routes>
            <Route element={<SiteLayout />}>
              <Route index element={<HomePage />} />
              <Route path="quote" element={<QuotePage />} />
              <Route path="careers" element={<CareersPage />} />
              <Route path="privacy-policy" element={<PrivacyPolicyPage />} />
              <Route path="terms-of-service" element={<TermsOfServicePage />} />
              <Route path="services/:slug" element={<ServicePage />} />
              <Route path="case-studies/:slug" element={<CaseStudyPage />} />
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
