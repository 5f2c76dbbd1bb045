import fp from 'fastify-plugin';
import { siteLanguages } from '@shared/site-content/languages';
import { firmOf } from './firm';
import { LEAD_KIND_SPECS } from '@shared/lead-kinds';
import type { LeadKind, NotificationChannel, OutboxChannel } from '@shared/schemas/leads';
import { notificationChannels } from '../../services/notifications/channels';
import {
  ACKNOWLEDGEMENTS_PER_DAY,
  createAcknowledgement,
  type Acknowledgement,
} from '../../services/leads/acknowledgement';
import { downloadLink } from '../../services/files/download-links';
import { createRecipientLimit } from '../../services/leads/recipient-limit';
import { createNotificationOutboxRepository } from '../../repositories/notification-outbox-repository';
import type { LeadForMail } from '../../services/notifications/lead-mail';
import {
  createOutboxWorker,
  type LeadSender,
  type OutboxWorker,
  type StaffMail,
} from '../../services/notifications/outbox-worker';
import { leadTarget } from '../../services/leads/lead-work';
import {
  createAcknowledgementSender,
  createSmtpSender,
} from '../../services/notifications/smtp-sender';
import { createWebhookSender } from '../../services/notifications/webhook-sender';
import { createStaffMailSender } from '../../services/notifications/staff-mail';
import { personalMailSettings } from './auth-service';
import { createEventMail } from '../../services/events/event-mail';

export interface Notifications extends Pick<OutboxWorker, 'wake' | 'drain'> {
  /** The configured channels: e-mail (SMTP_URL + NOTIFY_EMAIL), webhook (WEBHOOK_URL + secret). */
  channels: readonly NotificationChannel[];
  /** Whether new leads get the requester's acknowledgement (AUTO_REPLY=on, SMTP and a sender). */
  acknowledges: boolean;
  /**
   * Whether the kinds whose acknowledgement is a confirmation (an event registration's) get it:
   * SMTP, a sender and ALTCHA on, AUTO_REPLY or not; and with it, their reminders.
   */
  confirms: boolean;
  /**
   * Whether this new lead's requester is acknowledged: at most ACKNOWLEDGEMENTS_PER_DAY to one
   * address in 24 hours (counted when true).
   */
  mayAcknowledge(kind: LeadKind, lead: { email: string }): boolean;
  /**
   * Queues a lead's notification on `channel` again (an admin's "send again"; a registration's
   * confirmation once a seat freed up for it), wakes the worker.
   */
  resend(kind: LeadKind, leadId: string, channel: OutboxChannel): void;
  /** Whether mails to staff go out (SMTP_URL and NOTIFY_FROM or NOTIFY_EMAIL). */
  mailsStaff: boolean;
  /** Queues mails to people of the firm (a review asked for or answered); none when off. */
  mailStaff(mails: readonly StaffMail[]): void;
}

/** The actor of what the server does on its own. */
const SERVER = { userId: null, email: null, sessionId: null, ip: null, userAgent: null };

declare module 'fastify' {
  interface FastifyInstance {
    notifications: Notifications;
    /** The requester's acknowledgement: its texts (admin area) and its mail. */
    acknowledgement: Acknowledgement;
  }
}

/**
 * Notification of new leads by e-mail and by webhook, each on only when configured. The leads
 * repository queues an outbox row per channel with each lead (same transaction); this plugin's
 * worker sends them after the visitor has had the 201, so a slow or dead mail relay or receiver
 * never delays a form or loses a lead. Started when the app is ready, stopped before the
 * database closes.
 */
export default fp(
  async (fastify) => {
    const { config, db, repos } = fastify;
    const log = fastify.log.child({ module: 'notifications' });
    // Without the proof of work, anyone could have the server mail any address;
    // env.ts refuses the combination with a line naming AUTO_REPLY, this guards every other way.
    if (config.autoReply && !config.altcha) {
      throw new Error(
        'AUTO_REPLY=on needs ALTCHA=on: acknowledgements go only to leads that solved the proof of work',
      );
    }
    const channels = notificationChannels(config);
    const firm = firmOf(fastify);
    // The requester's acknowledgement needs a relay and a sender, not NOTIFY_EMAIL.
    const acknowledges = Boolean(config.autoReply && config.smtpUrl && config.notifyFrom);
    // A registration's confirmation is what the visitor asked for: sent without AUTO_REPLY, but
    // only to those who solved the proof of work, as AUTO_REPLY's is (decisions 029, 051).
    const confirms = Boolean(config.smtpUrl && config.notifyFrom && config.altcha);
    const eventMail = createEventMail({
      live: () => fastify.publisher.live().content,
      link: (eventId) => repos.eventRegistrations.link(eventId),
      origin: config.publicOrigin,
      firm,
      now: config.now,
    });
    // A download request's link, as the page showed it (the files plugin signs it, later).
    const links = {
      download: (documentId: number, requestedAt: string) =>
        downloadLink(
          fastify.downloadLinks,
          fastify.publisher.live().content,
          config.siteOrigin,
          documentId,
          Date.parse(requestedAt),
        ),
      days: config.downloadLinkDays,
    };
    const acknowledgement = createAcknowledgement(
      repos.appSettings,
      acknowledges,
      firm,
      links,
      eventMail.confirmation,
      // Its default texts speak the site's default language (decision 054).
      () => siteLanguages(fastify.publisher.live().content.identity),
    );
    fastify.decorate('acknowledgement', acknowledgement);

    if (!channels.includes('email') && (config.smtpUrl || config.notifyEmail)) {
      log.warn('Lead e-mails are off: set both SMTP_URL and NOTIFY_EMAIL to turn them on');
    }
    if (config.autoReply && !acknowledges) {
      log.warn(
        'AUTO_REPLY is on but acknowledgements are off: set SMTP_URL and NOTIFY_FROM (or NOTIFY_EMAIL)',
      );
    }
    const outbox = createNotificationOutboxRepository(db, config.now);
    const day = 24 * 3600 * 1000;
    const recipients =
      acknowledges || confirms
        ? createRecipientLimit({
            max: ACKNOWLEDGEMENTS_PER_DAY,
            windowMs: day,
            now: config.now,
            recent: outbox.acknowledgedSince(new Date(config.now() - day).toISOString()),
          })
        : null;
    const confirming = (kind: LeadKind) =>
      (LEAD_KIND_SPECS[kind].acknowledgement as { confirms?: boolean }).confirms === true;
    const mayAcknowledge = (kind: LeadKind, lead: { email: string }) =>
      (confirming(kind) ? confirms : acknowledges) && (recipients?.take(lead.email) ?? false);

    // Staff mails need a relay and a sender, as invitations do.
    const staffMail = personalMailSettings(config);
    if (channels.length === 0 && !acknowledges && !confirms && !staffMail) {
      fastify.decorate('notifications', {
        channels,
        acknowledges,
        confirms,
        mayAcknowledge,
        wake() {},
        drain: async () => {},
        resend() {
          throw new Error('notifications are off'); // the route checks `channels` first
        },
        mailsStaff: false,
        mailStaff() {},
      });
      return;
    }

    const senders: Partial<Record<OutboxChannel, LeadSender>> = {};
    if (config.smtpUrl && config.notifyEmail) {
      senders.email = createSmtpSender({
        smtpUrl: config.smtpUrl,
        to: config.notifyEmail,
        from: config.notifyFrom ?? config.notifyEmail,
        firm,
        requireTls: config.smtpRequireTls,
        timeZone: config.timeZone,
      });
      // Where mail goes, never how to log in: the URL's password stays out of the log.
      log.info(
        { to: config.notifyEmail, smtp_host: new URL(config.smtpUrl).host },
        'Lead e-mails on',
      );
    }
    if (config.webhookUrl && config.webhookSecret) {
      senders.webhook = createWebhookSender({
        url: config.webhookUrl,
        secret: config.webhookSecret,
        firm,
      });
      // The host only: chat tools put their secret in the URL's path.
      log.info({ webhook_host: new URL(config.webhookUrl).host }, 'Lead webhooks on');
    }

    if ((acknowledges || confirms) && config.smtpUrl && config.notifyFrom) {
      const requester = {
        smtpUrl: config.smtpUrl,
        from: config.notifyFrom,
        firm,
        requireTls: config.smtpRequireTls,
      };
      senders.acknowledgement = createAcknowledgementSender({
        ...requester,
        render: (item) => acknowledgement.mail(item),
      });
      if (acknowledges) log.info('Acknowledgements to requesters on (AUTO_REPLY)');
      if (confirms) {
        senders.reminder = createAcknowledgementSender({
          ...requester,
          render: eventMail.reminder,
        });
        log.info('Event confirmations and reminders on');
      }
    }

    const worker = createOutboxWorker({
      outbox,
      loadLead(kind, id): LeadForMail | undefined {
        const lead = repos.leads.get(kind, id);
        return lead && ({ kind, lead } as LeadForMail);
      },
      senders,
      ...(staffMail ? { staff: createStaffMailSender(staffMail) } : {}),
      // The lead's timeline shows each notification the receiver accepted; the server sent it.
      onSent: (entry) =>
        entry.lead_kind &&
        entry.lead_id &&
        fastify.audit.record(SERVER, {
          type:
            entry.channel === 'acknowledgement'
              ? 'lead.acknowledgement_sent'
              : 'lead.notification_sent',
          targetType: leadTarget(entry.lead_kind),
          targetId: entry.lead_id,
          details: { channel: entry.channel },
        }),
      now: config.now,
      retry: config.notificationRetry,
      log,
    });

    repos.leads.onNotificationQueued(() => worker.wake());
    fastify.addHook('onReady', async () => worker.start());
    // Registered after the leads repository's flush, so leads queued at shutdown get their
    // outbox rows first; the worker then stops before the database closes.
    db.beforeClose(() => worker.stop());
    fastify.decorate('notifications', {
      channels,
      acknowledges,
      confirms,
      mayAcknowledge,
      wake: worker.wake,
      drain: worker.drain,
      resend(kind, leadId, channel) {
        outbox.requeue(kind, leadId, channel);
        worker.wake();
      },
      mailsStaff: staffMail !== null,
      mailStaff(mails) {
        if (!staffMail || mails.length === 0) return;
        outbox.queueStaff(mails);
        worker.wake();
      },
    });
  },
  { name: 'notifications', dependencies: ['config', 'database', 'repositories', 'audit'] },
);
