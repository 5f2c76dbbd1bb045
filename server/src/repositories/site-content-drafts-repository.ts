import { and, eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/connection';
import { siteContentDrafts } from '../db/schema';

export type DraftRow = typeof siteContentDrafts.$inferSelect;

export type DraftSave = { saved: true; row: DraftRow } | { saved: false; current: DraftRow | null };

/**
 * The accounts' drafts of the site content, one row per account. A save is compare-and-set on
 * the revision it was made on, in one immediate transaction: of two browsers saving on the same
 * revision one wins, the other hears of the draft as it is.
 */
export function createSiteContentDraftsRepository(db: DatabaseHandle, now: () => number) {
  const { orm, sqlite } = db;
  const byUser = (userId: string) => eq(siteContentDrafts.user_id, userId);
  const get = (userId: string) =>
    orm.select().from(siteContentDrafts).where(byUser(userId)).get() ?? null;

  return {
    get,
    save(
      userId: string,
      draft: { content: string; baseVersion: number; revision: number | null },
    ): DraftSave {
      return sqlite
        .transaction((): DraftSave => {
          const current = get(userId);
          if ((current?.revision ?? null) !== draft.revision) return { saved: false, current };
          const row: DraftRow = {
            user_id: userId,
            content: draft.content,
            base_version: draft.baseVersion,
            revision: (current?.revision ?? 0) + 1,
            bytes: Buffer.byteLength(draft.content),
            updated_at: new Date(now()).toISOString(),
          };
          orm
            .insert(siteContentDrafts)
            .values(row)
            .onConflictDoUpdate({ target: siteContentDrafts.user_id, set: row })
            .run();
          return { saved: true, row };
        })
        .immediate();
    },
    /** Deletes the draft if it is still at `revision`: true, or false with the draft as it is. */
    remove(userId: string, revision: number): { removed: boolean; current: DraftRow | null } {
      return sqlite
        .transaction(() => {
          const removed =
            orm
              .delete(siteContentDrafts)
              .where(and(byUser(userId), eq(siteContentDrafts.revision, revision)))
              .run().changes > 0;
          return { removed, current: removed ? null : get(userId) };
        })
        .immediate();
    },
  };
}

export type SiteContentDraftsRepository = ReturnType<typeof createSiteContentDraftsRepository>;
