import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ROLES } from '@shared/vocabularies/roles';
import { ConfigError, loadConfig } from '../../../server/src/config/env';

// The identity provider's settings: checked at start, each mistake one line that
// names the variable.

describe('OIDC_* and SSO_REQUIRED', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'oidc-env-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const base = () => ({
    DATABASE_PATH: join(dir, 'site.db'),
    JWT_SECRET: 'x'.repeat(32),
    PUBLIC_ORIGIN: 'https://www.firm.example',
  });
  const provider = () => ({
    ...base(),
    OIDC_ISSUER: 'https://login.firm.example/realms/staff',
    OIDC_CLIENT_ID: 'website',
    OIDC_CLIENT_SECRET: 'a client secret',
    OIDC_DISPLAY_NAME: 'Contoso',
  });
  /** The one line a bad environment stops the server with. */
  function startError(env: Record<string, string>): string {
    try {
      loadConfig(env);
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as Error).message).not.toContain('\n');
      return (error as Error).message;
    }
    throw new Error('expected the settings to be refused');
  }

  it('is off without OIDC_ISSUER', () => {
    expect(loadConfig(base())).toMatchObject({ oidc: null, ssoRequired: [] });
  });

  it('reads every setting, with the redirect URI from PUBLIC_ORIGIN', () => {
    const config = loadConfig({
      ...provider(),
      OIDC_SCOPES: 'openid email profile offline_access',
      OIDC_AUTH_PARAMS: 'hd=firm.example&prompt=select_account',
      OIDC_ALLOWED_DOMAINS: 'firm.example, @Branch.Firm.example',
      OIDC_ROLE_CLAIM: 'groups',
      OIDC_ROLE_MAP: 'site-owners=owner, /staff/sales=sales,role=editors=editor',
      OIDC_ACCESS_CONTACT: 'the IT service desk (it@firm.example)',
      SSO_REQUIRED: 'editor,sales',
    });
    expect(config.oidc).toMatchObject({
      issuer: 'https://login.firm.example/realms/staff',
      clientId: 'website',
      clientAuth: { secret: 'a client secret' },
      displayName: 'Contoso',
      redirectUri: 'https://www.firm.example/auth/oidc/callback',
      scopes: 'openid email profile offline_access',
      authParams: { hd: 'firm.example', prompt: 'select_account' },
      allowedDomains: ['firm.example', 'branch.firm.example'],
      accessContact: 'the IT service desk (it@firm.example)',
    });
    // The last '=' of an entry splits it, so a group's name may hold one.
    expect(config.oidc?.roleMapping).toEqual({
      claim: 'groups',
      entries: [
        { group: 'site-owners', role: 'owner' },
        { group: '/staff/sales', role: 'sales' },
        { group: 'role=editors', role: 'editor' },
      ],
    });
    expect(config.ssoRequired).toEqual(['editor', 'sales']);
    // The key that seals the provider's tokens is generated beside the database, 0600.
    expect(statSync(join(dir, 'oidc-token-key')).mode & 0o777).toBe(0o600);
  });

  it('accepts every role of the one roles list in OIDC_ROLE_MAP, and names them when refused', () => {
    const map = ROLES.map((role) => `g-${role}=${role}`).join(',');
    const config = loadConfig({ ...provider(), OIDC_ROLE_CLAIM: 'groups', OIDC_ROLE_MAP: map });
    expect(config.oidc?.roleMapping?.entries.map((e) => e.role)).toEqual([...ROLES]);
    expect(startError({ ...provider(), OIDC_ROLE_CLAIM: 'groups', OIDC_ROLE_MAP: 'g=admin' })).toBe(
      'Invalid environment variable OIDC_ROLE_MAP: must be <group>=<role> pairs separated by ' +
        `commas, each role one of ${ROLES.join(', ')}`,
    );
  });

  it('refuses each mistake with one line naming the variable', () => {
    const cases: [Record<string, string>, RegExp][] = [
      [
        { ...base(), OIDC_CLIENT_ID: 'website' },
        /^Missing environment variable OIDC_ISSUER: OIDC_CLIENT_ID is set/,
      ],
      [
        { ...base(), SSO_REQUIRED: 'on' },
        /^Missing environment variable OIDC_ISSUER: SSO_REQUIRED/,
      ],
      [
        { ...provider(), OIDC_ISSUER: 'http://login.firm.example' },
        /^Invalid environment variable OIDC_ISSUER: must be an https/,
      ],
      [{ ...provider(), OIDC_CLIENT_ID: '' }, /^Missing environment variable OIDC_CLIENT_ID/],
      [
        { ...provider(), OIDC_CLIENT_SECRET: '' },
        /^Missing environment variable OIDC_CLIENT_SECRET/,
      ],
      [{ ...provider(), OIDC_DISPLAY_NAME: '' }, /^Missing environment variable OIDC_DISPLAY_NAME/],
      [
        { ...provider(), PUBLIC_ORIGIN: '' },
        /^Missing environment variable PUBLIC_ORIGIN: OIDC_ISSUER needs it/,
      ],
      [
        { ...provider(), OIDC_SCOPES: 'email profile' },
        /^Invalid environment variable OIDC_SCOPES: must include openid/,
      ],
      [
        { ...provider(), OIDC_AUTH_PARAMS: 'redirect_uri=https://evil.example' },
        /^Invalid environment variable OIDC_AUTH_PARAMS: must not set redirect_uri/,
      ],
      [{ ...provider(), OIDC_ROLE_CLAIM: 'groups' }, /^Missing environment variable OIDC_ROLE_MAP/],
      [
        { ...provider(), OIDC_ROLE_MAP: 'g=owner' },
        /^Missing environment variable OIDC_ROLE_CLAIM/,
      ],
      [
        { ...provider(), OIDC_ALLOWED_DOMAINS: 'firm.example' },
        /^Missing environment variable OIDC_ROLE_MAP: OIDC_ALLOWED_DOMAINS/,
      ],
      [
        { ...provider(), OIDC_ALLOWED_DOMAINS: 'not a domain' },
        /^Invalid environment variable OIDC_ALLOWED_DOMAINS/,
      ],
      [
        { ...provider(), SSO_REQUIRED: 'owner,hr' },
        /^Invalid environment variable SSO_REQUIRED: must be on, off or a comma-separated list of roles/,
      ],
      [
        { ...provider(), OIDC_PRIVATE_KEY_FILE: join(dir, 'missing.pem') },
        /^Invalid environment variable OIDC_PRIVATE_KEY_FILE: set it or OIDC_CLIENT_SECRET, not both/,
      ],
    ];
    for (const [env, message] of cases) expect(startError(env)).toMatch(message);
  });

  it('reads a private key for private_key_jwt, and refuses one it cannot use', () => {
    const keyFile = (name: string, pem: string) => {
      const file = join(dir, name);
      writeFileSync(file, pem);
      return file;
    };
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const pem = privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
    const withKey = (file: string) => ({
      ...provider(),
      OIDC_CLIENT_SECRET: '',
      OIDC_PRIVATE_KEY_FILE: file,
    });
    expect(loadConfig(withKey(keyFile('ec.pem', pem))).oidc?.clientAuth).toEqual({
      privateKeyPem: pem.trim(),
      alg: 'ES256',
      certificatePem: null,
    });
    expect(startError(withKey(join(dir, 'absent.pem')))).toMatch(
      /^Invalid environment variable OIDC_PRIVATE_KEY_FILE: cannot read .*absent\.pem \(ENOENT\)$/,
    );
    expect(startError(withKey(keyFile('empty.pem', 'nothing here')))).toMatch(
      /holds no PKCS#8 private key/,
    );
    const x25519 = generateKeyPairSync('x25519').privateKey.export({
      format: 'pem',
      type: 'pkcs8',
    });
    expect(startError(withKey(keyFile('x.pem', x25519.toString())))).toMatch(
      /a x25519 key cannot sign/,
    );
  });
});
