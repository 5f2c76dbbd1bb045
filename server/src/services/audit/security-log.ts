import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';

/** Where a request came from, as the server saw it (after TRUST_PROXY). */
export interface ClientContext {
  ip: string;
  userAgent: string | null;
}

/** The client of a request (a Fastify request fits), for security events. */
export function clientOf(request: {
  ip: string;
  headers: { 'user-agent'?: string | undefined };
}): ClientContext {
  return { ip: request.ip, userAgent: request.headers['user-agent'] ?? null };
}

/**
 * One security-relevant event: a sign-in, a refresh, a sign-out, an admin action on data. Every
 * event names who did what to which object from where, so an incident can be reconstructed.
 */
export interface SecurityEvent {
  /** e.g. `auth.login`, `lead.export`, `lead.delete`. */
  action: string;
  outcome: 'success' | 'failure' | 'refused';
  /** The signed-in user, or for a sign-in the account tried. */
  actor?: { userId?: string | null; email?: string | null };
  sessionId?: string | null;
  /** What the action touched, e.g. `{ type: 'contact', id }` or `{ type: 'quote', status: 'new' }`. */
  object?: Record<string, string | number | null> | null;
  client?: ClientContext | null;
  /** Anything else worth knowing (never a secret). */
  detail?: Record<string, unknown>;
}

export interface SecurityLog {
  /** Warnings are events that need attention: an attack, a stolen token. */
  record(event: SecurityEvent, level?: 'info' | 'warn'): void;
}

const validEmail = z.email();

/**
 * A typed e-mail is logged only when it is an address: anything else might be a password typed
 * into the wrong field, so it appears as a short hash (same input, same hash, for correlation).
 */
export function emailForLog(value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const email = value.trim().toLowerCase();
  if (validEmail.safeParse(email).success) return email;
  return `sha256:${createHash('sha256').update(value).digest('hex').slice(0, 16)}`;
}

/**
 * The one place security events are written. Today: a structured `security` log line at info
 * (warn for alarms); an audit table can later be written from here too.
 */
export function createSecurityLog(logger: FastifyBaseLogger): SecurityLog {
  const log = logger.child({ component: 'security' });
  return {
    record(event, level = 'info') {
      const line = {
        event: event.action,
        outcome: event.outcome,
        actor: event.actor
          ? { userId: event.actor.userId ?? null, email: emailForLog(event.actor.email) }
          : null,
        sessionId: event.sessionId ?? null,
        object: event.object ?? null,
        ip: event.client?.ip ?? null,
        userAgent: event.client?.userAgent?.slice(0, 300) ?? null,
        ...event.detail,
      };
      log[level](line, `${event.action} ${event.outcome}`);
    },
  };
}
