import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { AuditEvent, AuditEventListParams, AuditEventType } from '@shared/schemas/audit';
import type { DatabaseHandle } from '../db/connection';
import { auditEvents } from '../db/schema';

export interface NewAuditEvent {
  type: AuditEventType;
  actorId?: string | null;
  actorEmail?: string | null;
  targetType?: string | null;
  targetId?: string | null;
  ip?: string | null;
  userAgent?: string | null;
  details?: Record<string, unknown> | null;
}

type Row = typeof auditEvents.$inferSelect;

function toEvent(row: Row): AuditEvent {
  return {
    ...row,
    type: row.type as AuditEventType,
    details: row.details ? (JSON.parse(row.details) as Record<string, unknown>) : null,
  };
}

/** The append-only audit trail: insert and read, nothing else (triggers refuse the rest). */
export function createAuditEventsRepository(db: DatabaseHandle, now: () => number) {
  const { orm } = db;
  return {
    append(event: NewAuditEvent): AuditEvent {
      const row = orm
        .insert(auditEvents)
        .values({
          at: new Date(now()).toISOString(),
          type: event.type,
          actor_id: event.actorId ?? null,
          actor_email: event.actorEmail ?? null,
          target_type: event.targetType ?? null,
          target_id: event.targetId ?? null,
          ip: event.ip ?? null,
          // Bounded: the header is the client's to choose.
          user_agent: event.userAgent?.slice(0, 512) ?? null,
          details: event.details ? JSON.stringify(event.details) : null,
        })
        .returning()
        .get();
      return toEvent(row);
    },

    /** The events about one target (a lead, say), oldest first. */
    forTarget(targetType: string, targetId: string): AuditEvent[] {
      return orm
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.target_type, targetType), eq(auditEvents.target_id, targetId)))
        .orderBy(asc(auditEvents.id))
        .all()
        .map(toEvent);
    },

    /** The events about several targets of one type (a page of versions), oldest first. */
    forTargets(targetType: string, targetIds: string[]): AuditEvent[] {
      if (targetIds.length === 0) return [];
      return orm
        .select()
        .from(auditEvents)
        .where(
          and(eq(auditEvents.target_type, targetType), inArray(auditEvents.target_id, targetIds)),
        )
        .orderBy(asc(auditEvents.id))
        .all()
        .map(toEvent);
    },

    /** Newest first; filtered by type and actor. */
    list(query: AuditEventListParams) {
      const filters: SQL[] = [];
      if (query.type) filters.push(eq(auditEvents.type, query.type));
      if (query.actor_id) filters.push(eq(auditEvents.actor_id, query.actor_id));
      const where = filters.length ? and(...filters) : undefined;
      const items = orm
        .select()
        .from(auditEvents)
        .where(where)
        .orderBy(desc(auditEvents.id))
        .limit(query.limit)
        .offset(query.offset)
        .all()
        .map(toEvent);
      const total = orm.select({ n: count() }).from(auditEvents).where(where).get()?.n ?? 0;
      return { items, total };
    },
  };
}

export type AuditEventsRepository = ReturnType<typeof createAuditEventsRepository>;
