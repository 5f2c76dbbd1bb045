// What the lead writer derives from the leads after their commits, and counts beside them: the
// duplicate check's keys, the search index's progress, the spam counted and not stored.
import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { LEAD_KINDS } from '../../../../shared/lead-kinds';

/**
 * What the duplicate check compares, one row per lead: its e-mail (lower case) and its company's
 * domain (null for a free-mail address). Written by the duplicate linker after the lead's commit,
 * off the durable write path; deleted with the lead. `open` says whether the lead may be linked
 * to (neither spam nor at a closing stage; the leads repository keeps it in step with each
 * change): the lookups read only open rows, in partial indexes, so a new lead's link costs one
 * index search however much spam or closed work shares its address (decision 041).
 */
export const leadMatchKeys = sqliteTable(
  'lead_match_keys',
  {
    lead_kind: text('lead_kind').notNull(),
    lead_id: text('lead_id').notNull(),
    /** The lead's rowid: the linker's watermark (the leads after the highest are new). */
    lead_rowid: integer('lead_rowid').notNull(),
    email: text('email').notNull(),
    domain: text('domain'),
    created_at: text('created_at').notNull(),
    /** 1 while the lead is open (may be linked to), 0 for spam and closed leads. */
    open: integer('open').notNull().default(1),
  },
  (t) => [
    primaryKey({ columns: [t.lead_kind, t.lead_id] }),
    index('lead_match_keys_rowid_idx').on(t.lead_kind, t.lead_rowid),
    index('lead_match_keys_open_email_idx')
      .on(t.lead_kind, t.email, t.created_at, t.lead_rowid)
      .where(sql`${t.open} = 1`),
    index('lead_match_keys_open_domain_idx')
      .on(t.lead_kind, t.domain, t.created_at, t.lead_rowid)
      .where(sql`${t.open} = 1 AND ${t.domain} IS NOT NULL`),
  ],
);

/**
 * Spam submissions counted and not stored (decision 041): once a sender's address has had its
 * day's share of stored spam, a further spam submission leaves no row of its own, only +1 here,
 * per kind and quarter hour (`slot`: `2026-12-07T10:15`, the slots the dashboard's chart sums
 * into the firm's days). Added by the lead writer in the batch the submission's 201 waits for;
 * deleted with the spam, after the spam's retention.
 */
export const leadSpamNotStored = sqliteTable(
  'lead_spam_not_stored',
  {
    lead_kind: text('lead_kind', { enum: LEAD_KINDS }).notNull(),
    slot: text('slot').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.lead_kind, t.slot] })],
);

/**
 * How far each lead table's full-text index has caught up (docs/decisions/020): every lead with a
 * rowid at or below `indexed_rowid` is in the index, none above it is. The lead writer indexes the
 * leads above it in bulk, off the durable write path (db/lead-search-index.ts); the delete and
 * update triggers (migrations/0014) touch the index only at or below it, and keep it at or below
 * the table's highest rowid, so a new lead never gets a rowid that counts as indexed.
 */
export const leadSearchIndex = sqliteTable('lead_search_index', {
  lead_kind: text('lead_kind', { enum: LEAD_KINDS }).primaryKey(),
  indexed_rowid: integer('indexed_rowid').notNull(),
});
