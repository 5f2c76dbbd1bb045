import { X509Certificate, createHash, createPrivateKey } from 'node:crypto';
import {
  calculateJwkThumbprint,
  createRemoteJWKSet,
  exportJWK,
  importPKCS8,
  jwtVerify,
} from 'jose';
import * as oidc from 'openid-client';
import type { OidcConfig } from '../../../config/oidc-env';
import type { Claims } from './claims';

/** What this site keeps of the provider's tokens to ask it again at the checks. */
export interface ProviderTokens {
  refresh_token?: string;
  access_token?: string;
  /** Milliseconds since the epoch (the app's clock). */
  access_expires_at?: number;
}

/** The authorization request's secrets, kept server-side until the callback. */
export interface AuthorizationChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
  /**
   * A step-up asked the provider for the credentials again (`max_age=0`): the ID token must then
   * carry an `auth_time` of now (OpenID Connect Core 3.1.2.1).
   */
  reauthenticate?: boolean;
}

/** The provider did not answer (network, timeout, 5xx): nothing is known about the person. */
export function providerUnreachable(error: unknown): boolean {
  if (error instanceof TypeError) return true; // fetch failed
  if (error instanceof DOMException) return ['TimeoutError', 'AbortError'].includes(error.name);
  if (error instanceof oidc.ResponseBodyError) {
    return error.status >= 500 || ['temporarily_unavailable', 'server_error'].includes(error.error);
  }
  return (
    error instanceof oidc.ClientError &&
    ['OAUTH_RESPONSE_IS_NOT_CONFORM', 'OAUTH_RESPONSE_IS_NOT_JSON'].includes(error.code ?? '')
  );
}

const LOGOUT_EVENT = 'http://schemas.openid.net/event/backchannel-logout';
const isJsonObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
/** A back-channel logout token older than this is refused; its jti is remembered as long. */
export const LOGOUT_TOKEN_MAX_AGE = 300;

/**
 * The client's authentication at the token endpoint: client_secret_basic (RFC 6749 makes every
 * server support it), or private_key_jwt with the key's thumbprint as kid and, when the file has
 * the certificate, its thumbprints (Entra ID finds the key by x5t).
 */
async function clientAuthentication(auth: OidcConfig['clientAuth']): Promise<oidc.ClientAuth> {
  if ('secret' in auth) return oidc.ClientSecretBasic(auth.secret);
  const key = await importPKCS8(auth.privateKeyPem, auth.alg);
  const publicJwk = await exportJWK(createPrivateKey(auth.privateKeyPem));
  const kid = await calculateJwkThumbprint({ ...publicJwk, d: undefined });
  const der = auth.certificatePem ? new X509Certificate(auth.certificatePem).raw : null;
  return oidc.PrivateKeyJwt(
    { key, kid },
    {
      [oidc.modifyAssertion]: (header) => {
        if (!der) return;
        header.x5t = createHash('sha1').update(der).digest('base64url');
        header['x5t#S256'] = createHash('sha256').update(der).digest('base64url');
      },
    },
  );
}

/**
 * The relying party (openid-client): the provider's discovery document, read at first use and
 * kept (read again after a failure), the authorization request, the code exchange with its ID
 * token checks, the checks of a session at refresh, and back-channel logout tokens.
 */
export function createProviderClient(settings: OidcConfig, now: () => number) {
  let discovered: Promise<oidc.Configuration> | undefined;
  let logoutKeys: ReturnType<typeof createRemoteJWKSet> | undefined;

  async function discover(): Promise<oidc.Configuration> {
    const issuer = new URL(settings.issuer);
    const configuration = await oidc.discovery(
      issuer,
      settings.clientId,
      { redirect_uris: [settings.redirectUri], response_types: ['code'] },
      await clientAuthentication(settings.clientAuth),
      // oidc-env.ts allows http for a provider on this machine only.
      { execute: issuer.protocol === 'http:' ? [oidc.allowInsecureRequests] : [], timeout: 10 },
    );
    // The ID token's signature is checked with the provider's keys, not only its algorithm.
    oidc.enableNonRepudiationChecks(configuration);
    return configuration;
  }

  function configuration(): Promise<oidc.Configuration> {
    discovered ??= discover().catch((error: unknown) => {
      discovered = undefined;
      throw error;
    });
    return discovered;
  }

  const keep = (
    response: oidc.TokenEndpointResponse,
    before: ProviderTokens = {},
  ): ProviderTokens => ({
    refresh_token: response.refresh_token ?? before.refresh_token,
    access_token: response.access_token,
    access_expires_at:
      response.expires_in === undefined ? undefined : now() + response.expires_in * 1000,
  });

  return {
    /** Where the browser goes: code flow with PKCE (S256), state and nonce. */
    async authorizationUrl(checks: AuthorizationChecks, reauthenticate: boolean): Promise<URL> {
      const config = await configuration();
      return oidc.buildAuthorizationUrl(config, {
        ...settings.authParams,
        redirect_uri: settings.redirectUri,
        scope: settings.scopes,
        state: checks.state,
        nonce: checks.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: 'S256',
        ...(reauthenticate ? { max_age: '0' } : {}),
      });
    },

    /**
     * The callback: its state (and `iss`, RFC 9207), the code exchanged with the PKCE verifier,
     * and the ID token's issuer, audience, expiry, nonce and signature. Throws on any failure.
     */
    async exchangeCode(
      query: string,
      checks: AuthorizationChecks,
    ): Promise<{ claims: Claims & { sub: string }; tokens: ProviderTokens }> {
      const config = await configuration();
      const callback = new URL(settings.redirectUri);
      callback.search = query;
      const response = await oidc.authorizationCodeGrant(config, callback, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        idTokenExpected: true,
        ...(checks.reauthenticate ? { maxAge: 0 } : {}),
      });
      return { claims: response.claims() as Claims & { sub: string }, tokens: keep(response) };
    },

    /**
     * Asks the provider about the person now: a refresh (its new ID token, else userinfo), or
     * userinfo with an access token still valid. Throws when it refuses or cannot be reached;
     * null when no token is left to ask with.
     */
    async recheck(
      subject: string,
      tokens: ProviderTokens,
    ): Promise<{ claims: Claims; tokens: ProviderTokens } | null> {
      const config = await configuration();
      if (tokens.refresh_token) {
        const response = await oidc.refreshTokenGrant(config, tokens.refresh_token);
        const next = keep(response, tokens);
        const idClaims = response.claims();
        if (idClaims && idClaims.sub !== subject)
          throw new Error('refreshed ID token of another sub');
        const claims: Claims =
          idClaims ?? (await oidc.fetchUserInfo(config, response.access_token, subject));
        return { claims, tokens: next };
      }
      if (tokens.access_token && (tokens.access_expires_at ?? 0) > now() + 5_000) {
        return { claims: await oidc.fetchUserInfo(config, tokens.access_token, subject), tokens };
      }
      return null;
    },

    /**
     * A back-channel logout token (OpenID Connect Back-Channel Logout 1.0, 2.6): signed by the
     * provider's keys, for this client, recent, with the logout event, a jti and a sub or sid,
     * and no nonce. Returns its claims; throws when any check fails.
     */
    async verifyLogoutToken(token: string) {
      const metadata = (await configuration()).serverMetadata();
      if (!metadata.jwks_uri) throw new Error('the provider publishes no keys (jwks_uri)');
      logoutKeys ??= createRemoteJWKSet(new URL(metadata.jwks_uri));
      const { payload } = await jwtVerify(token, logoutKeys, {
        issuer: metadata.issuer,
        audience: settings.clientId,
        algorithms: metadata.id_token_signing_alg_values_supported?.filter((a) => a !== 'none'),
        maxTokenAge: LOGOUT_TOKEN_MAX_AGE,
        clockTolerance: 30,
        requiredClaims: ['iat', 'jti', 'events'],
      });
      // Both JSON objects (2.4): `typeof null` and arrays are 'object' too.
      const events = payload.events;
      if (!isJsonObject(events) || !isJsonObject(events[LOGOUT_EVENT])) {
        throw new Error('not a logout event');
      }
      if ('nonce' in payload) throw new Error('a logout token has no nonce');
      const sub = typeof payload.sub === 'string' ? payload.sub : undefined;
      const sid = typeof payload.sid === 'string' ? payload.sid : undefined;
      if (!sub && !sid) throw new Error('a logout token names a sub or a sid');
      return { issuer: metadata.issuer, jti: payload.jti!, sub, sid };
    },
  };
}

export type ProviderClient = ReturnType<typeof createProviderClient>;
