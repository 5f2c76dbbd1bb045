import { randomBytes } from 'node:crypto';
import { decodeJwt, SignJWT, type JWTPayload } from 'jose';
import { vi } from 'vitest';
import { OIDC_OUTCOME_COOKIE, oidcOutcomeSchema, type OidcOutcome } from '@shared/schemas/oidc';
import type { BuildAppOptions } from '../../../../server/src/app';
import {
  OIDC_BACKCHANNEL_LOGOUT_PATH,
  OIDC_CALLBACK_PATH,
  type OidcConfig,
} from '../../../../server/src/config/oidc-env';
import { REFRESH_COOKIE } from '../../../../server/src/routes/auth/refresh-cookie';
import {
  startTestProvider,
  type DirectoryAccount,
  type TestProvider,
} from '../../../support/oidc-test-provider';
import { createTestApp, type TestApp } from '../../helpers';

/** The site's origin in these tests (the app is reached through inject, never a socket). */
export const SITE = 'https://site.test';

export type InjectResponse = Awaited<ReturnType<TestApp['inject']>>;

/** A Fetch API answer from app.inject: the provider's back-channel requests reach the app. */
async function injectAsFetch(app: TestApp, url: string, init: RequestInit): Promise<Response> {
  const target = new URL(url);
  const res = await app.inject({
    method: (init.method ?? 'GET') as 'POST',
    url: target.pathname + target.search,
    headers: Object.fromEntries(new Headers(init.headers)),
    payload: init.body === undefined || init.body === null ? undefined : String(init.body),
  });
  return new Response(res.body || null, {
    status: res.statusCode,
    headers: res.headers as Record<string, string>,
  });
}

export interface OidcTestSetup {
  app: TestApp;
  provider: TestProvider;
  /** Every logout token the provider sent, in order. */
  logoutTokens: string[];
  close(): Promise<void>;
}

/** The settings the tests give the app, as oidc-env.ts would make them from OIDC_*. */
export function oidcSettings(provider: TestProvider, overrides: Partial<OidcConfig> = {}) {
  return {
    issuer: provider.issuer,
    clientId: provider.clientId,
    clientAuth: { secret: provider.clientSecret },
    displayName: 'Contoso',
    redirectUri: `${SITE}${OIDC_CALLBACK_PATH}`,
    scopes: 'openid email profile',
    authParams: {},
    allowedDomains: [],
    roleMapping: null,
    accessContact: null,
    tokenKey: randomBytes(32).toString('base64url'),
    ...overrides,
  } satisfies OidcConfig;
}

/** A real provider and an app that signs in through it. */
export async function oidcTestSetup(
  options: {
    oidc?: Partial<OidcConfig>;
    app?: Partial<BuildAppOptions>;
    /** The site's public key at the provider (private_key_jwt). */
    clientKey?: Record<string, unknown>;
  } = {},
): Promise<OidcTestSetup> {
  // The provider delivers into the app made after it.
  const site: { app?: TestApp } = {};
  const logoutTokens: string[] = [];
  const provider = await startTestProvider({
    redirectUri: `${SITE}${OIDC_CALLBACK_PATH}`,
    backchannelLogoutUri: `${SITE}${OIDC_BACKCHANNEL_LOGOUT_PATH}`,
    clientKey: options.clientKey,
    deliver: (url, init) => {
      logoutTokens.push(new URLSearchParams(String(init.body)).get('logout_token') ?? '');
      return injectAsFetch(site.app!, url, init);
    },
  });
  const app = await createTestApp({
    publicOrigin: SITE,
    oidc: oidcSettings(provider, options.oidc),
    ...options.app,
  });
  site.app = app;
  return {
    app,
    provider,
    logoutTokens,
    async close() {
      await app.close();
      await provider.close();
    },
  };
}

export function cookieOf(res: InjectResponse, name: string) {
  return res.cookies.find((c) => c.name === name);
}

/** GET /auth/oidc/login: the provider's URL and the handle cookie for the callback. */
export async function startLogin(app: TestApp, query = '') {
  const res = await app.inject({ method: 'GET', url: `/auth/oidc/login${query}` });
  if (res.statusCode !== 302) throw new Error(`login: ${res.statusCode} ${res.body}`);
  return {
    location: new URL(res.headers.location as string),
    loginCookie: cookieOf(res, 'oidc_login')?.value,
  };
}

/** The callback as the browser makes it: the provider's redirect with the handle cookie. */
export async function callback(app: TestApp, url: URL, loginCookie: string | undefined) {
  const res = await app.inject({
    method: 'GET',
    url: url.pathname + url.search,
    headers: loginCookie ? { cookie: `oidc_login=${loginCookie}` } : {},
  });
  const raw = cookieOf(res, OIDC_OUTCOME_COOKIE)?.value;
  const outcome: OidcOutcome | null = raw
    ? oidcOutcomeSchema.parse(JSON.parse(decodeURIComponent(raw)))
    : null;
  return { res, outcome, refreshCookie: cookieOf(res, REFRESH_COOKIE)?.value };
}

/** A whole sign-in through the provider as `account` (added to its directory). */
export async function signInAs(setup: OidcTestSetup, account: DirectoryAccount, query = '') {
  setup.provider.directory.set(account.sub, {
    ...setup.provider.directory.get(account.sub),
    ...account,
  });
  setup.provider.loginAs(account.sub);
  const { location, loginCookie } = await startLogin(setup.app, query);
  const back = await setup.provider.authorize(location.href);
  return callback(setup.app, back, loginCookie);
}

/** The refresh grant as the browser makes it, with the refresh cookie. */
export function refreshWithCookie(app: TestApp, refreshCookie: string) {
  return app.inject({
    method: 'POST',
    url: '/auth/token?grant_type=refresh_token',
    headers: { cookie: `${REFRESH_COOKIE}=${refreshCookie}` },
    payload: { refresh_token_transport: 'cookie' },
  });
}

/** The next refresh cookie of a refresh answer (rotated). */
export const nextRefreshCookie = (res: InjectResponse) => cookieOf(res, REFRESH_COOKIE)?.value;

/** The audit events of a type, oldest first (the minute's counted ones written first). */
export function auditOf(app: TestApp, type: string) {
  app.audit.flushCounts();
  return app.repos.auditEvents.list({ type: type as never, limit: 100, offset: 0 }).items.reverse();
}

/** Claims signed with the provider's own key: what only the provider (or its key) can make. */
export const signedByProvider = (setup: OidcTestSetup, claims: JWTPayload) =>
  new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: setup.provider.signingKey.kid })
    .sign(setup.provider.signingKey.key);

/**
 * The site's token requests answered with the ID token `forge` makes from the real one (restore
 * with vi.restoreAllMocks()).
 */
export function forgeIdTokenOf(
  setup: OidcTestSetup,
  forge: (claims: JWTPayload) => Promise<string>,
) {
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const response = await realFetch(input, init);
    const url = input instanceof Request ? input.url : String(input);
    if (url !== `${setup.provider.issuer}/token`) return response;
    const body = (await response.json()) as { id_token: string };
    body.id_token = await forge(decodeJwt(body.id_token));
    return new Response(JSON.stringify(body), {
      status: response.status,
      headers: { 'content-type': 'application/json' },
    });
  });
}

/** POST /auth/oidc/backchannel-logout with `token`, as a provider sends it. */
export function postLogoutToken(app: TestApp, token: string, remoteAddress?: string) {
  return app.inject({
    method: 'POST',
    url: OIDC_BACKCHANNEL_LOGOUT_PATH,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ logout_token: token }).toString(),
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}
