import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { Toaster } from '~/components/ui/toaster';
import { ErrorScreen } from '~/components/error-screen';

// Each page is its own chunk; the admin area in particular is never downloaded by visitors.
const HomePage = lazy(() => import('~/pages/home-page'));
const LoginPage = lazy(() => import('~/features/auth/login-page'));
const SetupAdminPage = lazy(() => import('~/features/setup-admin/setup-admin-page'));
const AdminApp = lazy(() => import('~/features/admin/admin-app'));

export function App() {
  return (
    <>
      <Suspense>
        <Routes>
          <Route index element={<HomePage />} />
          <Route path="login" element={<LoginPage />} />
          <Route path="setup-admin" element={<SetupAdminPage />} />
          <Route path="admin/*" element={<AdminApp />} />
          <Route path="*" element={<ErrorScreen status={404} />} />
        </Routes>
      </Suspense>
      <Toaster />
    </>
  );
}
