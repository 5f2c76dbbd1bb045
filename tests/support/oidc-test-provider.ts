import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, type CryptoKey as JoseKey } from 'jose';
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';

// A real OpenID provider (panva's oidc-provider, certified) for the tests of signing in through
// one: a directory of accounts the test changes, a client registered for the site,
// refresh tokens, back-channel logout, and a login step that is either automatic (API tests) or
// a small form (browser tests). It listens on 127.0.0.1 on a port the OS picks.

export interface DirectoryAccount {
  sub: string;
  email: string;
  email_verified?: boolean;
  groups?: string[];
  /** The ID token's amr of this account's next sign-ins (e.g. ['pwd', 'otp']). */
  amr?: string[];
  /** Disabled or deleted at the provider: its sign-ins and refreshes fail. */
  disabled?: boolean;
  /** When the person last typed their credentials there (Unix seconds): an SSO session's age. */
  authTime?: number;
}

export interface TestProviderOptions {
  /**
   * The site's redirect URI (PUBLIC_ORIGIN + /auth/oidc/callback); a browser test, which learns
   * its server's address later, gives it to `registerRedirectUri` instead.
   */
  redirectUri?: string;
  /** Where back-channel logout tokens go; none when absent. */
  backchannelLogoutUri?: string;
  /** Delivers the provider's own requests (back-channel logout), e.g. into app.inject. */
  deliver?: (url: string, init: RequestInit) => Promise<Response>;
  /** The site's public key: it authenticates with private_key_jwt instead of the secret. */
  clientKey?: Record<string, unknown>;
}

export interface TestProvider {
  readonly issuer: string;
  readonly clientId: string;
  readonly clientSecret: string;
  /** The accounts; add or change them at any time (the provider reads them at each request). */
  readonly directory: Map<string, DirectoryAccount>;
  /** The account the next authorization signs in as without a form; null shows the form. */
  loginAs(sub: string | null): void;
  /** The provider's signing key, for tests that forge what an attacker would send. */
  readonly signingKey: { key: JoseKey; kid: string };
  /** Successful token requests by grant type (authorization_code, refresh_token). */
  readonly grants: Record<string, number>;
  /** Allows one more redirect URI for the site's client. */
  registerRedirectUri(uri: string): Promise<void>;
  /** Follows an authorization URL through the provider; the callback URL it redirects to. */
  authorize(url: string): Promise<URL>;
  /** Sends a back-channel logout token for the provider session `sid` of `sub`. */
  backchannelLogout(sub: string, sid: string): Promise<void>;
  close(): Promise<void>;
}

const page = (body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Test provider</title></head><body>${body}</body></html>`;

/** The provider's storage: in memory, gone with the test (a Map per provider). */
function memoryAdapter() {
  const store = new Map<string, Record<string, unknown>>();
  const grants = new Map<string, string[]>();
  return class Adapter {
    constructor(readonly model: string) {}
    key = (id: string) => `${this.model}:${id}`;
    async upsert(id: string, payload: Record<string, unknown>) {
      store.set(this.key(id), payload);
      if (typeof payload.grantId === 'string') {
        grants.set(payload.grantId, [...(grants.get(payload.grantId) ?? []), this.key(id)]);
      }
    }
    async find(id: string) {
      return store.get(this.key(id));
    }
    async findByUid(uid: string) {
      return [...store.values()].find((p) => p.uid === uid);
    }
    async findByUserCode(code: string) {
      return [...store.values()].find((p) => p.userCode === code);
    }
    async consume(id: string) {
      const payload = store.get(this.key(id));
      if (payload) payload.consumed = Math.floor(Date.now() / 1000);
    }
    async destroy(id: string) {
      store.delete(this.key(id));
    }
    async revokeByGrantId(grantId: string) {
      for (const key of grants.get(grantId) ?? []) store.delete(key);
      grants.delete(grantId);
    }
  };
}

async function formBody(req: IncomingMessage): Promise<URLSearchParams> {
  let text = '';
  for await (const chunk of req) text += String(chunk);
  return new URLSearchParams(text);
}

export async function startTestProvider(options: TestProviderOptions): Promise<TestProvider> {
  const directory = new Map<string, DirectoryAccount>();
  const grants: Record<string, number> = {};
  let autoLogin: string | null = null;
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const kid = `test-${randomBytes(4).toString('hex')}`;
  const jwk = { ...(await exportJWK(privateKey)), kid, alg: 'RS256', use: 'sig' };
  const clientId = 'site';
  const clientSecret = randomBytes(24).toString('base64url');

  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  // The site's client lives in the adapter (not the static list), so redirect URIs can be added.
  const Adapter = memoryAdapter();
  const redirectUris = new Set<string>();
  async function registerRedirectUri(uri: string) {
    redirectUris.add(uri);
    await new Adapter('Client').upsert(clientId, {
      client_id: clientId,
      redirect_uris: [...redirectUris],
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      ...(options.clientKey
        ? { token_endpoint_auth_method: 'private_key_jwt', jwks: { keys: [options.clientKey] } }
        : { token_endpoint_auth_method: 'client_secret_basic', client_secret: clientSecret }),
      ...(options.backchannelLogoutUri
        ? {
            backchannel_logout_uri: options.backchannelLogoutUri,
            backchannel_logout_session_required: true,
          }
        : {}),
    });
  }
  if (options.redirectUri) await registerRedirectUri(options.redirectUri);

  const configuration: Configuration = {
    adapter: Adapter,
    ttl: {
      AccessToken: 3600,
      AuthorizationCode: 60,
      Grant: 86_400,
      IdToken: 3600,
      Interaction: 600,
      RefreshToken: 86_400,
      Session: 86_400,
    },
    jwks: { keys: [jwk] as never },
    cookies: { keys: [randomBytes(16).toString('hex')] },
    claims: {
      amr: null,
      auth_time: null,
      openid: ['sub', 'groups', 'amr', 'auth_time'],
      email: ['email', 'email_verified'],
    },
    // Scope claims in the ID token too, as Entra ID and Keycloak put groups there.
    conformIdTokenClaims: false,
    features: {
      devInteractions: { enabled: false },
      backchannelLogout: { enabled: true },
    },
    // Like Keycloak: a refresh token without offline_access.
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    // The site is the firm's own application: no consent screen.
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const { client, session } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grant = new ctx.oidc.provider.Grant({
        clientId: client.clientId,
        accountId: session.accountId,
      });
      grant.addOIDCScope('openid email profile offline_access');
      await grant.save();
      return grant;
    },
    findAccount: async (_ctx, sub) => {
      const account = directory.get(sub);
      if (!account || account.disabled) return undefined;
      return {
        accountId: sub,
        claims: async () => ({
          sub,
          email: account.email,
          email_verified: account.email_verified ?? true,
          groups: account.groups ?? [],
        }),
      };
    },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    fetch: (url, init) =>
      options.deliver
        ? options.deliver(String(url), init ?? {})
        : globalThis.fetch(url, { ...init, dispatcher: undefined } as RequestInit),
  };
  const provider = new Provider(issuer, configuration);
  provider.on('grant.success', (ctx: KoaContextWithOIDC) => {
    const type = String(ctx.oidc.params?.grant_type);
    grants[type] = (grants[type] ?? 0) + 1;
  });

  async function finish(req: IncomingMessage, res: ServerResponse, sub: string) {
    const account = directory.get(sub);
    await provider.interactionFinished(
      req,
      res,
      account && !account.disabled
        ? { login: { accountId: sub, amr: account.amr ?? ['pwd'], ts: account.authTime } }
        : { error: 'access_denied', error_description: 'unknown or disabled account' },
      { mergeWithLastSubmission: false },
    );
  }

  const handle = provider.callback();
  server.on('request', (req, res) => {
    if (!req.url?.startsWith('/interaction/')) return void handle(req, res);
    void (async () => {
      await provider.interactionDetails(req, res);
      if (req.method === 'POST') {
        const email = (await formBody(req)).get('email') ?? '';
        const account = [...directory.values()].find((a) => a.email === email);
        return finish(req, res, account?.sub ?? '');
      }
      if (autoLogin !== null) return finish(req, res, autoLogin);
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.end(
        page(
          `<main><h1>Test provider</h1><form method="post" action="${req.url}">` +
            '<label>E-mail <input name="email" type="email" autocomplete="username"></label>' +
            '<button type="submit">Continue</button></form></main>',
        ),
      );
    })().catch((error: unknown) => {
      res.statusCode = 500;
      res.end(String(error));
    });
  });

  return {
    issuer,
    clientId,
    clientSecret,
    directory,
    grants,
    signingKey: { key: privateKey, kid },
    loginAs(sub) {
      autoLogin = sub;
    },
    registerRedirectUri,
    async authorize(url) {
      const cookies = new Map<string, string>();
      let next = new URL(url);
      for (let hop = 0; hop < 10; hop++) {
        if ([...redirectUris].some((uri) => next.href.startsWith(uri))) return next;
        const response = await fetch(next, {
          redirect: 'manual',
          headers: { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
        });
        for (const line of response.headers.getSetCookie()) {
          const [pair] = line.split(';');
          const at = pair!.indexOf('=');
          cookies.set(pair!.slice(0, at), pair!.slice(at + 1));
        }
        const location = response.headers.get('location');
        if (!location) throw new Error(`the provider stopped at ${next.href}: ${response.status}`);
        next = new URL(location, next);
      }
      throw new Error('too many redirects at the provider');
    },
    async backchannelLogout(sub, sid) {
      // Not in @types/oidc-provider: the Client model's own back-channel logout.
      const client = (await provider.Client.find(clientId)) as unknown as {
        backchannelLogout(sub: string, sid: string): Promise<void>;
      };
      await client.backchannelLogout(sub, sid);
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
