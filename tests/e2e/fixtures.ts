import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { appendFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { ContactSubmissionInput, QuoteRequestInput } from '@shared/schemas/lead-kind-schemas';
import type { Role } from '@shared/vocabularies/roles';
import type { LiveSiteContent, Published } from '@shared/site-content/api-schemas';
import { SESSION_KEY } from '../../client/src/config/storage-keys';
import {
  apiCall,
  createFirstAdmin,
  enrolTotp,
  inviteAdmin,
  passwordGrant,
  totpCode,
  uniqueTag,
  type Account,
  type Grant,
} from './support/accounts';
import { startCpuMeter } from './support/cpu-meter';
import { startServer, type TestServer } from './support/server';

// The browser tests' fixtures (README.md beside this file): every worker has servers of its
// own, each test gets its state from here, and only the sign-in journeys use the login form.

export { expect, totpCode, uniqueTag, type Account, type TestServer };

export interface SignInOptions {
  /** The account; the server's first admin (`admin`) by default. */
  as?: Account;
  /** Opened once signed in; '/admin' by default. */
  path?: string;
  /** The server's address as the page uses it, e.g. http://localhost:<port> for passkeys. */
  origin?: string;
}

/** What a form's 201 answers: the lead's id and its reference (Q-2026-0001). */
interface Created {
  id: string;
  reference: string;
}

export interface Seed {
  /** A contact message through the public form API, as a visitor sends it; returns its id. */
  contact(data?: Partial<ContactSubmissionInput>): Promise<Created & ContactSubmissionInput>;
  /** A quote request through the public form API. */
  quote(data?: Partial<QuoteRequestInput>): Promise<Created & QuoteRequestInput>;
  /** A job application with a small PDF as its CV, for the first published opening. */
  application(
    data?: Partial<{ name: string; email: string }>,
  ): Promise<Created & { name: string; email: string }>;
  /**
   * Publishes the live content as `change` returns it (PUT /api/site-content as the admin).
   * Only on a server of the test's own (`freshServer`): it changes every page for everyone.
   */
  publish(
    change: (content: LiveSiteContent['content']) => LiveSiteContent['content'],
  ): Promise<Published>;
}

export interface ServerOptions {
  /**
   * Settings of this test's server: environment variables laid over the defaults of
   * support/server.ts (production, RATE_LIMIT=off). The worker keeps one server per set of
   * settings and shares it among the tests that ask for the same.
   */
  serverEnv: Record<string, string>;
  /** A server (and database) of this test's own, started for it and stopped after it. */
  freshServer: boolean;
  /**
   * With `freshServer`: a server whose clock the test moves forward (`server.jumpClock(to)`),
   * for what happens at a set time, instead of waiting for it.
   */
  serverClock: boolean;
}

export interface Fixtures {
  /** This test's server; `baseURL` (page.goto('/...'), request) points at it. */
  server: TestServer;
  /** The server's first admin (created through the setup API on first use). */
  admin: Account;
  /** `page`, signed in as `admin` (no form), showing the dashboard. */
  adminPage: Page;
  /** An API client with the admin's access token (Authorization: Bearer). */
  adminApi: APIRequestContext;
  /** Signs a page in without the form and opens a path (see SignInOptions). */
  signIn(page: Page, options?: SignInOptions): Promise<Page>;
  /**
   * Another admin account on this test's server (an owner unless `role` says otherwise),
   * invited by `admin` and accepted; with
   * `totp: true` it has an authenticator app (Account.totp; it then signs in through the form).
   */
  createAdmin(options?: {
    email?: string;
    password?: string;
    /** owner by default. */
    role?: Role;
    totp?: boolean;
  }): Promise<Account>;
  seed: Seed;
}

export interface WorkerFixtures {
  /** The worker's shared servers, started on first use, one per set of settings. */
  servers: { get(env: Record<string, string>): Promise<TestServer> };
}

/** Per server: its first admin, and an access token per account kept while it is fresh. */
const firstAdmins = new WeakMap<TestServer, Promise<Account>>();
const tokens = new WeakMap<TestServer, Map<string, Promise<Grant>>>();

function firstAdmin(server: TestServer): Promise<Account> {
  let admin = firstAdmins.get(server);
  if (!admin) firstAdmins.set(server, (admin = createFirstAdmin(server)));
  return admin;
}

/** A bearer token for `account`, reused while more than half of its lifetime is left. */
async function accessToken(server: TestServer, account: Account): Promise<string> {
  const byAccount = tokens.get(server) ?? new Map<string, Promise<Grant>>();
  tokens.set(server, byAccount);
  const ttl = Number(server.env.ACCESS_TOKEN_TTL || 900);
  const cached = await byAccount.get(account.email)?.catch(() => null);
  if (cached && cached.expires_at - Date.now() / 1000 > ttl / 2) return cached.access_token;
  const grant = passwordGrant(server.url, account);
  byAccount.set(account.email, grant);
  return (await grant).access_token;
}

/**
 * Deletes the account's draft of the site content on the server, if it has one (none to delete
 * when the account cannot sign in with its password alone).
 */
async function discardDraft(server: TestServer, account: Account): Promise<void> {
  const token = await accessToken(server, account).catch(() => null);
  if (!token) return;
  const headers = { authorization: `Bearer ${token}` };
  const answer = await fetch(`${server.url}/api/site-content/draft`, { headers });
  const draft = answer.ok
    ? ((await answer.json()) as { draft: { revision: number } | null }).draft
    : null;
  if (!draft) return;
  await fetch(`${server.url}/api/site-content/draft?revision=${draft.revision}`, {
    method: 'DELETE',
    headers,
  });
}

/** Set up for every test, used by none. */
export interface Meters {
  cpuMeter: void;
}

export const test = base.extend<ServerOptions & Fixtures & Meters, WorkerFixtures>({
  // E2E_CPU=<file>: a line per test with the CPU seconds its worker's process tree spent (total,
  // Chromium, servers, the rest), its seconds, its file and title (support/cpu-meter.ts;
  // `node scripts/e2e-cpu.mjs <file>` sums them per spec file).
  cpuMeter: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function asks for
    async ({}, use, testInfo) => {
      const file = process.env.E2E_CPU;
      if (!file) return await use();
      const started = Date.now();
      const stop = startCpuMeter();
      await use();
      const { chromium = 0, server = 0, other = 0 } = stop();
      const figures = [chromium + server + other, chromium, server, other];
      const fields = [...figures, (Date.now() - started) / 1000].map((n) => n.toFixed(2));
      const spec = relative(import.meta.dirname, testInfo.file);
      appendFileSync(file, `${[...fields, spec, testInfo.title].join('\t')}\n`);
    },
    { auto: true },
  ],
  serverEnv: [{}, { option: true }],
  freshServer: [false, { option: true }],
  serverClock: [false, { option: true }],

  servers: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function asks for
    async ({}, use) => {
      const started = new Map<string, Promise<TestServer>>();
      await use({
        get(env) {
          const key = JSON.stringify(Object.entries(env).sort());
          if (!started.has(key)) started.set(key, startServer(env));
          return started.get(key)!;
        },
      });
      await Promise.all(
        [...started.values()].map((server) => server.then((s) => s.stop()).catch(() => {})),
      );
    },
    { scope: 'worker', timeout: 60_000 },
  ],

  // Starting a server (and making its first admin, below) is set-up a worker does once for many
  // tests: it has a time limit of its own rather than eating into the first test's.
  server: [
    async ({ servers, serverEnv, freshServer, serverClock }, use) => {
      if (serverClock && !freshServer) {
        throw new Error('serverClock moves one server’s clock: use it with freshServer: true');
      }
      if (!freshServer) return await use(await servers.get(serverEnv));
      const server = await startServer(serverEnv, { dedicated: true, clock: serverClock });
      try {
        await use(server);
      } finally {
        await server.stop();
      }
    },
    { timeout: 60_000 },
  ],

  baseURL: async ({ server }, use) => {
    await use(server.url);
  },

  admin: [
    async ({ server }, use) => {
      const account = await firstAdmin(server);
      // The first admin is shared by the server's tests, one after another: its working copy
      // kept on the server (its draft) is each test's own, as its browser's is.
      await discardDraft(server, account);
      await use(account);
      await discardDraft(server, account);
    },
    { timeout: 30_000 },
  ],

  signIn: async ({ server, admin }, use) => {
    await use(async (page, { as: account = admin, path = '/admin', origin = server.url } = {}) => {
      const grant = await passwordGrant(origin, account, { cookie: true });
      // The refresh token as the login page's grant leaves it: an HttpOnly cookie for /auth.
      await page.context().addCookies([
        {
          name: 'admin_refresh_token',
          value: grant.refreshCookie!.value,
          domain: new URL(origin).hostname,
          path: '/auth',
          httpOnly: true,
          secure: true,
          sameSite: 'Strict',
          expires: Math.floor(Date.now() / 1000) + grant.refreshCookie!.maxAge,
        },
      ]);
      // And the page's hint that a cookie is worth trying, { user } (no token), stored before
      // the first load only, so a later sign-out in the test stays signed out.
      await page.addInitScript(
        ({ key, hint, origin, once }) => {
          if (location.origin !== origin || sessionStorage.getItem(once)) return;
          sessionStorage.setItem(once, '1');
          localStorage.setItem(key, hint);
        },
        {
          key: SESSION_KEY,
          hint: JSON.stringify({ user: grant.user }),
          origin,
          once: `e2e-signed-in-${uniqueTag()}`,
        },
      );
      await page.goto(`${origin}${path}`);
      return page;
    });
  },

  adminPage: async ({ page, signIn }, use) => {
    await signIn(page);
    await use(page);
  },

  adminApi: async ({ playwright, server, admin }, use) => {
    const token = await accessToken(server, admin);
    const api = await playwright.request.newContext({
      baseURL: server.url,
      extraHTTPHeaders: { authorization: `Bearer ${token}` },
    });
    await use(api);
    await api.dispose();
  },

  createAdmin: async ({ server, admin }, use) => {
    await use(async ({ totp = false, ...options } = {}) => {
      const inviter = await accessToken(server, admin);
      const account = await inviteAdmin(server, inviter, options);
      return totp ? { ...account, totp: await enrolTotp(server, account) } : account;
    });
  },

  seed: async ({ server }, use) => {
    const post = <T>(path: string, body: unknown, headers: Record<string, string> = {}) =>
      apiCall<T>(
        `${server.url}${path}`,
        {
          method: path === '/api/site-content' ? 'PUT' : 'POST',
          body: JSON.stringify(body),
          headers,
        },
        201,
      );
    await use({
      async contact(data = {}) {
        const tag = uniqueTag();
        const lead = {
          name: `Visitor ${tag}`,
          email: `visitor-${tag}@example.com`,
          message: `A message from visitor ${tag}`,
          ...data,
        };
        return { ...(await post<Created>('/api/contact-submissions', lead)), ...lead };
      },
      async quote(data = {}) {
        const tag = uniqueTag();
        const lead: QuoteRequestInput = {
          name: `Client ${tag}`,
          email: `client-${tag}@example.com`,
          service_interest: 'System Integration',
          project_details: `A project of client ${tag}`,
          ...data,
        };
        return { ...(await post<Created>('/api/quote-requests', lead)), ...lead };
      },
      async application(data = {}) {
        const tag = uniqueTag();
        const lead = { name: `Candidate ${tag}`, email: `candidate-${tag}@example.com`, ...data };
        const form = new FormData();
        for (const [key, value] of Object.entries({ ...lead, opening: '1' })) {
          form.append(key, value);
        }
        const cv = Buffer.from(`%PDF-1.4\n% CV of ${tag}\n%%EOF\n`);
        form.append('cv', new Blob([cv], { type: 'application/pdf' }), 'cv.pdf');
        const response = await fetch(`${server.url}/api/job-applications`, {
          method: 'POST',
          body: form,
        });
        if (response.status !== 201) {
          throw new Error(
            `POST /api/job-applications answered ${response.status}: ${await response.text()}`,
          );
        }
        return { ...((await response.json()) as Created), ...lead };
      },
      async publish(change) {
        if (!server.dedicated) {
          throw new Error(
            'seed.publish changes the live site for every test sharing this server: ' +
              'give the test a server of its own with test.use({ freshServer: true })',
          );
        }
        const live = await apiCall<LiveSiteContent>(`${server.url}/api/site-content`, {}, 200);
        const token = await accessToken(server, await firstAdmin(server));
        return await post<Published>(
          '/api/site-content',
          { content: change(structuredClone(live.content)), base_version: live.version },
          { authorization: `Bearer ${token}` },
        );
      },
    });
  },
});
