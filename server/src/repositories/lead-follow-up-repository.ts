import { and, asc, count, eq, isNotNull, isNull, lt, lte, ne, notInArray } from 'drizzle-orm';
import type { LeadKind } from '@shared/lead-kinds';
import type { DatabaseHandle } from '../db/connection';
import { leadTable } from '../db/lead-tables';
import type { contactSubmissions } from '../db/schema';

export interface FollowUpRow {
  id: string;
  name: string;
  email: string;
  stage: string;
  assignee_id: string | null;
  follow_up_at: string | null;
  created_at: string;
}

/**
 * The leads the digest and the dashboard report: follow-ups that are due, and leads nobody owns.
 * "Open" is the caller's (services/leads/digest.ts): not spam, not at one of `closedStages`.
 */
export function createLeadFollowUpRepository(db: DatabaseHandle) {
  const { orm } = db;
  const table = leadTable;
  const open = (t: typeof contactSubmissions, closedStages: readonly string[]) =>
    and(ne(t.status, 'spam'), notInArray(t.stage, [...closedStages]));
  const columns = (t: typeof contactSubmissions) => ({
    id: t.id,
    name: t.name,
    email: t.email,
    stage: t.stage,
    assignee_id: t.assignee_id,
    follow_up_at: t.follow_up_at,
    created_at: t.created_at,
  });

  return {
    /** Open leads with an owner whose follow-up is at or before `at`, earliest first. */
    overdue(kind: LeadKind, at: string, closedStages: readonly string[]): FollowUpRow[] {
      const t = table(kind);
      return orm
        .select(columns(t))
        .from(t)
        .where(and(isNotNull(t.assignee_id), lte(t.follow_up_at, at), open(t, closedStages)))
        .orderBy(asc(t.follow_up_at))
        .all();
    },

    /** Open leads nobody owns that arrived before `before`, oldest first (at most `limit`). */
    unassigned(kind: LeadKind, before: string, closedStages: readonly string[], limit: number) {
      const t = table(kind);
      const where = and(isNull(t.assignee_id), lt(t.created_at, before), open(t, closedStages));
      const items: FollowUpRow[] = orm
        .select(columns(t))
        .from(t)
        .where(where)
        .orderBy(asc(t.created_at))
        .limit(limit)
        .all();
      const total = orm.select({ n: count() }).from(t).where(where).get()?.n ?? 0;
      return { items, total };
    },

    /**
     * Takes the open leads of `kind` away from `assigneeId` (an account that was disabled or no
     * longer works leads): they are nobody's again, so the digest and the Unassigned view find
     * them. Returns their ids.
     */
    release(kind: LeadKind, assigneeId: string, closedStages: readonly string[], at: string) {
      const t = table(kind);
      return orm
        .update(t)
        .set({ assignee_id: null, updated_at: at })
        .where(and(eq(t.assignee_id, assigneeId), open(t, closedStages)))
        .returning({ id: t.id })
        .all()
        .map((row) => row.id);
    },

    /** How many open leads with an owner (`assigneeId` when given) have a follow-up due. */
    countOverdue(kind: LeadKind, at: string, closedStages: readonly string[], assigneeId?: string) {
      const t = table(kind);
      const owner = assigneeId ? eq(t.assignee_id, assigneeId) : isNotNull(t.assignee_id);
      return (
        orm
          .select({ n: count() })
          .from(t)
          .where(and(owner, lte(t.follow_up_at, at), open(t, closedStages)))
          .get()?.n ?? 0
      );
    },
  };
}

export type LeadFollowUpRepository = ReturnType<typeof createLeadFollowUpRepository>;
