import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { AuditEvent } from '@shared/schemas/audit';
import type {
  AuditEventsRepository,
  NewAuditEvent,
} from '../../repositories/audit-events-repository';
import { createCountedEvents, type CountedEvent } from './counted-events';

/** Who did it and from where: the fields every event of one request shares. */
export interface RequestContext {
  userId: string | null;
  email: string | null;
  sessionId: string | null;
  ip: string | null;
  userAgent: string | null;
}

export type AuditRecord = Omit<NewAuditEvent, 'actorId' | 'actorEmail' | 'ip' | 'userAgent'> & {
  /** Overrides the context's actor, e.g. the account a failed sign-in named. */
  actorId?: string | null;
  actorEmail?: string | null;
};

export interface AuditLog {
  record(context: RequestContext, event: AuditRecord): AuditEvent;
  /**
   * An event anyone can cause at will without an account: counted, one row per type and minute
   * (counted-events.ts).
   */
  count(context: RequestContext, event: CountedEvent): void;
  /** Writes the counts of the minute under way (at close; tests). */
  flushCounts(): void;
}

const validEmail = z.email();

/**
 * A typed e-mail is recorded only when it is an address: anything else might be a password typed
 * into the wrong field, so it appears as a short hash (same input, same hash, for correlation).
 */
export function emailForLog(value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const email = value.trim().toLowerCase();
  if (validEmail.safeParse(email).success) return email;
  return `sha256:${createHash('sha256').update(value).digest('hex').slice(0, 16)}`;
}

/**
 * The one place a security event is recorded: a row in the append-only audit_events table, and
 * the same event as a JSON log line (`audit: {...}`) for a SIEM that reads the logs.
 */
export function createAuditLog(
  repo: AuditEventsRepository,
  log: FastifyBaseLogger,
  now: () => number,
): AuditLog {
  const auditLog = log.child({ component: 'audit' });
  // A minute's row names no actor: anyone sent those requests.
  const counted = createCountedEvents<RequestContext>(
    (first, row) =>
      audit.record(
        { ...first, userId: null, email: null, sessionId: null },
        { ...row, actorId: null, actorEmail: null },
      ),
    now,
  );
  const audit: AuditLog = {
    count: counted.count,
    flushCounts: counted.flush,
    record(context, event) {
      const saved = repo.append({
        ...event,
        actorId: event.actorId !== undefined ? event.actorId : context.userId,
        actorEmail: event.actorEmail !== undefined ? event.actorEmail : context.email,
        ip: context.ip,
        userAgent: context.userAgent,
      });
      // The session goes in the line too: an incident is traced through the requests of one session.
      auditLog.info({ audit: saved, sessionId: context.sessionId }, `audit ${saved.type}`);
      return saved;
    },
  };
  return audit;
}
