import { randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import type { SessionUser } from '@shared/schemas/auth';
import type { Role } from '@shared/vocabularies/roles';
import type { TestServer } from './server';

// Admin accounts for the browser tests, made and signed in through the public HTTP API (the
// same calls the setup and invitation pages make), never through a form. No credential is
// written down: every password is random, made when its account is.

export interface Account {
  id: string;
  email: string;
  password: string;
  /** With an authenticator app (createAdmin({ totp: true })): its secret and recovery codes. */
  totp?: { secret: string; recoveryCodes: string[] };
}

export interface Grant {
  access_token: string;
  /** Seconds since the epoch. */
  expires_at: number;
  user: SessionUser;
  /** The refresh token, when it was asked for as the browser's cookie. */
  refreshCookie?: { value: string; maxAge: number };
}

export function randomPassword(): string {
  return `Pw-${randomBytes(18).toString('base64url')}`;
}

/** A short random suffix, so a test finds its own rows among the ones other tests made. */
export function uniqueTag(): string {
  return randomBytes(4).toString('hex');
}

async function call<T>(
  url: string,
  init: { method?: string; body?: string; headers?: Record<string, string> },
  expected: number,
): Promise<T> {
  const json: Record<string, string> = init.body ? { 'content-type': 'application/json' } : {};
  const response = await fetch(url, { ...init, headers: { ...json, ...init.headers } });
  if (response.status !== expected) {
    const method = init.method ?? 'GET';
    throw new Error(
      `${method} ${url} answered ${response.status}, not ${expected}: ${await response.text()}`,
    );
  }
  return (response.status === 204 ? null : await response.json()) as T;
}

/** The first admin, through POST /api/setup with the server's setup token. */
export async function createFirstAdmin(server: TestServer): Promise<Account> {
  const account = { email: `admin-${uniqueTag()}@e2e.example.com`, password: randomPassword() };
  const { user } = await call<{ user: { id: string } }>(
    `${server.url}/api/setup`,
    {
      method: 'POST',
      body: JSON.stringify({ setup_token: server.setupToken, ...account }),
    },
    201,
  );
  return { id: user.id, ...account };
}

/**
 * A password grant (POST /auth/token). `cookie`: the refresh token comes back as the browser
 * client's HttpOnly cookie, as the login page asks for it. `origin`: the server's address as
 * the browser will use it (localhost for passkeys).
 */
export async function passwordGrant(
  origin: string,
  account: Pick<Account, 'email' | 'password'>,
  { cookie = false } = {},
): Promise<Grant> {
  const response = await fetch(`${origin}/auth/token?grant_type=password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: account.email,
      password: account.password,
      ...(cookie ? { refresh_token_transport: 'cookie' } : {}),
    }),
  });
  if (response.status !== 200) {
    throw new Error(
      `The password grant for ${account.email} answered ${response.status} ` +
        `(an account with a second factor signs in through the form): ${await response.text()}`,
    );
  }
  const grant = (await response.json()) as Grant;
  const setCookie = response.headers
    .getSetCookie()
    .find((c) => c.startsWith('admin_refresh_token='));
  if (cookie && setCookie) {
    grant.refreshCookie = {
      value: /^admin_refresh_token=([^;]*)/.exec(setCookie)![1]!,
      maxAge: Number(/Max-Age=(\d+)/i.exec(setCookie)?.[1] ?? 86_400),
    };
  }
  return grant;
}

/**
 * Another admin, the way a colleague joins: an admin invites the address with a role (POST
 * /api/admin/invitations), the invitee chooses a password with the link's token (POST
 * /api/invitations/accept). An owner unless `role` says otherwise, so a journey may open every
 * admin page.
 */
export async function inviteAdmin(
  server: TestServer,
  inviterToken: string,
  {
    email = `colleague-${uniqueTag()}@e2e.example.com`,
    password = randomPassword(),
    role = 'owner' as Role,
  } = {},
): Promise<Account> {
  const invitation = await call<{ invite_url: string | null }>(
    `${server.url}/api/admin/invitations`,
    {
      method: 'POST',
      headers: { authorization: `Bearer ${inviterToken}` },
      body: JSON.stringify({ email, role }),
    },
    201,
  );
  const token = new URL(invitation.invite_url!).hash.replace(/^#token=/, '');
  const { user } = await call<{ user: { id: string } }>(
    `${server.url}/api/invitations/accept`,
    { method: 'POST', body: JSON.stringify({ token, password }) },
    201,
  );
  return { id: user.id, email, password };
}

export { call as apiCall };

/** The code an authenticator app with `secret` shows `offsetSeconds` from now. */
export function totpCode(secret: string, offsetSeconds = 0): string {
  return new TOTP({ secret: Secret.fromBase32(secret) }).generate({
    timestamp: Date.now() + offsetSeconds * 1000,
  });
}

/**
 * Turns on an authenticator app for `account` as the Account page does (POST
 * /api/account/mfa/totp with the step-up's password, then /verify with the first code) and returns its secret and the ten
 * recovery codes. The code used to activate cannot sign in again: use totpCode(secret, 30).
 */
export async function enrolTotp(
  server: TestServer,
  account: Account,
): Promise<{ secret: string; recoveryCodes: string[] }> {
  const { access_token } = await passwordGrant(server.url, account);
  const headers = { authorization: `Bearer ${access_token}` };
  const enrolment = await call<{ factor_id: string; secret: string }>(
    `${server.url}/api/account/mfa/totp`,
    // A factor change asks who you are (the step-up); with no factor yet, the password alone.
    { method: 'POST', headers, body: JSON.stringify({ current_password: account.password }) },
    201,
  );
  const { recovery_codes } = await call<{ recovery_codes: string[] }>(
    `${server.url}/api/account/mfa/totp/verify`,
    {
      method: 'POST',
      headers,
      body: JSON.stringify({ factor_id: enrolment.factor_id, code: totpCode(enrolment.secret) }),
    },
    200,
  );
  return { secret: enrolment.secret, recoveryCodes: recovery_codes };
}
