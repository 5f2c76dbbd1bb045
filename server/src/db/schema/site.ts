// The site and the admin area: small settings, the audit trail, published content versions,
// uploaded media and spent proof-of-work challenges.
import { blob, index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { users } from './accounts';

/**
 * Small settings the admins change in the admin area, one JSON value per key (the requester's
 * acknowledgement texts: services/leads/acknowledgement.ts).
 */
export const appSettings = sqliteTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updated_at: text('updated_at').notNull(),
  updated_by_email: text('updated_by_email'),
});

/**
 * Append-only trail of security events (triggers in the migration refuse UPDATE and DELETE).
 * Actors and targets are kept by id and e-mail without foreign keys, so the trail outlives them.
 */
export const auditEvents = sqliteTable(
  'audit_events',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    at: text('at').notNull(),
    type: text('type').notNull(),
    actor_id: text('actor_id'),
    actor_email: text('actor_email'),
    target_type: text('target_type'),
    target_id: text('target_id'),
    ip: text('ip'),
    user_agent: text('user_agent'),
    /** JSON object with event-specific facts; never secrets. */
    details: text('details'),
  },
  (t) => [
    index('audit_events_type_idx').on(t.type, t.id),
    index('audit_events_actor_idx').on(t.actor_id, t.id),
    // A lead's timeline reads the events of one target.
    index('audit_events_target_idx').on(t.target_type, t.target_id, t.id),
  ],
);

/**
 * Every version of the site content (settings, team, blog posts), append-only: published ones,
 * and saved ones (edited, waiting for a review or a time), in one number space. A restore or
 * the publish of a saved version makes a new published row, nothing is ever rewritten. The
 * highest PUBLISHED version is live.
 */
export const siteContentVersions = sqliteTable('site_content_versions', {
  version: integer('version').primaryKey(),
  /** The SiteData JSON (shared/site-content/schema.ts). */
  content: text('content').notNull(),
  /** When it went live; a saved row (NOT NULL since the first migration) holds its save time. */
  published_at: text('published_at').notNull(),
  /** Kept if the account is deleted later: the e-mail below still says who published. */
  published_by: text('published_by').references(() => users.id, { onDelete: 'set null' }),
  published_by_email: text('published_by_email'),
  /** One line: what changed against the version before ("phone changed; 1 post added"). */
  summary: text('summary').notNull(),
  /** Set when this version re-published an older one. */
  restored_from: integer('restored_from'),
  status: text('status', { enum: ['published', 'saved'] })
    .notNull()
    .default('published'),
  /** The live version a saved version was edited from (its publish merges from there). */
  base_version: integer('base_version'),
  /** sha256 hex of the content's canonical JSON: what an approval is of. Null before 0021. */
  content_hash: text('content_hash'),
  /** Who saved a saved version (the published_by columns say who published). */
  saved_by_email: text('saved_by_email'),
  /** The saver's note for the reviewers. */
  message: text('message'),
});

/**
 * A request to publish a saved version, with its approvals (JSON [{ by_id, by, at,
 * content_hash }]) and change requests (JSON [{ by, at, comment }]). Every change to a row is
 * made in one immediate transaction, so two approvals racing are counted once each.
 */
export const siteContentReviews = sqliteTable(
  'site_content_reviews',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    version: integer('version').notNull(),
    status: text('status', {
      enum: ['requested', 'changes_requested', 'approved', 'published', 'superseded', 'withdrawn'],
    }).notNull(),
    message: text('message'),
    requested_by: text('requested_by'),
    requested_by_email: text('requested_by_email').notNull(),
    requested_at: text('requested_at').notNull(),
    base_version: integer('base_version').notNull(),
    content_hash: text('content_hash').notNull(),
    approvals: text('approvals').notNull().default('[]'),
    comments: text('comments').notNull().default('[]'),
    /** The review that replaced it (status superseded). */
    superseded_by: integer('superseded_by'),
    /** The version its publish made. */
    published_version: integer('published_version'),
  },
  (t) => [
    index('site_content_reviews_status_idx').on(t.status, t.id),
    index('site_content_reviews_requester_idx').on(t.requested_by, t.status),
  ],
);

/**
 * Each account's working copy of the site content (at most one: the account is the key), saved
 * as it saves in the editors so another browser opens it; `revision` counts its saves, and a
 * save names the one it was made on (services/publishing/drafts.ts).
 */
export const siteContentDrafts = sqliteTable('site_content_drafts', {
  user_id: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The working copy, as JSON. */
  content: text('content').notNull(),
  /** The live version it was edited from. */
  base_version: integer('base_version').notNull(),
  revision: integer('revision').notNull(),
  bytes: integer('bytes').notNull(),
  updated_at: text('updated_at').notNull(),
});

/**
 * Uploaded images, re-encoded as WebP (one row per rendition). Kept in the database so a
 * backup of the one SQLite file holds the whole site (docs/decisions/009-publishing.md).
 */
export const mediaFiles = sqliteTable(
  'media_files',
  {
    /** The file name served under /media/: <hash>-<width>x<height>.webp. */
    name: text('name').primaryKey(),
    /** Content hash of the image (shared by its renditions). */
    hash: text('hash').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    content_type: text('content_type').notNull(),
    bytes: blob('bytes', { mode: 'buffer' }).notNull(),
    created_at: text('created_at').notNull(),
  },
  (t) => [index('media_files_hash_idx').on(t.hash)],
);

/**
 * Proof-of-work challenges (ALTCHA) whose solution has been accepted once, by the signature the
 * server gave them: a second submission with the same solution is a replay. Kept until the
 * challenge expires, after which its solution is refused as expired anyway.
 */
export const altchaSpent = sqliteTable(
  'altcha_spent',
  {
    signature: text('signature').primaryKey(),
    expires_at: text('expires_at').notNull(),
  },
  (t) => [index('altcha_spent_expires_idx').on(t.expires_at)],
);
