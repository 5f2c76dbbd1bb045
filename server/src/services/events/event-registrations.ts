import {
  ATTENDANCE_LABELS,
  type Attendance,
  type AttendeeList,
  type EventSummary,
} from '@shared/schemas/events';
import type { SiteData } from '@shared/site-content/schema';
import { notFound } from '../../lib/api-error';
import type { EventRegistrationsRepository } from '../../repositories/event-registrations-repository';
import type { AuditLog, RequestContext } from '../audit/audit-log';
import { leadTarget } from '../leads/lead-work';
import { timedEvents, type TimedEvent } from './live-events';

/** The actor of what the server does on its own. */
const SERVER = { userId: null, email: null, sessionId: null, ip: null, userAgent: null };

interface Deps {
  repo: EventRegistrationsRepository;
  live: () => SiteData;
  audit: AuditLog;
  now: () => number;
  /** Queues a registration's confirmation again (a seat now): services/leads/lead-delivery.ts. */
  confirm: (id: string) => void;
}

/**
 * Registrations per event, as sales work them: the events with their counts, one event's list,
 * a status changed (audited in the registration's timeline) and the seats it frees given to the
 * waiting list, each of whom is sent a confirmation with their seat; and the link to join.
 * Events are read from the live content; an event removed from it keeps its registrations in the
 * inbox, but not here.
 */
export function createEventRegistrations({ repo, live, audit, now, confirm }: Deps) {
  function find(id: number): TimedEvent {
    const found = timedEvents(live()).find(({ event }) => event.id === id);
    if (!found) throw notFound('No event with this id in the live content');
    return found;
  }

  function summary({ event, starts }: TimedEvent): EventSummary {
    return {
      id: event.id,
      slug: event.slug,
      title: event.title,
      starts: new Date(starts).toISOString(),
      capacity: event.capacity,
      online_link: repo.link(event.id),
      counts: repo.counts(event.id),
    };
  }

  /** Seats given to the waiting list: each person is told, and it is in their timeline. */
  function movedUp(ids: string[], context: RequestContext | typeof SERVER) {
    for (const id of ids) {
      audit.record(context, {
        type: 'lead.status_changed',
        targetType: leadTarget('registration'),
        targetId: id,
        details: { status: 'registered (a seat freed up)' },
      });
      confirm(id);
    }
  }

  return {
    list(): EventSummary[] {
      return timedEvents(live())
        .sort((a, b) => b.starts - a.starts)
        .map(summary);
    },

    attendees(id: number): AttendeeList {
      const event = find(id);
      return { event: summary(event), items: repo.attendees(id) };
    },

    /** Sets a registration's status; undefined when the event has no such registration. */
    setStatus(context: RequestContext, eventId: number, id: string, status: Attendance) {
      const event = find(eventId);
      // Before the event only: once it started, a cancellation frees no seat to give.
      const fill = now() < event.starts;
      const change = repo.setAttendance(eventId, id, status, event.event.capacity, { fill });
      if (!change) return undefined;
      if (change.before !== change.after) {
        audit.record(context, {
          type: 'lead.status_changed',
          targetType: leadTarget('registration'),
          targetId: id,
          details: { status: ATTENDANCE_LABELS[status].toLowerCase() },
        });
      }
      movedUp(change.movedUp, context);
      return { ...change, list: this.attendees(eventId) };
    },

    /**
     * Seats freed without a cancellation (a deletion, more seats published) go to the waiting
     * list: every event still to come, each through its index. The number moved up.
     */
    fillFreeSeats(): number {
      let moved = 0;
      for (const { event, starts } of timedEvents(live())) {
        if (now() >= starts) continue;
        const ids = repo.fillSeats(event.id, event.capacity);
        movedUp(ids, SERVER);
        moved += ids.length;
      }
      return moved;
    },

    setLink(context: RequestContext, eventId: number, link: string | null): EventSummary {
      const event = find(eventId);
      repo.setLink(eventId, link, context.email);
      return summary(event);
    },
  };
}

export type EventRegistrations = ReturnType<typeof createEventRegistrations>;
