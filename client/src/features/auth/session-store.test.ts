import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_KEY } from '~/config/storage-keys';
import type { Session } from './session-storage';

// The session store against an in-memory localStorage and a mocked token endpoint. The refresh
// token is an HttpOnly cookie the browser sends itself, so the mocked grant takes no argument.

const refreshGrant = vi.fn<() => Promise<Session>>();
const logoutCall = vi.fn<(token: string) => Promise<void>>();
const passwordGrant = vi.fn<() => Promise<Session>>();
vi.mock('./auth-api', () => ({
  refreshGrant: () => refreshGrant(),
  logoutCall: (token: string) => logoutCall(token),
  passwordGrant: () => passwordGrant(),
  otpGrant: vi.fn(),
  recoveryCodeGrant: vi.fn(),
  passkeyGrant: vi.fn(),
}));

const nowSec = () => Math.floor(Date.now() / 1000);
function session(n: number, ttl = 20, role: Session['user']['role'] = 'owner'): Session {
  return {
    access_token: `access-${n}`,
    token_type: 'bearer',
    expires_in: ttl,
    expires_at: nowSec() + ttl,
    user: { id: 'u1', email: 'admin@example.com', role, extra_roles: [] },
  };
}
const hint = JSON.stringify({ user: { id: 'u1', email: 'admin@example.com' } });

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
  passwordGrant.mockReset();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('session store', () => {
  it('keeps the tokens in memory only: localStorage holds the user, no secret', async () => {
    passwordGrant.mockResolvedValue(session(1, 900));
    const auth = await freshStore();
    await auth.signIn({ email: 'admin@example.com', password: 'x' });
    expect(auth.getAuthState().session?.access_token).toBe('access-1');
    expect(store.get(SESSION_KEY)).toBe(hint);
    expect([...store.values()].join()).not.toContain('access-1');
  });

  it('a new page that was signed in gets its access token from the refresh cookie', async () => {
    store.set(SESSION_KEY, hint);
    refreshGrant.mockResolvedValue(session(2, 900));
    const auth = await freshStore();
    await auth.restoreSession();
    expect(refreshGrant).toHaveBeenCalledTimes(1);
    expect(auth.getAuthState()).toMatchObject({
      loading: false,
      session: { access_token: 'access-2' },
    });
  });

  it('a page never signed in asks nothing of the server', async () => {
    const auth = await freshStore();
    await auth.restoreSession();
    expect(refreshGrant).not.toHaveBeenCalled();
    expect(auth.getAuthState()).toEqual({ loading: false, session: null });
  });

  it('refreshes when under 3 ticks remain, not before', async () => {
    store.set(SESSION_KEY, hint);
    refreshGrant.mockResolvedValueOnce(session(1, 20)).mockResolvedValueOnce(session(2, 900));
    const auth = await freshStore();
    await auth.restoreSession();
    await auth.autoRefreshTick();
    expect(auth.getAuthState().session?.access_token).toBe('access-2');
    await auth.autoRefreshTick(); // 900 s left: nothing to do
    expect(refreshGrant).toHaveBeenCalledTimes(2);
  });

  it('signs out cleanly when the server refuses the refresh cookie', async () => {
    store.set(SESSION_KEY, hint);
    const auth = await freshStore();
    refreshGrant.mockRejectedValue(
      new auth.AuthApiError('Invalid refresh token', 400, 'invalid_grant'),
    );
    await auth.restoreSession();
    expect(auth.getAuthState().session).toBeNull();
    expect(store.has(SESSION_KEY)).toBe(false);
  });

  it('retries a gateway failure and keeps the session', async () => {
    vi.useFakeTimers();
    store.set(SESSION_KEY, hint);
    const auth = await freshStore();
    refreshGrant.mockResolvedValueOnce(session(1));
    await auth.restoreSession();
    refreshGrant
      .mockRejectedValueOnce(new auth.RetryableError('Bad Gateway', 502))
      .mockRejectedValueOnce(new auth.RetryableError('Failed to fetch'))
      .mockResolvedValueOnce(session(2, 900));
    const tick = auth.autoRefreshTick();
    await vi.advanceTimersByTimeAsync(200 + 400);
    await tick;
    expect(refreshGrant).toHaveBeenCalledTimes(4);
    expect(auth.getAuthState().session?.access_token).toBe('access-2');
  });

  it('follows a sign-out of another tab through the storage event', async () => {
    passwordGrant.mockResolvedValue(session(1, 900));
    const auth = await freshStore();
    const listener = vi.fn();
    auth.subscribeAuth(listener);
    await auth.signIn({ email: 'admin@example.com', password: 'x' });
    store.delete(SESSION_KEY);
    storageListeners.forEach((fn) => fn({ key: SESSION_KEY } as StorageEvent));
    expect(auth.getAuthState().session).toBeNull();
    expect(listener).toHaveBeenCalled();
  });

  it('signs out locally even when the logout call fails, and reports it', async () => {
    passwordGrant.mockResolvedValue(session(1, 900));
    logoutCall.mockRejectedValue(new Error('Service Unavailable'));
    const auth = await freshStore();
    await auth.signIn({ email: 'admin@example.com', password: 'x' });
    const result = await auth.signOut();
    expect(logoutCall).toHaveBeenCalledWith('access-1');
    expect(result.error?.message).toBe('Service Unavailable');
    expect(auth.getAuthState().session).toBeNull();
    expect(store.has(SESSION_KEY)).toBe(false);
  });
  it('a hint written before roles existed (no role) still restores the session', async () => {
    store.set(SESSION_KEY, JSON.stringify({ user: { id: 'u1', email: 'admin@example.com' } }));
    refreshGrant.mockResolvedValue(session(2, 900, 'sales'));
    const auth = await freshStore();
    await auth.restoreSession();
    expect(auth.getAuthState().session?.user.role).toBe('sales');
  });

  it('a 403 about the account (role, second factor) brings its current state at once', async () => {
    passwordGrant.mockResolvedValue(session(1, 900, 'sales'));
    refreshGrant.mockResolvedValue(session(2, 900, 'editor'));
    const fetchMock = vi.fn(async () =>
      Response.json(
        { error: 'forbidden', message: 'Not available for your role' },
        { status: 403 },
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const auth = await freshStore();
    await auth.signIn({ email: 'admin@example.com', password: 'x' });
    const response = await auth.authorizedFetch(
      new Request('http://site.test/api/contact-submissions'),
    );
    expect(response.status).toBe(403);
    await vi.waitFor(() => expect(auth.getAuthState().session?.user.role).toBe('editor'));
    expect(refreshGrant).toHaveBeenCalledTimes(1);

    // A role that now needs a second factor: the new token says so, and the admin follows.
    refreshGrant.mockResolvedValue({ ...session(3, 900, 'owner'), mfa_enrolment_required: true });
    fetchMock.mockResolvedValueOnce(
      Response.json({ error: 'mfa_enrolment_required', message: 'x' }, { status: 403 }),
    );
    await auth.authorizedFetch(new Request('http://site.test/api/site-content/versions'));
    await vi.waitFor(() => expect(auth.getAuthState().session?.mfa_enrolment_required).toBe(true));
    expect(refreshGrant).toHaveBeenCalledTimes(2);

    // Not a 403 that says nothing about the account (the same session stays).
    fetchMock.mockResolvedValueOnce(
      Response.json({ error: 'signup_disabled', message: 'x' }, { status: 403 }),
    );
    await auth.authorizedFetch(new Request('http://site.test/api/contact-submissions'));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(refreshGrant).toHaveBeenCalledTimes(2);
  });
});
