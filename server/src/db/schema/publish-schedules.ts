// Publishing at a set time: the server publishes a version of the site content when it is due.
import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { users } from './accounts';

/**
 * One row per schedule. `status` moves scheduled -> publishing (claimed by one run, atomically)
 * -> published | failed, or scheduled -> cancelled. Rows are kept as the history of what was
 * planned. At most one pending schedule per version (the partial unique index).
 */
export const publishSchedules = sqliteTable(
  'publish_schedules',
  {
    id: text('id').primaryKey(),
    version: integer('version').notNull(),
    /** When it goes live, UTC ISO 8601 (compared as text: one format, one zone). */
    publish_at: text('publish_at').notNull(),
    status: text('status', {
      enum: ['scheduled', 'publishing', 'published', 'failed', 'cancelled'],
    }).notNull(),
    created_at: text('created_at').notNull(),
    created_by: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_by_email: text('created_by_email'),
    /** When a run claimed it (status publishing). */
    claimed_at: text('claimed_at'),
    finished_at: text('finished_at'),
    published_version: integer('published_version'),
    error: text('error'),
    cancelled_at: text('cancelled_at'),
    cancelled_by_email: text('cancelled_by_email'),
  },
  (t) => [
    index('publish_schedules_due_idx').on(t.status, t.publish_at),
    uniqueIndex('publish_schedules_pending_version_idx')
      .on(t.version)
      .where(sql`status IN ('scheduled', 'publishing')`),
  ],
);
