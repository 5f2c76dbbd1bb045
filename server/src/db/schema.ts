import { index, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/**
 * Timestamps are ISO-8601 UTC strings (`2025-01-31T12:00:00.000Z`): they sort lexically in time
 * order, read well in a SQLite shell and go straight into the API's `created_at` fields.
 */
const timestamps = {
  created_at: text('created_at').notNull(),
  updated_at: text('updated_at').notNull(),
};

export const users = sqliteTable('users', {
  id: text('id').primaryKey(),
  // Stored lower-cased, so the unique index also makes e-mail addresses case-insensitive.
  email: text('email').notNull().unique(),
  password_hash: text('password_hash').notNull(),
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

/** A fresh column builder per table: drizzle builders must not be shared between tables. */
const leadStatus = () =>
  text('status', { enum: ['new', 'handled', 'spam'] })
    .notNull()
    .default('new');

export const contactSubmissions = sqliteTable(
  'contact_submissions',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    status: leadStatus(),
    ...timestamps,
  },
  (t) => [index('contact_submissions_status_created_idx').on(t.status, t.created_at)],
);

export const quoteRequests = sqliteTable(
  'quote_requests',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    company_name: text('company_name'),
    email: text('email').notNull(),
    phone: text('phone'),
    service_interest: text('service_interest').notNull(),
    project_details: text('project_details').notNull(),
    status: leadStatus(),
    ...timestamps,
  },
  (t) => [index('quote_requests_status_created_idx').on(t.status, t.created_at)],
);
