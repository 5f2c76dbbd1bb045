import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { Spinner } from '~/components/ui/spinner';
import { paths } from '~/config/paths';
import { useAuth } from './auth-provider';
import { useAdminMessages } from '~/lib/admin-messages';
import shellEnglish from '@shared/messages/compiled/en/adminShell.js';

/** Signed-in users only: a spinner while the session loads, the login page without one. */
export function RequireSession({ children }: { children: ReactNode }) {
  const { session, loading } = useAuth();
  const { layout } = useAdminMessages('adminShell', shellEnglish);
  if (loading) {
    return (
      <div className="flex min-h-screen items-center justify-center bg-background text-muted-foreground">
        <Spinner label={layout.loadingSession()} />
      </div>
    );
  }
  if (!session) return <Navigate to={paths.login} replace />;
  return children;
}
