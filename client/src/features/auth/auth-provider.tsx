import type { LoginInput } from '@shared/schemas/auth';
import { mayUse, type Role } from '@shared/vocabularies/roles';
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
  completeMfa,
  completeProviderSignIn,
  getAuthState,
  refreshSession,
  restoreSession,
  signIn,
  signInWithPasskey,
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
  completeMfa: typeof completeMfa;
  signInWithPasskey: typeof signInWithPasskey;
  /** The session a sign-in through the identity provider left in the refresh cookie. */
  completeProviderSignIn: typeof completeProviderSignIn;
  signOut: () => Promise<{ error?: Error }>;
  /** Gets a new access token now, e.g. once a required second factor has been enrolled. */
  reloadSession: () => Promise<Session | null>;
}

const reloadSession = () => refreshSession(getAuthState().session?.access_token);

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
    () => ({
      ...state,
      user: state.session?.user ?? null,
      signIn,
      completeMfa,
      signInWithPasskey,
      completeProviderSignIn,
      signOut,
      reloadSession,
    }),
    [state],
  );
  return <AuthContext value={value}>{children}</AuthContext>;
}

export function useAuth(): AuthContextValue {
  const value = use(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}

/**
 * Whether one of the signed-in account's roles is among `allowed` (an `ACCESS.*` list). The roles
 * are those of the last token grant; the API checks it afresh on every request, and a 403 forbidden
 * brings the new one (session-store.ts), so the screens follow a change within a request.
 */
export function useMayUse(allowed: readonly Role[]): boolean {
  return mayUse(useAuth().user, allowed);
}
