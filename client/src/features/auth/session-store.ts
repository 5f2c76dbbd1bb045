import type { LoginInput } from '@shared/schemas/auth';
import { SESSION_KEY } from '~/config/storage-keys';
import { createStorageKeySubscription } from '~/lib/storage-key-subscription';
import { logoutCall, passwordGrant, refreshGrant } from './auth-api';
import { AuthApiError, SessionMissingError } from './auth-errors';
import { isExpired, shouldRefresh, withRetry } from './refresh-policy';
import { readStoredSession, writeStoredSession, type Session } from './session-storage';

// The admin session (user, tokens, loading flag) as an external store: one source of
// truth for the auth provider, the admin API client and the timer. localStorage is its backing
// store; the storage event keeps every tab in step (a sign-out or refresh in one is seen by all).

export interface AuthState {
  session: Session | null;
  /** True until the stored session has been restored (and refreshed if it had expired). */
  loading: boolean;
}

let state: AuthState | null = null;

function current(): AuthState {
  state ??= { session: readStoredSession(), loading: true };
  return state;
}

// Another tab signed in, refreshed or signed out: adopt its session (a new access token only).
const storage = createStorageKeySubscription(SESSION_KEY, () => {
  const stored = readStoredSession();
  const { session, loading } = current();
  if (stored?.access_token === session?.access_token) return false;
  state = { session: stored, loading };
});

function setState(next: AuthState) {
  state = next;
  storage.emit();
}

/** Stores the session (or its absence) here and in localStorage, for the other tabs. */
function commit(session: Session | null) {
  writeStoredSession(session);
  setState({ session, loading: false });
}

export function getAuthState(): AuthState {
  return current();
}

export const subscribeAuth = storage.subscribe;

/** Serialises refreshes across tabs where the browser can (Web Locks); otherwise runs at once. */
function withTabLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? (locks.request('auth-session-refresh', task) as Promise<T>) : task();
}

let inFlight: Promise<Session | null> | null = null;

/**
 * Refreshes the session if it still needs it once this tab holds the lock: another tab may have
 * refreshed meanwhile, and then its session is adopted. `rejectedToken` (an access token the API
 * just refused) forces a refresh unless the stored token is already a newer one.
 * Resolves to the session after, or null when the server refused the refresh (signed out).
 * Rejects with the last error when retryable failures lasted the whole retry window.
 */
export function refreshSession(rejectedToken?: string): Promise<Session | null> {
  inFlight ??= withTabLock(async () => {
    const stored = readStoredSession();
    if (!stored) {
      if (current().session) commit(null);
      return null;
    }
    if (stored.access_token !== current().session?.access_token)
      setState({ ...current(), session: stored });
    const forced = rejectedToken !== undefined && rejectedToken === stored.access_token;
    if (!forced && !shouldRefresh(stored.expires_at, Date.now())) return stored;
    try {
      const next = await withRetry(() => refreshGrant(stored.refresh_token));
      commit(next);
      return next;
    } catch (error) {
      // A refused refresh token (revoked, rotated, expired): sign out cleanly.
      if (error instanceof AuthApiError && (error.status === 400 || error.status === 401)) {
        commit(null);
        return null;
      }
      throw error;
    }
  }).finally(() => {
    inFlight = null;
  });
  return inFlight;
}

/** One tick of the auto-refresh timer: refreshes when fewer than 3 ticks remain. */
export async function autoRefreshTick(): Promise<void> {
  const { session } = current();
  if (session && shouldRefresh(session.expires_at, Date.now())) await refreshSession();
}

/** Restores the stored session on start, refreshing it first if it has expired. */
export async function restoreSession(): Promise<void> {
  const stored = readStoredSession();
  if (stored && isExpired(stored.expires_at, Date.now())) {
    setState({ session: stored, loading: true });
    try {
      await refreshSession();
    } catch {
      // Network trouble: keep the session; the timer and the next request try again.
    }
  }
  setState({ session: readStoredSession(), loading: false });
}

export async function signIn(input: LoginInput): Promise<Session> {
  const session = await passwordGrant(input);
  commit(session);
  return session;
}

/**
 * Revokes the session on the server and forgets it here (and so in every tab), even when the
 * server call fails; the failure is returned for the caller to show.
 */
export async function signOut(): Promise<{ error?: Error }> {
  const { session } = current();
  try {
    if (session) await logoutCall(session.access_token);
    return {};
  } catch (error) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  } finally {
    commit(null);
  }
}

/** An access token that is not about to expire, refreshing first when needed. */
export async function validAccessToken(): Promise<string> {
  let session = current().session ?? readStoredSession();
  if (session && isExpired(session.expires_at, Date.now())) session = await refreshSession();
  if (!session) throw new SessionMissingError();
  return session.access_token;
}

/**
 * fetch for the admin API: adds the Bearer token, and when the API answers 401 refreshes once
 * and repeats the request; a refused refresh signs out (the guard then shows /login).
 */
export async function authorizedFetch(request: Request): Promise<Response> {
  const retry = request.clone();
  const token = await validAccessToken();
  request.headers.set('Authorization', `Bearer ${token}`);
  const response = await fetch(request);
  if (response.status !== 401) return response;
  const next = await refreshSession(token);
  if (!next) return response;
  retry.headers.set('Authorization', `Bearer ${next.access_token}`);
  return fetch(retry);
}
