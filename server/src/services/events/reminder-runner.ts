import { Cron } from 'croner';
import { daysBefore, instantOf } from '@shared/site-content/event-time';
import { scheduleJob } from '../../lib/schedule';
import type { TimedEvent } from './live-events';

/** The sweep: every minute, whatever the timers did (a clock change, a long sleep, a publish). */
const SWEEP = '* * * * *';

export interface ReminderRunner {
  /**
   * Queues the reminders due now (by `now()`): of every event whose reminder time has come and
   * which has not started, each person holding a seat who registered before that time, once.
   * The number queued.
   */
  runDue(): number;
  /** At start: what was missed while the server was down, then a timer per event and the sweep. */
  start(): void;
  stop(): void;
}

export interface ReminderRunnerOptions {
  /** The live content's events with their instants, and its version (to plan again). */
  events: () => TimedEvent[];
  version: () => number;
  /** Queues one event's reminders (repositories/event-registrations-repository.ts). */
  queue: (eventId: number, registeredBefore: string) => number;
  /** New outbox rows: the notifications' worker sends them. */
  wake: () => void;
  /** Gives seats freed meanwhile to the waiting list (services/events/event-registrations.ts). */
  fillFreeSeats: () => void;
  now: () => number;
  onError: (error: unknown) => void;
}

/**
 * The day-before reminders of the events (decision 051), in the pattern of the scheduled
 * publishes (decision 040): croner runs a timer per event at its reminder time, read on the
 * event's own clock (the day before, at the time it starts, in its time zone: daylight saving
 * included), a sweep every minute, and a pass at start for what was missed while the server was
 * down. Each pass only queues outbox rows, one per registration and channel (a unique index), so
 * a timer and a sweep, a restart, or two servers on one file, never remind anyone twice; the
 * outbox sends them, with its retries.
 */
export function createReminderRunner(options: ReminderRunnerOptions): ReminderRunner {
  const { events, version, queue, wake, fillFreeSeats, now, onError } = options;
  let timers: Cron[] = [];
  let sweep: Cron | undefined;
  let planned = -1;
  /** Events (id and start) whose reminders this process queued: the sweep skips them. */
  const done = new Set<string>();

  /** The wall-clock time of an event's reminder, and the instant it stands for. */
  const reminderOf = ({ event }: TimedEvent) => {
    const local = daysBefore(event.starts, 1);
    return { local, at: instantOf(local, event.timeZone) };
  };

  function runDue(): number {
    const at = now();
    let queued = 0;
    for (const timed of events()) {
      const key = `${timed.event.id}@${timed.starts}`;
      const reminder = reminderOf(timed).at;
      if (reminder === null || reminder > at || at >= timed.starts || done.has(key)) continue;
      queued += queue(timed.event.id, new Date(reminder).toISOString());
      done.add(key);
    }
    if (queued > 0) wake();
    return queued;
  }

  /** A timer per event whose reminder is still to come, on the event's own clock. */
  function plan(): void {
    for (const timer of timers) timer.stop();
    planned = version();
    timers = events().flatMap((timed) => {
      const { local, at } = reminderOf(timed);
      if (at === null || at <= now()) return [];
      const run = () => void runDue();
      const options = { timezone: timed.event.timeZone, unref: true, catch: onError };
      return [new Cron(`${local}:00`, options, run)];
    });
  }

  function tick(): void {
    if (version() !== planned) plan();
    fillFreeSeats();
    runDue();
  }

  return {
    runDue,
    start() {
      try {
        tick();
      } catch (error) {
        onError(error);
      }
      sweep = scheduleJob(SWEEP, 'UTC', tick, onError);
    },
    stop() {
      sweep?.stop();
      for (const timer of timers) timer.stop();
      timers = [];
    },
  };
}
