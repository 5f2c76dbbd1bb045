import type { LoginInput } from '@shared/schemas/auth';
import { SESSION_KEY } from '~/config/storage-keys';
import {
  logoutCall,
  otpGrant,
  passkeyGrant,
  passwordGrant,
  recoveryCodeGrant,
  refreshGrant,
} from './auth-api';
import { AuthApiError, SessionMissingError } from './auth-errors';
import { isExpired, shouldRefresh, withRetry } from './refresh-policy';
import { readSignedInHint, writeSignedInHint, type Session } from './session-storage';

// The session (user, access token, expiry, loading flag) as an external store: one source of
// truth for the auth provider, the admin API client and the timer. The tokens are held in this
// module only; each tab gets its own access token from the shared HttpOnly refresh cookie. The
// storage event of the no-secret hint tells the other tabs about a sign-out.

export interface AuthState {
  session: Session | null;
  /** True until the session has been restored from the refresh cookie (or found absent). */
  loading: boolean;
}

type Listener = () => void;
const listeners = new Set<Listener>();
let state: AuthState = { session: null, loading: true };

function setState(next: AuthState) {
  state = next;
  for (const listener of listeners) listener();
}

/** Keeps the session in memory; the hint tells later loads and the other tabs. */
function commit(session: Session | null) {
  writeSignedInHint(session?.user ?? null);
  setState({ session, loading: false });
}

export function getAuthState(): AuthState {
  return state;
}

function onStorage(event: StorageEvent) {
  if (event.key !== SESSION_KEY && event.key !== null) return;
  // Another tab signed out (and so ended the server session): follow it.
  if (!readSignedInHint() && state.session) setState({ session: null, loading: false });
}

export function subscribeAuth(listener: Listener): () => void {
  if (listeners.size === 0 && typeof window !== 'undefined')
    window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && typeof window !== 'undefined')
      window.removeEventListener('storage', onStorage);
  };
}

/**
 * Serialises refreshes across tabs where the browser can (Web Locks): the refresh cookie is
 * shared, and each rotation must start from the newest one.
 */
function withTabLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? (locks.request('auth-session-refresh', task) as Promise<T>) : task();
}

let inFlight: Promise<Session | null> | null = null;

/**
 * Refreshes the session with the refresh cookie, unless it no longer needs it once this tab
 * holds the lock. `rejectedToken` (an access token the API just refused) forces a refresh
 * unless this tab already holds a newer one. Resolves to the session after, or null when the
 * server refused the refresh (signed out). Rejects with the last error when retryable failures
 * lasted the whole retry window.
 */
export function refreshSession(rejectedToken?: string): Promise<Session | null> {
  inFlight ??= withTabLock(async () => {
    const current = state.session;
    const forced = rejectedToken !== undefined && rejectedToken === current?.access_token;
    if (current && !forced && !shouldRefresh(current.expires_at, Date.now())) return current;
    try {
      const next = await withRetry(() => refreshGrant());
      commit(next);
      return next;
    } catch (error) {
      // A refused refresh cookie (revoked, rotated, expired, absent): signed out.
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
  const { session } = state;
  if (session && shouldRefresh(session.expires_at, Date.now())) await refreshSession();
}

/** On start: a tab that was signed in before gets its access token from the refresh cookie. */
export async function restoreSession(): Promise<void> {
  if (state.session || !readSignedInHint()) {
    setState({ session: state.session, loading: false });
    return;
  }
  try {
    await refreshSession();
  } catch {
    // Network trouble: the admin shows the sign-in page; the cookie is still there for later.
  }
  setState({ session: state.session, loading: false });
}

export async function signIn(input: LoginInput): Promise<Session> {
  const session = await passwordGrant(input);
  commit(session);
  return session;
}

/** The second step after a 403 mfa_required: an app code, a recovery code or a passkey. */
export async function completeMfa(
  mfaToken: string,
  factor: { otp: string } | { recoveryCode: string } | { passkey: true },
): Promise<Session> {
  const session =
    'otp' in factor
      ? await otpGrant(mfaToken, factor.otp)
      : 'recoveryCode' in factor
        ? await recoveryCodeGrant(mfaToken, factor.recoveryCode)
        : await passkeyGrant(mfaToken);
  commit(session);
  return session;
}

/**
 * After a sign-in through the identity provider: its callback set the refresh cookie, and this
 * tab gets its session from it.
 */
export async function completeProviderSignIn(): Promise<Session> {
  const session = await withRetry(() => refreshGrant());
  commit(session);
  return session;
}

/** Signs in with a passkey alone. */
export async function signInWithPasskey(): Promise<Session> {
  const session = await passkeyGrant();
  commit(session);
  return session;
}

/**
 * Revokes the session on the server (which also clears the cookie) and forgets it here and in
 * every tab, even when the server call fails; the failure is returned for the caller to show.
 */
export async function signOut(): Promise<{ error?: Error }> {
  const { session } = state;
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
  let session = state.session;
  if (!session || isExpired(session.expires_at, Date.now())) session = await refreshSession();
  if (!session) throw new SessionMissingError();
  return session.access_token;
}

/** 403s that mean the session's account changed since its last token. */
const ACCOUNT_CHANGED = new Set(['forbidden', 'mfa_enrolment_required']);

/**
 * A 403 forbidden means the account's role no longer includes what the screen offered (an owner
 * changed it meanwhile); mfa_enrolment_required, that its role now needs a second factor. A
 * refresh brings the current role and duty, and the screens follow them.
 */
function followAccountChange(response: Response, token: string) {
  response
    .clone()
    .json()
    .then((body: { error?: string }) => {
      if (body.error && ACCOUNT_CHANGED.has(body.error)) return refreshSession(token);
    })
    .catch(() => {});
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
  if (response.status === 403) followAccountChange(response, token);
  if (response.status !== 401) return response;
  const next = await refreshSession(token);
  if (!next) return response;
  retry.headers.set('Authorization', `Bearer ${next.access_token}`);
  return fetch(retry);
}
