import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import {
  PENDING_SCHEDULE_STATUSES,
  type ScheduleStatus,
} from '@shared/site-content/schedule-schemas';
import type { DatabaseHandle } from '../db/connection';
import { publishSchedules } from '../db/schema';

export type ScheduleRow = typeof publishSchedules.$inferSelect;

/** How many schedules the admin area lists: a firm plans a handful of announcements a month. */
const LIST_LIMIT = 200;

/** SQLite's answer when the partial unique index refuses a second pending schedule. */
const isUniqueViolation = (error: unknown) =>
  (error as { code?: string } | null)?.code === 'SQLITE_CONSTRAINT_UNIQUE';

/**
 * The schedules of the site content. Every change of status is one conditional UPDATE, so two
 * runs (or a run and a cancel) racing for a row cannot both win it.
 */
export function createPublishSchedulesRepository(db: DatabaseHandle) {
  const { orm } = db;
  const byId = (id: string) => eq(publishSchedules.id, id);
  const get = (id: string): ScheduleRow | undefined =>
    orm.select().from(publishSchedules).where(byId(id)).get();

  /** Sets `changes` on row `id` if its status is still `from`; the row as it is then. */
  function move(id: string, from: ScheduleStatus, changes: Partial<ScheduleRow>) {
    const done = orm
      .update(publishSchedules)
      .set(changes)
      .where(and(byId(id), eq(publishSchedules.status, from)))
      .run();
    return { moved: done.changes === 1, row: get(id) };
  }

  return {
    get,
    /** Inserts a schedule; false when the version already has a pending one. */
    insert(row: ScheduleRow): boolean {
      try {
        orm.insert(publishSchedules).values(row).run();
        return true;
      } catch (error) {
        if (isUniqueViolation(error)) return false;
        throw error;
      }
    },
    /** Pending first (soonest first), then the rest (latest first). */
    list(status?: ScheduleStatus): ScheduleRow[] {
      const pending = sql`CASE WHEN ${publishSchedules.status} IN ('scheduled', 'publishing') THEN 0 ELSE 1 END`;
      return orm
        .select()
        .from(publishSchedules)
        .where(status ? eq(publishSchedules.status, status) : undefined)
        .orderBy(
          pending,
          sql`CASE WHEN ${pending} = 0 THEN ${publishSchedules.publish_at} END ASC`,
          desc(publishSchedules.publish_at),
          desc(publishSchedules.created_at),
        )
        .limit(LIST_LIMIT)
        .all();
    },
    /** Scheduled rows due at `at` (ISO), soonest first. */
    due(at: string): ScheduleRow[] {
      return orm
        .select()
        .from(publishSchedules)
        .where(and(eq(publishSchedules.status, 'scheduled'), lte(publishSchedules.publish_at, at)))
        .orderBy(asc(publishSchedules.publish_at), asc(publishSchedules.created_at))
        .all();
    },
    /** When the soonest scheduled row is due (ISO), or null. */
    nextDue(): string | null {
      const row = orm
        .select({ at: publishSchedules.publish_at })
        .from(publishSchedules)
        .where(eq(publishSchedules.status, 'scheduled'))
        .orderBy(asc(publishSchedules.publish_at))
        .limit(1)
        .get();
      return row?.at ?? null;
    },
    /** Rows a run had claimed and not finished (the server stopped mid-run). */
    claimed(): ScheduleRow[] {
      return orm
        .select()
        .from(publishSchedules)
        .where(eq(publishSchedules.status, 'publishing'))
        .all();
    },
    /** scheduled -> publishing: true for the one run that wins the row. */
    claim(id: string, at: string): boolean {
      return move(id, 'scheduled', { status: 'publishing', claimed_at: at }).moved;
    },
    published(id: string, at: string, version: number) {
      return move(id, 'publishing', {
        status: 'published',
        finished_at: at,
        published_version: version,
      }).row;
    },
    failed(id: string, at: string, error: string) {
      return move(id, 'publishing', { status: 'failed', finished_at: at, error }).row;
    },
    /** scheduled -> cancelled; `moved` false when it was not pending (see `row.status`). */
    cancel(id: string, at: string, byEmail: string) {
      return move(id, 'scheduled', {
        status: 'cancelled',
        cancelled_at: at,
        cancelled_by_email: byEmail,
      });
    },
    pendingFor(version: number): ScheduleRow | undefined {
      return orm
        .select()
        .from(publishSchedules)
        .where(
          and(
            eq(publishSchedules.version, version),
            inArray(publishSchedules.status, [...PENDING_SCHEDULE_STATUSES]),
          ),
        )
        .get();
    },
  };
}

export type PublishSchedulesRepository = ReturnType<typeof createPublishSchedulesRepository>;
