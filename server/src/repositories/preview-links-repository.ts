import { and, desc, eq, isNull } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/connection';
import { previewLinks } from '../db/schema';

export type PreviewLinkRow = typeof previewLinks.$inferSelect;

/** How many links the admin area lists (newest first): a firm shares a handful a week. */
const LIST_LIMIT = 100;

/** The preview links of the site content, active, expired and revoked. */
export function createPreviewLinksRepository(db: DatabaseHandle) {
  const { orm } = db;
  return {
    insert(row: PreviewLinkRow): void {
      orm.insert(previewLinks).values(row).run();
    },
    get(id: string): PreviewLinkRow | undefined {
      return orm.select().from(previewLinks).where(eq(previewLinks.id, id)).get();
    },
    list(): PreviewLinkRow[] {
      return orm
        .select()
        .from(previewLinks)
        .orderBy(desc(previewLinks.created_at), desc(previewLinks.id))
        .limit(LIST_LIMIT)
        .all();
    },
    /**
     * Revokes every link an account made that is not revoked yet (the account was disabled: what
     * it shared stops with it, as its invitations do); how many.
     */
    revokeCreatedBy(userId: string, at: string, byEmail: string | null): number {
      return orm
        .update(previewLinks)
        .set({ revoked_at: at, revoked_by_email: byEmail })
        .where(and(eq(previewLinks.created_by, userId), isNull(previewLinks.revoked_at)))
        .run().changes;
    },
    /** Revokes a link (a revoked one stays as it was); undefined when there is none. */
    revoke(id: string, at: string, byEmail: string): PreviewLinkRow | undefined {
      const row = orm.select().from(previewLinks).where(eq(previewLinks.id, id)).get();
      if (!row || row.revoked_at) return row;
      orm
        .update(previewLinks)
        .set({ revoked_at: at, revoked_by_email: byEmail })
        .where(eq(previewLinks.id, id))
        .run();
      return { ...row, revoked_at: at, revoked_by_email: byEmail };
    },
  };
}

export type PreviewLinksRepository = ReturnType<typeof createPreviewLinksRepository>;
