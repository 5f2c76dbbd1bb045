// Accounts and how they sign in: users, sessions and refresh tokens, second factors,
// passkeys, challenges and invitations.
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { SIGN_IN_METHODS } from '../../../../shared/schemas/admin-users';
import { ROLES, type Held } from '../../../../shared/vocabularies/roles';
import { timestamps } from './timestamps';

export const users = sqliteTable('users', {
  id: text('id').primaryKey(),
  // Stored lower-cased, so the unique index also makes e-mail addresses case-insensitive.
  email: text('email').notNull().unique(),
  password_hash: text('password_hash').notNull(),
  /** Set when the account is disabled (admin Users page or `npm run admin:disable`): it can no longer sign in or use its sessions. */
  disabled_at: text('disabled_at'),
  /**
   * What the account may do (shared/vocabularies/roles.ts), read on every request. The default
   * only made the accounts that existed before roles owners (migration 0009); every insert names
   * one.
   */
  role: text('role', { enum: ROLES }).notNull().default('owner'),
  /**
   * Roles held beside `role` (a JSON array). Migration 0018 gave the sales accounts of the time
   * `hiring` here, so narrowing sales to quotes and contact messages took nothing from them
   * (docs/decisions/027-hiring-role.md); an owner removes it on the Users page.
   */
  extra_roles: text('extra_roles', { mode: 'json' }).$type<Held[]>().notNull().default([]),
  ...timestamps,
});

/** One sign-in: the refresh-token family that descends from one password grant. */
export const sessions = sqliteTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    user_id: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    created_at: text('created_at').notNull(),
    /** Last refresh; the idle limit counts from here. */
    last_used_at: text('last_used_at').notNull(),
    /** created_at + the absolute limit; never moves. */
    expires_at: text('expires_at').notNull(),
    revoked_at: text('revoked_at'),
    revoked_reason: text('revoked_reason'),
    /** Where the session was last used from (sign-in or refresh), for the sessions list. */
    ip: text('ip'),
    user_agent: text('user_agent'),
    /**
     * Begun through the identity provider with a second factor there (the ID token's `amr`):
     * REQUIRE_ADMIN_MFA holds for this session without a factor here.
     */
    provider_mfa: integer('provider_mfa', { mode: 'boolean' }).notNull().default(false),
    /**
     * The first step of its sign-in: `provider` (the identity provider), `passkey` (a passkey
     * alone) or `password`; a second factor here does not change it. SSO_REQUIRED reads it on every request (services/auth/sso-required.ts).
     */
    sign_in_method: text('sign_in_method', { enum: SIGN_IN_METHODS }).notNull().default('password'),
  },
  (t) => [index('sessions_user_id_idx').on(t.user_id)],
);

/** Refresh tokens are opaque random strings; only their SHA-256 is stored. */
export const refreshTokens = sqliteTable(
  'refresh_tokens',
  {
    id: text('id').primaryKey(),
    session_id: text('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    token_hash: text('token_hash').notNull().unique(),
    /** The token this one replaced (null for the first token of a session). */
    parent_id: text('parent_id'),
    created_at: text('created_at').notNull(),
    /** Set when the token is exchanged for a new one; presenting it again is re-use. */
    rotated_at: text('rotated_at'),
  },
  (t) => [index('refresh_tokens_session_id_idx').on(t.session_id, t.created_at)],
);

/** TOTP authenticators (RFC 6238). Active once verified with a first code. */
export const totpFactors = sqliteTable(
  'totp_factors',
  {
    id: text('id').primaryKey(),
    user_id: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Base32 secret: the server must read it back to check codes, so it cannot be hashed. */
    secret: text('secret').notNull(),
    /** Null until the first code proves the authenticator app has the secret. */
    verified_at: text('verified_at'),
    /** The time step of the last accepted code: a code of this step or earlier is a replay. */
    last_used_step: integer('last_used_step'),
    created_at: text('created_at').notNull(),
  },
  (t) => [index('totp_factors_user_idx').on(t.user_id)],
);

/** Single-use recovery codes; only their SHA-256 is stored. */
export const recoveryCodes = sqliteTable(
  'recovery_codes',
  {
    id: text('id').primaryKey(),
    user_id: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    code_hash: text('code_hash').notNull(),
    used_at: text('used_at'),
    created_at: text('created_at').notNull(),
  },
  (t) => [index('recovery_codes_user_idx').on(t.user_id)],
);

/** WebAuthn credentials (passkeys). `id` is the credential id, base64url. */
export const passkeys = sqliteTable(
  'passkeys',
  {
    id: text('id').primaryKey(),
    user_id: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** COSE public key, base64url. */
    public_key: text('public_key').notNull(),
    counter: integer('counter').notNull(),
    /** JSON array of AuthenticatorTransport values. */
    transports: text('transports').notNull(),
    created_at: text('created_at').notNull(),
    last_used_at: text('last_used_at'),
  },
  (t) => [index('passkeys_user_idx').on(t.user_id)],
);

/**
 * Short-lived single-use challenges of the sign-in flow: the `mfa_token` between the first step
 * and the second factor, WebAuthn challenges, and the authorization request of a sign-in through
 * the identity provider. Only the SHA-256 of the handle is stored.
 */
export const authChallenges = sqliteTable('auth_challenges', {
  id: text('id').primaryKey(),
  purpose: text('purpose', {
    enum: ['mfa', 'passkey_login', 'passkey_register', 'passkey_reauth', 'oidc_login'],
  }).notNull(),
  handle_hash: text('handle_hash').notNull().unique(),
  /** The account (null for a passkey sign-in, where the passkey names the account). */
  user_id: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
  /**
   * The WebAuthn challenge (base64url), for the passkey purposes; for oidc_login, the state,
   * nonce and PKCE verifier of the authorization request (JSON).
   */
  challenge: text('challenge'),
  /**
   * A sign-in through the provider waiting for the second factor here: the provider's side of the
   * session it will start (sealed JSON), carried from the mfa_token to a passkey challenge.
   */
  provider_session: text('provider_session'),
  expires_at: text('expires_at').notNull(),
  used_at: text('used_at'),
});

/**
 * Invitations of new admins: a single-use link, valid 24 h; only the token's SHA-256 is kept.
 * An admin may withdraw one that is still open (sent to the wrong address, say).
 */
export const invitations = sqliteTable('invitations', {
  id: text('id').primaryKey(),
  email: text('email').notNull(),
  token_hash: text('token_hash').notNull().unique(),
  invited_by: text('invited_by').references(() => users.id, { onDelete: 'set null' }),
  created_at: text('created_at').notNull(),
  expires_at: text('expires_at').notNull(),
  accepted_at: text('accepted_at'),
  withdrawn_at: text('withdrawn_at'),
  /** The role the account gets; invitations sent before roles existed keep an owner's rights. */
  role: text('role', { enum: ROLES }).notNull().default('owner'),
});
