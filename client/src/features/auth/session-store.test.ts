import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_KEY } from '~/config/storage-keys';
import type { Session } from './session-storage';

// The session store against an in-memory localStorage and a mocked token endpoint.

const refreshGrant = vi.fn<(token: string) => Promise<Session>>();
const logoutCall = vi.fn<(token: string) => Promise<void>>();
vi.mock('./auth-api', () => ({
  refreshGrant: (token: string) => refreshGrant(token),
  logoutCall: (token: string) => logoutCall(token),
  passwordGrant: vi.fn(),
}));

const nowSec = () => Math.floor(Date.now() / 1000);
function session(n: number, ttl = 20): Session {
  return {
    access_token: `access-${n}`,
    refresh_token: `refresh-${n}`,
    token_type: 'bearer',
    expires_in: ttl,
    expires_at: nowSec() + ttl,
    user: { id: 'u1', email: 'admin@example.com' },
  };
}

let store: Map<string, string>;
let storageListeners: ((event: StorageEvent) => void)[];

/** A new instance of the store (and of the error classes it checks with instanceof). */
async function freshStore() {
  vi.resetModules();
  const auth = await import('./session-store');
  const { AuthApiError } = await import('./auth-errors');
  const { RetryableError } = await import('./refresh-policy');
  return Object.assign(auth, { AuthApiError, RetryableError });
}

beforeEach(() => {
  store = new Map();
  storageListeners = [];
  vi.stubGlobal('window', {
    localStorage: {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => store.set(k, v),
      removeItem: (k: string) => store.delete(k),
    },
    addEventListener: (_: string, fn: (event: StorageEvent) => void) => storageListeners.push(fn),
    removeEventListener: () => {},
  });
  refreshGrant.mockReset();
  logoutCall.mockReset();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('session store', () => {
  it('restores the stored session and refreshes it when under 3 ticks remain', async () => {
    store.set(SESSION_KEY, JSON.stringify(session(1)));
    refreshGrant.mockResolvedValue(session(2, 900));
    const auth = await freshStore();
    await auth.restoreSession();
    expect(auth.getAuthState()).toMatchObject({
      loading: false,
      session: { access_token: 'access-1' },
    });
    await auth.autoRefreshTick();
    expect(refreshGrant).toHaveBeenCalledWith('refresh-1');
    expect(auth.getAuthState().session?.access_token).toBe('access-2');
    expect(JSON.parse(store.get(SESSION_KEY)!).refresh_token).toBe('refresh-2');
    await auth.autoRefreshTick(); // 900 s left: nothing to do
    expect(refreshGrant).toHaveBeenCalledTimes(1);
  });

  it('signs out cleanly when the server refuses the refresh token', async () => {
    store.set(SESSION_KEY, JSON.stringify(session(1)));
    const auth = await freshStore();
    refreshGrant.mockRejectedValue(
      new auth.AuthApiError('Invalid refresh token', 400, 'invalid_grant'),
    );
    await auth.restoreSession();
    await auth.autoRefreshTick();
    expect(auth.getAuthState().session).toBeNull();
    expect(store.has(SESSION_KEY)).toBe(false);
  });

  it('retries a gateway failure and keeps the session', async () => {
    vi.useFakeTimers();
    store.set(SESSION_KEY, JSON.stringify(session(1)));
    const auth = await freshStore();
    refreshGrant
      .mockRejectedValueOnce(new auth.RetryableError('Bad Gateway', 502))
      .mockRejectedValueOnce(new auth.RetryableError('Failed to fetch'))
      .mockResolvedValueOnce(session(2, 900));
    const tick = auth.autoRefreshTick();
    await vi.advanceTimersByTimeAsync(200 + 400);
    await tick;
    expect(refreshGrant).toHaveBeenCalledTimes(3);
    expect(auth.getAuthState().session?.access_token).toBe('access-2');
  });

  it('adopts a session another tab has already refreshed', async () => {
    store.set(SESSION_KEY, JSON.stringify(session(1)));
    const auth = await freshStore();
    await auth.restoreSession();
    store.set(SESSION_KEY, JSON.stringify(session(5, 900))); // the other tab wrote it
    await auth.autoRefreshTick();
    expect(refreshGrant).not.toHaveBeenCalled();
    expect(auth.getAuthState().session?.access_token).toBe('access-5');
  });

  it('follows sign-outs and refreshes of other tabs through the storage event', async () => {
    store.set(SESSION_KEY, JSON.stringify(session(1, 900)));
    const auth = await freshStore();
    const listener = vi.fn();
    auth.subscribeAuth(listener);
    await auth.restoreSession();
    store.set(SESSION_KEY, JSON.stringify(session(2, 900)));
    storageListeners.forEach((fn) => fn({ key: SESSION_KEY } as StorageEvent));
    expect(auth.getAuthState().session?.access_token).toBe('access-2');
    store.delete(SESSION_KEY);
    storageListeners.forEach((fn) => fn({ key: SESSION_KEY } as StorageEvent));
    expect(auth.getAuthState().session).toBeNull();
    expect(listener).toHaveBeenCalled();
  });

  it('signs out locally even when the logout call fails, and reports it', async () => {
    store.set(SESSION_KEY, JSON.stringify(session(1, 900)));
    logoutCall.mockRejectedValue(new Error('Service Unavailable'));
    const auth = await freshStore();
    await auth.restoreSession();
    const result = await auth.signOut();
    expect(logoutCall).toHaveBeenCalledWith('access-1');
    expect(result.error?.message).toBe('Service Unavailable');
    expect(auth.getAuthState().session).toBeNull();
    expect(store.has(SESSION_KEY)).toBe(false);
  });
});
