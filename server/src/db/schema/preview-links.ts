// Preview links: signed addresses of a version's rendered pages for reviewers without an account.
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { users } from './accounts';

/**
 * One row per preview link. The link itself is `<id>.<signature>`: the signature (an HMAC of id,
 * version and expiry) is never stored, so the table alone cannot forge or reveal a link. Revoking
 * sets `revoked_at`; rows are kept for the history of who shared what.
 */
export const previewLinks = sqliteTable(
  'preview_links',
  {
    id: text('id').primaryKey(),
    /** The version of the site content whose pages the link shows. */
    version: integer('version').notNull(),
    expires_at: text('expires_at').notNull(),
    created_at: text('created_at').notNull(),
    created_by: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_by_email: text('created_by_email'),
    revoked_at: text('revoked_at'),
    revoked_by_email: text('revoked_by_email'),
  },
  (t) => [index('preview_links_created_idx').on(t.created_at)],
);
