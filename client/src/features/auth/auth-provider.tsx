import type { LoginInput } from '@shared/schemas/auth';
import {
  createContext,
  use,
  useEffect,
  useMemo,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { startAutoRefresh } from './refresh-policy';
import {
  autoRefreshTick,
  getAuthState,
  restoreSession,
  signIn,
  signOut,
  subscribeAuth,
} from './session-store';
import type { Session } from './session-storage';

// The one auth provider of the app. Mounted only by the lazy login and admin modules, so a
// visitor of the public site never downloads it.

interface AuthContextValue {
  session: Session | null;
  user: Session['user'] | null;
  loading: boolean;
  signIn: (input: LoginInput) => Promise<Session>;
  signOut: () => Promise<{ error?: Error }>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

const serverSnapshot = { session: null, loading: true };

export function AuthProvider({ children }: { children: ReactNode }) {
  const state = useSyncExternalStore(subscribeAuth, getAuthState, () => serverSnapshot);

  useEffect(() => {
    void restoreSession();
    const stop = startAutoRefresh(autoRefreshTick);
    // Timers are throttled in background tabs: check again as soon as the tab is visible.
    const onVisible = () => {
      if (document.visibilityState === 'visible') void autoRefreshTick().catch(() => {});
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      stop();
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({ ...state, user: state.session?.user ?? null, signIn, signOut }),
    [state],
  );
  return <AuthContext value={value}>{children}</AuthContext>;
}

export function useAuth(): AuthContextValue {
  const value = use(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
