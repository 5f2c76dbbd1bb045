import fp from 'fastify-plugin';
import { formatInZone } from '@shared/site-content/zoned-time';
import { createPublishSchedulesRepository } from '../../repositories/publish-schedules-repository';
import {
  createScheduleFailureMailer,
  type ScheduleFailureMailer,
} from '../../services/notifications/schedule-failure-mail';
import {
  createPublishSchedules,
  type PublishSchedules,
} from '../../services/publishing/publish-schedules';
import {
  createScheduleRunner,
  type ScheduleOutcome,
  type ScheduleRunner,
} from '../../services/publishing/schedule-runner';
import { createScheduleTarget } from '../../services/publishing/schedule-target';
import { personalMailSettings } from './auth-service';
import { firmOf } from './firm';

declare module 'fastify' {
  interface FastifyInstance {
    /** Versions of the site content to publish at a set time (services/publishing/). */
    publishSchedules: PublishSchedules;
    /** Publishes them when due; `runDue()` runs a pass now (tests move their clock first). */
    scheduleRunner: ScheduleRunner;
    scheduleFailureMail: ScheduleFailureMailer;
  }
}

/**
 * Publishing at a set time, by the server itself (decision 040): the schedules, and their runner
 * started when the app is ready (running what was missed while it was down) and stopped before
 * the database closes.
 */
export default fp(
  async (fastify) => {
    const { config, db, contentReviews } = fastify;
    const log = fastify.log.child({ module: 'schedules' });
    const repo = createPublishSchedulesRepository(db);
    const target = createScheduleTarget(contentReviews);
    const adminUrl = config.publicOrigin ? `${config.publicOrigin}/admin/schedules` : null;
    const mailer = createScheduleFailureMailer(
      personalMailSettings(config),
      firmOf(fastify),
      adminUrl,
      log,
    );

    function onRan({ row, published }: ScheduleOutcome): void {
      // Who scheduled it is the actor: the server only kept the appointment.
      const actor = { userId: row.created_by, email: row.created_by_email };
      const context = { ...actor, sessionId: null, ip: null, userAgent: null };
      fastify.audit.record(context, {
        type: published ? 'content.schedule_published' : 'content.schedule_failed',
        targetType: 'site_content',
        targetId: String(row.version),
        details: published
          ? { schedule: row.id, published_version: published.version, summary: published.summary }
          : { schedule: row.id, error: row.error },
      });
      if (published) return;
      log.warn(
        { schedule: row.id, version: row.version, error: row.error },
        'scheduled publish failed',
      );
      if (row.created_by_email) {
        mailer.notify(row.created_by_email, {
          version: row.version,
          dueLocal: formatInZone(Date.parse(row.publish_at), config.timeZone),
          timeZone: config.timeZone,
          error: row.error ?? 'Unknown error',
        });
      }
    }

    const runner = createScheduleRunner({
      repo,
      target,
      now: config.now,
      timeZone: config.timeZone,
      onRan,
      onError: (err) => log.error({ err }, 'a scheduled publish pass failed'),
    });
    fastify.decorate(
      'publishSchedules',
      createPublishSchedules({
        repo,
        target,
        timeZone: config.timeZone,
        now: config.now,
        changed: () => runner.rearm(),
      }),
    );
    // A version whose approval became void (edited again, changes asked) never goes live on
    // its schedule: the schedule is cancelled at once, by whoever voided it, and says why.
    contentReviews.onVoided((versions, by, reason) => {
      for (const version of versions) {
        const row = fastify.publishSchedules.cancelVersion(version, by);
        if (!row) continue;
        const context = {
          userId: by.id,
          email: by.email,
          sessionId: null,
          ip: null,
          userAgent: null,
        };
        fastify.audit.record(context, {
          type: 'content.schedule_cancelled',
          targetType: 'site_content',
          targetId: String(version),
          details: { schedule: row.id, publish_at: row.publish_at, reason },
        });
      }
    });
    fastify.decorate('scheduleRunner', runner);
    fastify.decorate('scheduleFailureMail', mailer);
    fastify.addHook('onReady', async () => runner.start());
    db.beforeClose(async () => {
      await runner.stop();
      await mailer.drain();
    });
  },
  {
    name: 'publish-schedules',
    dependencies: ['config', 'database', 'audit', 'content-reviews'],
  },
);
