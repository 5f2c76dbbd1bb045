import type { Role } from '../../shared/vocabularies/roles';
import type { AppConfig } from '../../server/src/config/app-config';
import { buildApp, type BuildAppOptions } from '../../server/src/app';
import { hashPassword } from '../../server/src/lib/password';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-0123456789';
export const SETUP_TOKEN = 'test-setup-token-0123456789';
export const ADMIN = { email: 'admin@firm.example', password: 'a long enough password' };

export type TestApp = Awaited<ReturnType<typeof buildApp>>;

/** An app on an in-memory database, rate limits off unless a test turns them on. */
export async function createTestApp(overrides: Partial<BuildAppOptions> = {}): Promise<TestApp> {
  const app = await buildApp({
    jwtSecret: TEST_JWT_SECRET,
    adminSetupToken: SETUP_TOKEN,
    ...overrides,
  });
  await app.ready();
  return onPublicHost(app);
}

/**
 * With PUBLIC_ORIGIN set, `inject` calls name its host unless they name another, as a browser
 * on the site does: any other host is redirected (plugins/external/one-host.ts).
 */
export function onPublicHost(app: TestApp): TestApp {
  const origin = app.config.publicOrigin;
  if (!origin) return app;
  const host = new URL(origin).host;
  const inject = app.inject.bind(app) as (options: object) => unknown;
  app.inject = ((options?: string | { headers?: Record<string, unknown> }) => {
    if (typeof options !== 'object') return inject(options as never);
    return inject({ ...options, headers: { host, ...options.headers } });
  }) as typeof app.inject;
  return app;
}

/** A clock tests move by hand, so session lifetimes are tested without waiting. */
export function manualClock(start = Date.parse('2030-01-01T00:00:00Z')) {
  let t = start;
  const now: AppConfig['now'] = () => t;
  return { now, advance: (ms: number) => void (t += ms) };
}

export interface Tokens {
  access_token: string;
  refresh_token: string;
  expires_at: number;
  user: { id: string; email: string; role: Role };
}

/** Creates the admin through the setup endpoint (once per app) and signs in. */
export async function createAdmin(app: TestApp): Promise<void> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/setup',
    payload: { setup_token: SETUP_TOKEN, ...ADMIN },
  });
  if (res.statusCode !== 201) throw new Error(`setup failed: ${res.statusCode} ${res.body}`);
}

export async function login(app: TestApp): Promise<Tokens> {
  const res = await app.inject({
    method: 'POST',
    url: '/auth/token?grant_type=password',
    payload: ADMIN,
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return res.json<Tokens>();
}

/**
 * An account of `role` (written through the repository, as an accepted invitation would make
 * it), signed in. The admin of createAdmin is the owner; this makes the others.
 */
export async function signInWithRole(
  app: TestApp,
  role: Role,
  email = `${role}-${Math.random().toString(36).slice(2, 8)}@firm.example`,
): Promise<Tokens> {
  app.repos.users.create(email, await hashPassword(ADMIN.password), role);
  const res = await passwordGrant(app, email, ADMIN.password);
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return res.json<Tokens>();
}

export async function refresh(app: TestApp, refreshToken: string) {
  return app.inject({
    method: 'POST',
    url: '/auth/token?grant_type=refresh_token',
    payload: { refresh_token: refreshToken },
  });
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Signs in with any account; the whole response (a 403 mfa_required is not an error here). */
export function passwordGrant(app: TestApp, email: string, password: string) {
  return app.inject({
    method: 'POST',
    url: '/auth/token?grant_type=password',
    payload: { email, password },
  });
}

/** A JSON call with a Bearer token. */
export function call(
  app: TestApp,
  token: string,
  method: 'GET' | 'POST' | 'DELETE' | 'PATCH',
  url: string,
  payload?: object,
) {
  return app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
}
