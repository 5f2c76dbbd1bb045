import fp from 'fastify-plugin';
import type { LeadKind } from '@shared/schemas/leads';
import { notificationsEnabled } from '../../config/app-config';
import { createNotificationOutboxRepository } from '../../repositories/notification-outbox-repository';
import type { LeadForMail } from '../../services/notifications/lead-mail';
import { createOutboxWorker, type OutboxWorker } from '../../services/notifications/outbox-worker';
import { createSmtpSender } from '../../services/notifications/smtp-sender';

export interface Notifications extends Pick<OutboxWorker, 'wake' | 'drain'> {
  enabled: boolean;
  /** Queues a lead's notification again (an admin's "send again") and wakes the worker. */
  resend(kind: LeadKind, leadId: string): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    notifications: Notifications;
  }
}

/**
 * E-mail notification of new leads, on only when SMTP_URL and NOTIFY_EMAIL are both set. The
 * leads repository queues an outbox row with each lead (same transaction); this plugin's worker
 * sends them after the visitor has had the 201, so a slow or dead SMTP server never delays a
 * form or loses a lead. Started when the app is ready, stopped before the database closes.
 */
export default fp(
  async (fastify) => {
    const { config, db, repos } = fastify;
    const log = fastify.log.child({ module: 'notifications' });

    if (!notificationsEnabled(config)) {
      if (config.smtpUrl || config.notifyEmail) {
        log.warn('Lead notifications are off: set both SMTP_URL and NOTIFY_EMAIL to turn them on');
      }
      fastify.decorate('notifications', {
        enabled: false,
        wake() {},
        drain: async () => {},
        resend() {
          throw new Error('notifications are off'); // the route checks `enabled` first
        },
      });
      return;
    }

    const outbox = createNotificationOutboxRepository(db, config.now);
    const worker = createOutboxWorker({
      outbox,
      loadLead(kind, id): LeadForMail | undefined {
        if (kind === 'contact') {
          const lead = repos.leads.get('contact', id);
          return lead && { kind, lead };
        }
        const lead = repos.leads.get('quote', id);
        return lead && { kind, lead };
      },
      sender: createSmtpSender({
        smtpUrl: config.smtpUrl,
        to: config.notifyEmail,
        from: config.notifyFrom ?? config.notifyEmail,
        requireTls: config.smtpRequireTls,
      }),
      smtpUrl: config.smtpUrl,
      now: config.now,
      retry: config.notificationRetry,
      log,
    });

    repos.leads.onNotificationQueued(() => worker.wake());
    // Where mail goes, never how to log in: the URL's password stays out of the log.
    log.info(
      { to: config.notifyEmail, smtp_host: new URL(config.smtpUrl).host },
      'Lead notifications on',
    );
    fastify.addHook('onReady', async () => worker.start());
    // Registered after the leads repository's flush, so leads queued at shutdown get their
    // outbox rows first; the worker then stops before the database closes.
    db.beforeClose(() => worker.stop());
    fastify.decorate('notifications', {
      enabled: true,
      wake: worker.wake,
      drain: worker.drain,
      resend(kind, leadId) {
        outbox.requeue(kind, leadId);
        worker.wake();
      },
    });
  },
  { name: 'notifications', dependencies: ['config', 'database', 'repositories'] },
);
