// What every table group shares.
import { text } from 'drizzle-orm/sqlite-core';

/**
 * Timestamps are ISO-8601 UTC strings (`2025-01-31T12:00:00.000Z`): they sort lexically in time
 * order, read well in a SQLite shell and go straight into the API's `created_at` fields.
 */
export const timestamps = {
  created_at: text('created_at').notNull(),
  updated_at: text('updated_at').notNull(),
};
