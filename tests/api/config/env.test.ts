import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../server/src/config/env';
import { runMain } from '../server/run-main';

describe('environment configuration', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'env-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const base = () => ({ DATABASE_PATH: join(dir, 'data', 'site.db'), JWT_SECRET: 'x'.repeat(32) });

  it('applies the documented defaults', () => {
    const config = loadConfig(base());
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      accessTokenTtl: 900,
      refreshIdleTtl: 7 * 86_400,
      refreshAbsoluteTtl: 30 * 86_400,
      requireAdminMfa: [],
      publicOrigin: null,
      cookieSecure: true,
      corsOrigins: [],
      trustProxy: false,
      adminSetupToken: null,
      logLevel: 'info',
    });
    expect(config.rateLimit.enabled).toBe(true);
    expect(config.clientDir).toMatch(/build[/\\]client$/);
  });

  it('parses every variable', () => {
    const config = loadConfig({
      ...base(),
      PORT: '8080',
      ACCESS_TOKEN_TTL: '60',
      CORS_ORIGINS: 'https://a.example, https://b.example',
      TRUST_PROXY: '1',
      RATE_LIMIT: 'off',
      ADMIN_SETUP_TOKEN: 'a-long-enough-setup-token',
      SMTP_URL: 'smtp://mail.example:25',
      NOTIFY_EMAIL: 'leads@firm.example',
    });
    expect(config).toMatchObject({
      port: 8080,
      accessTokenTtl: 60,
      corsOrigins: ['https://a.example', 'https://b.example'],
      trustProxy: { hops: 1 },
      adminSetupToken: 'a-long-enough-setup-token',
      smtpUrl: 'smtp://mail.example:25',
      notifyEmail: 'leads@firm.example',
    });
    expect(config.rateLimit.enabled).toBe(false);
  });

  it('REQUIRE_ADMIN_MFA takes on, off or a list of roles', () => {
    const required = (value: string) => loadConfig({ ...base(), REQUIRE_ADMIN_MFA: value });
    expect(required('off').requireAdminMfa).toEqual([]);
    expect(required('on').requireAdminMfa).toEqual(['owner', 'editor', 'sales', 'hiring']);
    expect(required('sales, owner').requireAdminMfa).toEqual(['owner', 'sales']);
    expect(() => required('owner,admin')).toThrow(
      'Invalid environment variable REQUIRE_ADMIN_MFA: must be on, off or a comma-separated list of roles (owner, editor, sales, hiring)',
    );
  });

  it('bounds the admin session limits and reads the account settings', () => {
    expect(() => loadConfig({ ...base(), REFRESH_IDLE_TTL: String(8 * 86_400) })).toThrow(
      'Invalid environment variable REFRESH_IDLE_TTL: must be at most 604800 (7 days)',
    );
    expect(() => loadConfig({ ...base(), REFRESH_ABSOLUTE_TTL: String(31 * 86_400) })).toThrow(
      /REFRESH_ABSOLUTE_TTL: must be at most 2592000/,
    );
    const config = loadConfig({
      ...base(),
      REQUIRE_ADMIN_MFA: 'on',
      PUBLIC_ORIGIN: 'https://firm.example/',
      COOKIE_SECURE: 'off',
    });
    expect(config).toMatchObject({
      requireAdminMfa: ['owner', 'editor', 'sales', 'hiring'],
      publicOrigin: 'https://firm.example',
      cookieSecure: false,
    });
  });

  it('UPLOAD_MB_PER_SECOND: 8 MB/s for every upload together by default; 0 is no limit', () => {
    expect(loadConfig(base()).uploadBytesPerSecond).toBe(8 * 1024 * 1024);
    expect(loadConfig({ ...base(), UPLOAD_MB_PER_SECOND: '2.5' }).uploadBytesPerSecond).toBe(
      2.5 * 1024 * 1024,
    );
    expect(loadConfig({ ...base(), UPLOAD_MB_PER_SECOND: '0' }).uploadBytesPerSecond).toBeNull();
    expect(() => loadConfig({ ...base(), UPLOAD_MB_PER_SECOND: 'fast' })).toThrow(ConfigError);
  });

  it('NOTIFY_FROM defaults to NOTIFY_EMAIL', () => {
    const both = { ...base(), SMTP_URL: 'smtp://mail.example', NOTIFY_EMAIL: 'leads@firm.example' };
    expect(loadConfig(both).notifyFrom).toBe('leads@firm.example');
    expect(loadConfig({ ...both, NOTIFY_FROM: 'web@firm.example' }).notifyFrom).toBe(
      'web@firm.example',
    );
    expect(loadConfig(base()).notifyFrom).toBeNull();
  });

  it('NOTIFY_MAX_ATTEMPTS sets the attempts before a notification fails (default 10)', () => {
    expect(loadConfig(base()).notificationRetry.maxAttempts).toBe(10);
    expect(loadConfig({ ...base(), NOTIFY_MAX_ATTEMPTS: '3' }).notificationRetry).toMatchObject({
      maxAttempts: 3,
      baseDelayMs: 30_000,
    });
  });

  it('webhook, time zone and retention settings (off, UTC and keep-forever by default)', () => {
    expect(loadConfig(base())).toMatchObject({
      webhookUrl: null,
      webhookSecret: null,
      timeZone: 'UTC',
      leadRetentionDays: null,
      spamRetentionDays: 30,
    });
    const secret = `whsec_${Buffer.alloc(32, 7).toString('base64')}`;
    expect(
      loadConfig({
        ...base(),
        WEBHOOK_URL: 'https://crm.example/hooks/leads',
        WEBHOOK_SECRET: secret,
        SITE_TIME_ZONE: 'Europe/Zurich',
        LEAD_RETENTION_DAYS: '365',
      }),
    ).toMatchObject({
      webhookUrl: 'https://crm.example/hooks/leads',
      webhookSecret: secret,
      timeZone: 'Europe/Zurich',
      leadRetentionDays: 365,
    });
    // One without the other is refused: a webhook is never sent unsigned.
    expect(() => loadConfig({ ...base(), WEBHOOK_URL: 'https://crm.example/x' })).toThrow(
      /WEBHOOK_SECRET/,
    );
    expect(() => loadConfig({ ...base(), WEBHOOK_SECRET: secret })).toThrow(/WEBHOOK_URL/);
  });

  it.each([
    ['NOTIFY_MAX_ATTEMPTS', '0'],
    ['NOTIFY_MAX_ATTEMPTS', 'many'],
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['ACCESS_TOKEN_TTL', '-5'],
    ['RATE_LIMIT', 'maybe'],
    ['CORS_ORIGINS', 'not a url'],
    ['LOG_LEVEL', 'loud'],
    ['NOTIFY_EMAIL', 'nobody'],
    ['NOTIFY_FROM', 'nobody'],
    ['SMTP_URL', 'http://mail.example'],
    ['JWT_SECRET', 'short'],
    // Trusting every hop lets each visitor pick its own address: refused, not accepted.
    ['TRUST_PROXY', 'true'],
    ['TRUST_PROXY', 'not-an-address'],
    ['TRUST_PROXY', '127.0.0.1,10.0.0.0/33'],
    ['TRUST_PROXY', '99'],
    ['REQUEST_TIMEOUT', '0'],
    ['HEADERS_TIMEOUT', '60'],
    ['MAX_CONNECTIONS', 'lots'],
    ['WEBHOOK_URL', 'ftp://crm.example/hook'],
    ['WEBHOOK_SECRET', 'not-a-whsec-secret'],
    ['SITE_TIME_ZONE', 'Mars/Olympus_Mons'],
    ['LEAD_RETENTION_DAYS', '0'],
  ])('a bad %s (%s) fails with one line naming the variable', (name, value) => {
    const run = () => loadConfig({ ...base(), [name]: value });
    expect(run).toThrow(ConfigError);
    try {
      run();
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain(name);
      expect(message).not.toContain('\n');
    }
  });

  it.each([
    ['false', false],
    ['1', { hops: 1 }],
    ['127.0.0.1', ['127.0.0.1']],
    ['loopback, 172.16.0.0/12', ['loopback', '172.16.0.0/12']],
    ['::1,fd00::/8', ['::1', 'fd00::/8']],
  ])('TRUST_PROXY=%s is read as %j', (value, trustProxy) => {
    expect(loadConfig({ ...base(), TRUST_PROXY: value }).trustProxy).toEqual(trustProxy);
  });

  it('requires JWT_SECRET in production', () => {
    expect(() =>
      loadConfig({ DATABASE_PATH: join(dir, 'site.db'), NODE_ENV: 'production' }),
    ).toThrow(/JWT_SECRET/);
  });

  it('requires PUBLIC_ORIGIN in production, where the Host header must not choose it', () => {
    const production = { ...base(), NODE_ENV: 'production' };
    expect(() => loadConfig(production)).toThrow(ConfigError);
    expect(() => loadConfig(production)).toThrow(
      /^Missing environment variable PUBLIC_ORIGIN: it is required in production/,
    );
    expect(
      loadConfig({ ...production, PUBLIC_ORIGIN: 'https://www.firm.example' }).publicOrigin,
    ).toBe('https://www.firm.example');
    // Outside production the request's own origin still serves a laptop or a LAN test.
    expect(loadConfig(base()).publicOrigin).toBeNull();
  });

  it('outside production, generates the JWT secret once into the data folder with mode 0600', () => {
    const env = { DATABASE_PATH: join(dir, 'data', 'site.db') };
    const first = loadConfig(env).jwtSecret;
    const file = join(dir, 'data', 'jwt-secret');
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    if (process.platform !== 'win32') expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig(env).jwtSecret).toBe(first);
  });

  it('ALTCHA is on by default (its key generated beside the database), off when asked', () => {
    expect(loadConfig(base()).altcha?.hmacKey).toEqual(
      readFileSync(join(dir, 'data', 'altcha-hmac-key'), 'utf8').trim(),
    );
    expect(loadConfig({ ...base(), ALTCHA: 'off' }).altcha).toBeNull();
    const key = 'k'.repeat(32);
    expect(loadConfig({ ...base(), ALTCHA: 'on', ALTCHA_HMAC_KEY: key }).altcha).toEqual({
      hmacKey: key,
    });
    expect(() => loadConfig({ ...base(), ALTCHA: 'on', ALTCHA_HMAC_KEY: 'short' })).toThrow(
      /ALTCHA_HMAC_KEY/,
    );
    expect(() => loadConfig({ ...base(), ALTCHA: 'yes' })).toThrow(/ALTCHA/);
  });

  it('AUTO_REPLY=on needs ALTCHA=on: refused at start otherwise, naming AUTO_REPLY', () => {
    const mail = { SMTP_URL: 'smtp://mail.example:587', NOTIFY_FROM: 'web@firm.example' };
    expect(loadConfig({ ...base(), ...mail, AUTO_REPLY: 'on' }).autoReply).toBe(true);
    expect(() => loadConfig({ ...base(), ...mail, AUTO_REPLY: 'on', ALTCHA: 'off' })).toThrow(
      'Invalid environment variable AUTO_REPLY: needs ALTCHA=on: acknowledgements go only to leads that solved the proof of work',
    );
  });

  it('attachments: 2,048 MB together and a 1,024 MB free-space floor by default; both settings', () => {
    const MB = 1024 * 1024;
    expect(loadConfig(base())).toMatchObject({
      attachmentsMaxBytes: 2048 * MB,
      attachmentsMinFreeBytes: 1024 * MB,
    });
    expect(
      loadConfig({ ...base(), ATTACHMENTS_MAX_MB: '500', ATTACHMENTS_MIN_FREE_MB: '0' }),
    ).toMatchObject({ attachmentsMaxBytes: 500 * MB, attachmentsMinFreeBytes: 0 });
    expect(() => loadConfig({ ...base(), ATTACHMENTS_MAX_MB: '0' })).toThrow(/ATTACHMENTS_MAX_MB/);
  });

  it('MEDIA_FILE_MAX_MB: a content file of 50 MB by default; a whole number of MB from 1', () => {
    const MB = 1024 * 1024;
    expect(loadConfig(base()).mediaFileMaxBytes).toBe(50 * MB);
    expect(loadConfig({ ...base(), MEDIA_FILE_MAX_MB: '200' }).mediaFileMaxBytes).toBe(200 * MB);
    for (const bad of ['0', '-1', '1.5', 'lots'])
      expect(() => loadConfig({ ...base(), MEDIA_FILE_MAX_MB: bad })).toThrow(/MEDIA_FILE_MAX_MB/);
  });

  it('MAX_CONNECTIONS_PER_ADDRESS: 100 by default', () => {
    expect(loadConfig(base()).connections.maxConnectionsPerAddress).toBe(100);
    expect(
      loadConfig({ ...base(), MAX_CONNECTIONS_PER_ADDRESS: '20' }).connections
        .maxConnectionsPerAddress,
    ).toBe(20);
  });

  it('generates the key of the data-subject digests once beside the database, mode 0600, even in production', () => {
    const env = { ...base(), NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://firm.example' };
    const first = loadConfig(env).dataSubjectKey;
    const file = join(dir, 'data', 'data-subject-key');
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    if (process.platform !== 'win32') expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig(env).dataSubjectKey).toBe(first);
  });

  it('ALTCHA=on without a key generates one once beside the database with mode 0600, even in production', () => {
    const env = {
      ...base(),
      NODE_ENV: 'production',
      PUBLIC_ORIGIN: 'https://firm.example',
      ALTCHA: 'on',
    };
    const first = loadConfig(env).altcha?.hmacKey;
    const file = join(dir, 'data', 'altcha-hmac-key');
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    if (process.platform !== 'win32') expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(first?.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig(env).altcha?.hmacKey).toBe(first);
  });

  it(
    'the server exits with status 1 and one line on stderr for a bad value',
    { timeout: 60_000 },
    () => {
      const result = runMain({ PORT: 'not-a-port', DATABASE_PATH: join(dir, 'site.db') });
      expect(result.status).toBe(1);
      const lines = result.stderr.trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/PORT/);
    },
  );
});
