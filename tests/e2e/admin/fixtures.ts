import { createHash } from 'node:crypto';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { SESSION_KEY, SITE_DATA_KEY } from '../../../client/src/config/storage-keys';

// Shared set-up for the admin journeys. No credential is written down: the password is derived
// from the per-run setup token (E2E_SETUP_TOKEN, made by playwright.config.ts), and the account
// is created once per server by 01-setup.spec.ts or, when a spec runs alone, by
// createAdminIfMissing.

export { expect, SESSION_KEY, SITE_DATA_KEY };
/** The server whose access tokens live 20 s (its port is picked by playwright.config.ts). */
export const SHORT_TTL_URL = process.env.E2E_SHORT_TTL_URL!;

export function setupToken(): string {
  const token = process.env.E2E_SETUP_TOKEN;
  if (!token)
    throw new Error('E2E_SETUP_TOKEN is not set: run the browser tests with npm run test:e2e');
  return token;
}

export const admin = {
  email: 'admin@e2e.example.com',
  get password(): string {
    return `Pw-${createHash('sha256').update(`admin:${setupToken()}`).digest('base64url').slice(0, 24)}`;
  },
};

/**
 * Waits out a 429's Retry-After. The suite signs in dozens of times from one address, so it can
 * meet the token endpoint's per-IP minute; the wait is added to the running test's time limit.
 */
async function waitOutRateLimit(retryAfter: string | undefined) {
  const ms = Math.min(Number(retryAfter ?? '10') || 10, 60) * 1000 + 250;
  const info = runningTest();
  info?.setTimeout(info.timeout + ms);
  await new Promise((resolve) => setTimeout(resolve, ms));
}

/** The running test or hook; undefined in a worker fixture, which has its own time limit. */
function runningTest() {
  try {
    return base.info();
  } catch {
    return undefined;
  }
}

/** Sends, and after a 429 waits it out and tries again (three times at most). */
async function withRateLimitRetry<
  T extends { status(): number; headers(): Record<string, string> },
>(send: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    const response = await send();
    if (response.status() !== 429 || attempt >= 3) return response;
    await waitOutRateLimit(response.headers()['retry-after']);
  }
}

/**
 * Makes room for `needed` calls to the token endpoint within its per-IP minute, for a journey
 * that signs in through the page several times (where a 429 would show as a message, not be
 * retried): when fewer are left, waits for the window to reset. The probe asks for a grant
 * that does not exist, so it counts like any call but tries no password.
 */
export async function reserveSignIns(request: APIRequestContext, needed: number, baseURL = '') {
  const probe = await request.post(`${baseURL}/auth/token?grant_type=probe`, { data: {} });
  const headers = probe.headers();
  if (probe.status() === 429) return waitOutRateLimit(headers['retry-after']);
  const remaining = Number(headers['x-ratelimit-remaining']);
  if (Number.isFinite(remaining) && remaining < needed) {
    await waitOutRateLimit(headers['x-ratelimit-reset']);
  }
}

export async function adminExists(request: APIRequestContext, baseURL = ''): Promise<boolean> {
  const response = await request.get(`${baseURL}/api/setup`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { admin_exists: boolean }).admin_exists;
}

/** Creates the test admin through the setup API unless an account already exists. */
export async function createAdminIfMissing(
  request: APIRequestContext,
  baseURL = '',
): Promise<void> {
  if (await adminExists(request, baseURL)) return;
  const response = await withRateLimitRetry(() =>
    request.post(`${baseURL}/api/setup`, {
      data: { setup_token: setupToken(), email: admin.email, password: admin.password },
    }),
  );
  expect([201, 409]).toContain(response.status());
}

export interface StoredSession {
  access_token: string;
  refresh_token?: string;
  expires_at: number;
  user: { id: string; email: string };
}

/** Signs in through the token endpoint, without the UI. */
export async function apiLogin(request: APIRequestContext, baseURL = ''): Promise<StoredSession> {
  await createAdminIfMissing(request, baseURL);
  const response = await withRateLimitRetry(() =>
    request.post(`${baseURL}/auth/token?grant_type=password`, {
      data: { email: admin.email, password: admin.password },
    }),
  );
  expect(response.status()).toBe(200);
  return (await response.json()) as StoredSession;
}

/**
 * Signs the page's browser in without the form, as the client does (a password grant from the
 * page whose refresh token comes back as the HttpOnly cookie), then opens `path`. `session`
 * (an API client's own tokens) only names the account. `baseURL`: a server of the spec's own.
 */
export async function openSignedIn(
  page: Page,
  session: StoredSession,
  path = '/admin',
  baseURL = '',
) {
  await page.goto(`${baseURL}/login`);
  const signIn = () =>
    page.evaluate(
      async ({ email, password, key, user }) => {
        const response = await fetch('/auth/token?grant_type=password', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, password, refresh_token_transport: 'cookie' }),
        });
        if (response.ok) localStorage.setItem(key, JSON.stringify({ user }));
        const retryAfter = response.headers.get('retry-after') ?? '';
        return { status: response.status, retryAfter };
      },
      { email: admin.email, password: admin.password, key: SESSION_KEY, user: session.user },
    );
  const response = await withRateLimitRetry(async () => {
    const { status, retryAfter } = await signIn();
    return { status: () => status, headers: () => ({ 'retry-after': retryAfter }) };
  });
  expect(response.status()).toBe(200);
  await page.goto(`${baseURL}${path}`);
}

/** Signs in through the login page and waits for the dashboard. */
export async function login(page: Page, baseURL = '') {
  await page.goto(`${baseURL}/login`);
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
}

/** What the page keeps in localStorage: the signed-in user only, never a token. */
export async function readSignedInHint(
  page: Page,
): Promise<{ user: StoredSession['user'] } | null> {
  const raw = await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY);
  return raw ? (JSON.parse(raw) as { user: StoredSession['user'] }) : null;
}

/** The browser's refresh-token cookie (HttpOnly, so only the browser context can read it). */
export async function refreshCookie(page: Page) {
  const cookies = await page.context().cookies();
  return cookies.find((c) => c.name === 'admin_refresh_token');
}

export async function submitContact(
  request: APIRequestContext,
  data: { name: string; email: string; message: string },
) {
  const response = await withRateLimitRetry(() =>
    request.post('/api/contact-submissions', { data }),
  );
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: string };
}

export async function submitQuote(
  request: APIRequestContext,
  data: {
    name: string;
    email: string;
    company_name?: string;
    phone?: string;
    service_interest: string;
    project_details: string;
  },
) {
  const response = await withRateLimitRetry(() => request.post('/api/quote-requests', { data }));
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: string };
}

/** A short random suffix, so journeys can find their own rows among others'. */
export function uniqueTag(): string {
  return Math.random().toString(36).slice(2, 8);
}

/**
 * The admin journeys' test: `session` is one sign-in per worker (through the API, not the UI),
 * `adminPage` a page that holds it in localStorage and shows the dashboard.
 */
export const test = base.extend<{ adminPage: Page }, { session: StoredSession }>({
  session: [
    async ({ playwright }, use, workerInfo) => {
      const request = await playwright.request.newContext({
        baseURL: workerInfo.project.use.baseURL,
      });
      await use(await apiLogin(request));
      await request.dispose();
    },
    // Room to wait out one rate-limited minute (see waitOutRateLimit).
    { scope: 'worker', timeout: 150_000 },
  ],
  adminPage: async ({ page, session }, use) => {
    await openSignedIn(page, session, '/admin');
    await use(page);
  },
});

/** Asks the chat assistant `question` (it opens the chat first) and returns the dialog. */
export async function askChat(page: Page, question: string) {
  await page.getByRole('button', { name: 'Chat with the AI Engineer' }).click();
  const chat = page.getByRole('dialog', { name: 'AI Engineer' });
  const input = chat.getByPlaceholder('Ask about 5G, fiber, security...');
  await input.fill(question);
  await input.press('Enter');
  return chat;
}
