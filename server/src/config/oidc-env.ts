import { X509Certificate, createPrivateKey } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { ROLES, roleSchema, type Role } from '@shared/vocabularies/roles';
import {
  ConfigError,
  configErrorOf,
  generatedSecret,
  rolesOrOnOff,
  withoutEmpty,
} from './env-support';

/** The path of the callback the provider redirects to; registered there exactly. */
export const OIDC_CALLBACK_PATH = '/auth/oidc/callback';
export const OIDC_BACKCHANNEL_LOGOUT_PATH = '/auth/oidc/backchannel-logout';

/** One `<group>=<role>` entry of OIDC_ROLE_MAP; the first entry a person's groups match wins. */
export interface RoleMapEntry {
  group: string;
  role: Role;
}

/**
 * Signing in through the firm's identity provider (OpenID Connect);
 * docs/operations/sign-in-and-sso.md.
 */
export interface OidcConfig {
  /** The issuer identifier; its discovery document is read from here. */
  issuer: string;
  clientId: string;
  /** A client secret, or a private key (PKCS#8 PEM) for private_key_jwt with its certificate. */
  clientAuth:
    { secret: string } | { privateKeyPem: string; alg: string; certificatePem: string | null };
  /** The provider's name for people: the login button says "Sign in with <displayName>". */
  displayName: string;
  /** PUBLIC_ORIGIN + /auth/oidc/callback. */
  redirectUri: string;
  /** Space-separated scopes of the authorization request. */
  scopes: string;
  /** Extra parameters of the authorization request (Google's access_type=offline, say). */
  authParams: Record<string, string>;
  /** E-mail domains whose people get an account at their first sign-in. */
  allowedDomains: string[];
  /** Where a person's role comes from; null: roles are given here (invitations, Users page). */
  roleMapping: { claim: string; entries: RoleMapEntry[] } | null;
  /** Whom a refused person should ask (OIDC_ACCESS_CONTACT); null: the owners here. */
  accessContact: string | null;
  /** Key of the provider tokens kept for the checks (generated beside the database). */
  tokenKey: string;
}

/** Parameters the server sets itself; OIDC_AUTH_PARAMS may not change them. */
const RESERVED_PARAMS = [
  'client_id',
  'redirect_uri',
  'response_type',
  'response_mode',
  'scope',
  'state',
  'nonce',
  'code_challenge',
  'code_challenge_method',
  'max_age',
  'request',
  'request_uri',
];

/** The JWS algorithm of each kind of private key (EC keys by their curve). */
const KEY_ALGORITHMS: Record<string, string> = {
  rsa: 'RS256',
  'rsa-pss': 'PS256',
  ed25519: 'EdDSA',
  prime256v1: 'ES256',
  secp384r1: 'ES384',
  secp521r1: 'ES512',
};

/** http is for a provider on this machine only (development, tests): nothing crosses a network. */
function isLoopback(url: URL): boolean {
  return ['localhost', '[::1]'].includes(url.hostname) || /^127(\.\d{1,3}){3}$/.test(url.hostname);
}

const issuerField = z.url({ error: 'must be the provider’s issuer URL' }).refine(
  (v) => {
    const url = new URL(v);
    return url.protocol === 'https:' || (url.protocol === 'http:' && isLoopback(url));
  },
  { message: 'must be an https:// URL (http:// only for a provider on this machine)' },
);

const roleMapField = z.string().transform((v, ctx): RoleMapEntry[] => {
  const entries = v.split(',').map((pair) => {
    const at = pair.lastIndexOf('=');
    const role = roleSchema.safeParse(pair.slice(at + 1).trim());
    const group = pair.slice(0, Math.max(at, 0)).trim();
    return at > 0 && group && role.success ? { group, role: role.data } : null;
  });
  if (entries.every((e) => e !== null)) return entries;
  ctx.addIssue({
    code: 'custom',
    message: `must be <group>=<role> pairs separated by commas, each role one of ${ROLES.join(', ')}`,
  });
  return z.NEVER;
});

const domainList = z
  .string()
  .transform((v) =>
    v
      .split(',')
      .map((d) => d.trim().toLowerCase().replace(/^@/, ''))
      .filter(Boolean),
  )
  .pipe(z.array(z.string().regex(/^([a-z0-9-]+\.)+[a-z]{2,}$/, 'must be e-mail domains')));

const authParamsField = z.string().transform((v, ctx): Record<string, string> => {
  const params = Object.fromEntries(new URLSearchParams(v));
  const reserved = Object.keys(params).find((name) => RESERVED_PARAMS.includes(name));
  if (!reserved) return params;
  ctx.addIssue({ code: 'custom', message: `must not set ${reserved}: the server sets it` });
  return z.NEVER;
});

const oidcEnvSchema = z.object({
  OIDC_ISSUER: issuerField.optional(),
  OIDC_CLIENT_ID: z.string().max(512).optional(),
  OIDC_CLIENT_SECRET: z.string().max(4096).optional(),
  OIDC_PRIVATE_KEY_FILE: z.string().optional(),
  OIDC_DISPLAY_NAME: z.string().trim().min(1).max(60, 'must be at most 60 characters').optional(),
  OIDC_SCOPES: z
    .string()
    .default('openid email profile')
    .refine((v) => v.split(/\s+/).includes('openid'), 'must include openid'),
  OIDC_AUTH_PARAMS: authParamsField.optional(),
  OIDC_ALLOWED_DOMAINS: domainList.optional(),
  OIDC_ROLE_CLAIM: z.string().trim().min(1).max(256).optional(),
  OIDC_ROLE_MAP: roleMapField.optional(),
  OIDC_ACCESS_CONTACT: z
    .string()
    .trim()
    .max(200, 'must be at most 200 characters')
    .regex(/^[^\r\n]*$/, 'must be one line')
    .optional(),
  SSO_REQUIRED: rolesOrOnOff,
});
type OidcEnv = z.infer<typeof oidcEnvSchema>;

/** Every setting of the identity provider's sign-in, by its variable's name. */
export const OIDC_SETTING_NAMES = Object.keys(oidcEnvSchema.shape);

const missing = (name: string, why: string) =>
  new ConfigError(`Missing environment variable ${name}: ${why}`);

/** The client's credential: exactly one of a secret and a private key file. */
function clientAuth(env: OidcEnv): OidcConfig['clientAuth'] {
  if (env.OIDC_CLIENT_SECRET && env.OIDC_PRIVATE_KEY_FILE) {
    throw new ConfigError(
      'Invalid environment variable OIDC_PRIVATE_KEY_FILE: set it or OIDC_CLIENT_SECRET, not both',
    );
  }
  if (env.OIDC_CLIENT_SECRET) return { secret: env.OIDC_CLIENT_SECRET };
  if (!env.OIDC_PRIVATE_KEY_FILE) {
    throw missing('OIDC_CLIENT_SECRET', 'OIDC_ISSUER needs it (or OIDC_PRIVATE_KEY_FILE)');
  }
  const bad = (why: string) =>
    new ConfigError(`Invalid environment variable OIDC_PRIVATE_KEY_FILE: ${why}`);
  let text: string;
  try {
    text = readFileSync(env.OIDC_PRIVATE_KEY_FILE, 'utf8');
  } catch (error) {
    throw bad(
      `cannot read ${env.OIDC_PRIVATE_KEY_FILE} (${(error as NodeJS.ErrnoException).code})`,
    );
  }
  const privateKeyPem = /-----BEGIN PRIVATE KEY-----[\s\S]+?-----END PRIVATE KEY-----/.exec(text);
  const certificatePem = /-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/.exec(text);
  if (!privateKeyPem) throw bad('holds no PKCS#8 private key (BEGIN PRIVATE KEY)');
  let kind: string;
  try {
    const key = createPrivateKey(privateKeyPem[0]);
    kind = key.asymmetricKeyDetails?.namedCurve ?? key.asymmetricKeyType ?? '';
    if (certificatePem) new X509Certificate(certificatePem[0]);
  } catch {
    throw bad('the key or certificate in it cannot be read');
  }
  const alg = KEY_ALGORITHMS[kind];
  if (!alg) throw bad(`a ${kind} key cannot sign the client's assertions (RSA, EC or Ed25519)`);
  return { privateKeyPem: privateKeyPem[0], alg, certificatePem: certificatePem?.[0] ?? null };
}

/** The role mapping: the claim and the map come together. */
function roleMapping(env: OidcEnv): OidcConfig['roleMapping'] {
  if (!env.OIDC_ROLE_CLAIM && !env.OIDC_ROLE_MAP) return null;
  if (!env.OIDC_ROLE_MAP) throw missing('OIDC_ROLE_MAP', 'OIDC_ROLE_CLAIM needs it');
  if (!env.OIDC_ROLE_CLAIM) throw missing('OIDC_ROLE_CLAIM', 'OIDC_ROLE_MAP needs it');
  return { claim: env.OIDC_ROLE_CLAIM, entries: env.OIDC_ROLE_MAP };
}

/**
 * OIDC_* and SSO_REQUIRED, checked at start like every setting: a bad value stops the server with
 * one line naming the variable. Without OIDC_ISSUER no other OIDC_* may be set (a typo in the
 * issuer's name would otherwise leave sign-in through the provider silently off).
 */
export function oidcSettings(
  processEnv: NodeJS.ProcessEnv,
  site: { publicOrigin: string | null; databasePath: string },
): { oidc: OidcConfig | null; ssoRequired: readonly Role[] } {
  const raw = withoutEmpty(processEnv);
  const parsed = oidcEnvSchema.safeParse(raw);
  if (!parsed.success) throw configErrorOf(parsed.error);
  const env = parsed.data;
  if (!env.OIDC_ISSUER) {
    const stray = Object.keys(raw).find((k) => k.startsWith('OIDC_'));
    if (stray) throw missing('OIDC_ISSUER', `${stray} is set without it`);
    if (env.SSO_REQUIRED.length > 0) throw missing('OIDC_ISSUER', 'SSO_REQUIRED needs it');
    return { oidc: null, ssoRequired: [] };
  }
  if (!env.OIDC_CLIENT_ID) throw missing('OIDC_CLIENT_ID', 'OIDC_ISSUER needs it');
  if (!env.OIDC_DISPLAY_NAME) {
    throw missing('OIDC_DISPLAY_NAME', 'the login button says "Sign in with <OIDC_DISPLAY_NAME>"');
  }
  if (!site.publicOrigin) {
    throw missing(
      'PUBLIC_ORIGIN',
      `OIDC_ISSUER needs it (the redirect URI is PUBLIC_ORIGIN${OIDC_CALLBACK_PATH})`,
    );
  }
  const mapping = roleMapping(env);
  if (env.OIDC_ALLOWED_DOMAINS?.length && !mapping) {
    throw missing('OIDC_ROLE_MAP', 'OIDC_ALLOWED_DOMAINS gives accounts the role it maps');
  }
  return {
    oidc: {
      issuer: env.OIDC_ISSUER,
      clientId: env.OIDC_CLIENT_ID,
      clientAuth: clientAuth(env),
      displayName: env.OIDC_DISPLAY_NAME,
      redirectUri: `${site.publicOrigin}${OIDC_CALLBACK_PATH}`,
      scopes: env.OIDC_SCOPES.split(/\s+/).filter(Boolean).join(' '),
      authParams: env.OIDC_AUTH_PARAMS ?? {},
      allowedDomains: env.OIDC_ALLOWED_DOMAINS ?? [],
      roleMapping: mapping,
      accessContact: env.OIDC_ACCESS_CONTACT || null,
      tokenKey: generatedSecret({ DATABASE_PATH: site.databasePath }, 'oidc-token-key'),
    },
    ssoRequired: env.SSO_REQUIRED,
  };
}
