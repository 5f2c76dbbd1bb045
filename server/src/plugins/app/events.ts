import fp from 'fastify-plugin';
import {
  createEventRegistrations,
  type EventRegistrations,
} from '../../services/events/event-registrations';
import { timedEvents } from '../../services/events/live-events';
import { createReminderRunner, type ReminderRunner } from '../../services/events/reminder-runner';

declare module 'fastify' {
  interface FastifyInstance {
    /** Registrations per event, as sales work them (services/events/event-registrations.ts). */
    eventRegistrations: EventRegistrations;
    /** The day-before reminders; `runDue()` runs a pass now (tests move their clock first). */
    eventReminders: ReminderRunner;
  }
}

/**
 * The events' work beside the content (decision 051): registrations per event and the
 * reminders, whose runner starts when the app is ready (queueing what was missed while the
 * server was down) and stops before the database closes. The live content is read when needed:
 * the publishing plugin is ready by then.
 */
export default fp(
  async (fastify) => {
    const { config, db, repos, audit, notifications } = fastify;
    const live = () => fastify.publisher.live().content;
    const registrations = createEventRegistrations({
      repo: repos.eventRegistrations,
      live,
      audit,
      now: config.now,
      // A seat freed for someone waiting: their confirmation goes again, with the seat.
      confirm: (id) => {
        if (notifications.confirms) notifications.resend('registration', id, 'acknowledgement');
      },
    });
    fastify.decorate('eventRegistrations', registrations);
    const log = fastify.log.child({ module: 'event-reminders' });
    const runner = createReminderRunner({
      events: () => timedEvents(live()),
      version: () => fastify.publisher.live().version,
      queue: (eventId, before) => repos.eventRegistrations.queueReminders(eventId, before),
      wake: () => notifications.wake(),
      fillFreeSeats: () => registrations.fillFreeSeats(),
      now: config.now,
      onError: (err) => log.error({ err }, 'an event reminder pass failed'),
    });
    fastify.decorate('eventReminders', runner);
    fastify.addHook('onReady', async () => runner.start());
    db.beforeClose(async () => runner.stop());
  },
  {
    name: 'events',
    dependencies: ['config', 'database', 'repositories', 'audit', 'notifications'],
  },
);
