// Signing in through the firm's identity provider (decision 025): the accounts there linked to
// accounts here, the provider's side of the sessions begun there, and spent logout tokens.
import { index, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { sessions, users } from './accounts';

/**
 * A person's account at the identity provider (issuer and subject), linked to an account here
 * at its first sign-in; at most one per account and issuer.
 */
export const userIdentities = sqliteTable(
  'user_identities',
  {
    id: text('id').primaryKey(),
    user_id: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    /** The verified address it was linked by. */
    email: text('email').notNull(),
    linked_at: text('linked_at').notNull(),
    last_sign_in_at: text('last_sign_in_at'),
  },
  (t) => [
    uniqueIndex('user_identities_subject_idx').on(t.issuer, t.subject),
    uniqueIndex('user_identities_user_idx').on(t.user_id, t.issuer),
  ],
);

/**
 * The provider's side of a session begun through it: what the check at refresh and back-channel
 * logout need. The provider's tokens are sealed (AES-256-GCM, its key beside the database).
 */
export const providerSessions = sqliteTable(
  'provider_sessions',
  {
    session_id: text('session_id')
      .primaryKey()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    identity_id: text('identity_id')
      .notNull()
      .references(() => userIdentities.id, { onDelete: 'cascade' }),
    /** The provider's session (`sid` of the ID token), named by its back-channel logout. */
    provider_sid: text('provider_sid'),
    /** When the person authenticated at the provider (`auth_time`; the epoch without one: no step-up). */
    authenticated_at: text('authenticated_at').notNull(),
    tokens: text('tokens').notNull(),
    /** The last time the provider confirmed the person (sign-in or refresh check). */
    checked_at: text('checked_at').notNull(),
  },
  (t) => [
    index('provider_sessions_sid_idx').on(t.provider_sid),
    index('provider_sessions_identity_idx').on(t.identity_id),
  ],
);

/** Back-channel logout tokens already acted on (by jti digest): a replay is refused. */
export const oidcLogoutTokensSpent = sqliteTable(
  'oidc_logout_tokens_spent',
  {
    jti_hash: text('jti_hash').primaryKey(),
    expires_at: text('expires_at').notNull(),
  },
  (t) => [index('oidc_logout_tokens_spent_expires_idx').on(t.expires_at)],
);
