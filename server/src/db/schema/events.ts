// What the events keep beside the content: the content is public (GET /api/site-content), so
// the link to join an online event lives here, set by sales, and goes only into the mails of
// those registered. The registrations themselves are leads (./leads.ts).
import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/** The link to join an online event, by the event's id in the content. */
export const eventLinks = sqliteTable('event_links', {
  event_id: integer('event_id').primaryKey(),
  online_link: text('online_link').notNull(),
  updated_at: text('updated_at').notNull(),
  /** Who set it (an e-mail, kept as it was: accounts are disabled, not deleted). */
  updated_by: text('updated_by'),
});
