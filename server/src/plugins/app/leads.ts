import fp from 'fastify-plugin';
import { isOpen } from '@shared/site-content/publish-stamps';
import { localDay } from '../../lib/time-zone';
import { firmOf } from './firm';
import { LEAD_KINDS } from '@shared/schemas/leads';
import { serviceChoices } from '@shared/vocabularies/service-options';
import { downloadTextsOf } from '@shared/site-content/download-texts';
import {
  createDigestScheduler,
  createLeadDigest,
  type LeadDigest,
} from '../../services/leads/digest';
import { sendOneMail } from '../../services/notifications/one-off-mail';
import { personalMailSettings } from './auth-service';
import {
  createAttachmentStorage,
  type AttachmentStorageService,
} from '../../services/leads/attachment-storage';
import { createLeadDelivery, type LeadDelivery } from '../../services/leads/lead-delivery';
import { siteLanguageOf } from '@shared/site-content/languages';
import { discardFiles } from '../../services/leads/lead-files';
import { createLeadIntake, type LeadIntake } from '../../services/leads/lead-intake';
import { releaseLeads } from '../../services/leads/lead-release';
import { createLeadWork, type LeadWork } from '../../services/leads/lead-work';
import { eventRefOf } from '../../services/events/live-events';
import { createSpamAllowance } from '../../services/leads/spam-allowance';

declare module 'fastify' {
  interface FastifyInstance {
    /** Who may be sent what: the rules of lead notifications (spam is never sent on). */
    leadDelivery: LeadDelivery;
    /** A public form's submission: spam check, row, notifications queued with it. */
    leadIntake: LeadIntake;
    /** Follow-ups due and leads nobody owns: the daily digest and the dashboard's counts. */
    leadDigest: LeadDigest & {
      /** Sends today's digests now (the scheduler's pass); null when mail is off. */
      send: ((at?: number) => Promise<number>) | null;
    };
    /** The work on a lead: owner, stage, follow-up, notes, timeline. */
    leadWork: LeadWork;
    /** Room for the files of leads: ATTACHMENTS_MAX_MB and the free-space floor. */
    attachmentStorage: AttachmentStorageService;
  }
}

/** The actor of what the server does on its own. */
const SERVER = { userId: null, email: null, sessionId: null, ip: null, userAgent: null };

/** The leads services, wired to the repositories, the audit trail and the notifications. */
export default fp(
  async (fastify) => {
    const { repos, notifications, audit } = fastify;
    const delivery = createLeadDelivery({
      channels: notifications.channels,
      acknowledge:
        notifications.acknowledges || notifications.confirms ? notifications.mayAcknowledge : null,
      queue: (kind, id, channel) => notifications.resend(kind, id, channel),
    });
    fastify.decorate('leadDelivery', delivery);
    fastify.decorate(
      'leadIntake',
      createLeadIntake({
        leads: repos.leads,
        spamCheck: fastify.spamCheck,
        spamAllowance: createSpamAllowance({
          perAddress: fastify.config.spamStoredPerAddressPerDay,
          now: fastify.config.now,
          timeZone: fastify.config.timeZone,
        }),
        delivery,
        discard: (files) => discardFiles(repos.attachmentFiles, files),
        // The openings visitors see: the live content, which the publishing plugin (registered
        // after this one) keeps in memory; read when an application arrives.
        findOpening: (id) => {
          const found = fastify.publisher.live().content.openings.find((o) => o.id === id);
          // A closed opening is off the site, and takes no more applications.
          const today = localDay(fastify.config.now(), fastify.config.timeZone);
          return found && isOpen(found, today) ? { id: found.id, title: found.title } : undefined;
        },
        serviceChoices: () => serviceChoices(fastify.publisher.live().content.services),
        findEvent: (slug) => eventRefOf(fastify.publisher.live().content, slug),
        now: fastify.config.now,
        findDownload: (slug) => {
          const found = fastify.publisher.live().content.downloads.find((d) => d.slug === slug);
          return found && { id: found.id, title: found.title, gated: found.gated };
        },
        languageOf: (tag) => siteLanguageOf(tag, fastify.publisher.live().content.identity),
        refusesFreeMail: () =>
          downloadTextsOf(fastify.publisher.live().content.pages).freeMail === 'refused',
      }),
    );
    fastify.decorate(
      'leadWork',
      createLeadWork({
        leads: repos.leads,
        users: repos.users,
        notes: repos.leadNotes,
        auditEvents: repos.auditEvents,
        audit,
        delivery,
      }),
    );
    // Leads still owned by an account that was disabled or stopped working leads before this
    // version (or from a shell meanwhile) go back to nobody, as they do when it happens now.
    fastify.addHook('onReady', async () => {
      for (const user of repos.users.list()) {
        const reason = user.disabled_at ? 'owner_disabled' : 'owner_role_changed';
        const record = (event: Parameters<typeof audit.record>[1]) => audit.record(SERVER, event);
        releaseLeads(repos.leadFollowUps, record, user, reason, fastify.config.now);
      }
    });
    // Files a crash or a dropped upload left without a row, deleted before any upload runs.
    fastify.addHook('onReady', async () => {
      const removed = repos.attachmentFiles.sweep((id) => repos.attachments.exists(id));
      if (removed > 0) {
        fastify.log.info({ module: 'attachments', removed }, 'orphaned attachment files removed');
      }
    });
    const { config } = fastify;
    fastify.decorate(
      'attachmentStorage',
      createAttachmentStorage({
        dir: repos.attachmentFiles.dir,
        maxBytes: config.attachmentsMaxBytes,
        minFreeBytes: config.attachmentsMinFreeBytes,
        storedBytes: () => repos.attachments.totalBytes(),
      }),
    );
    const digest = createLeadDigest({
      followUps: repos.leadFollowUps,
      users: repos.users,
      kinds: LEAD_KINDS,
      timeZone: config.timeZone,
      origin: config.publicOrigin,
      firm: firmOf(fastify),
    });
    // Off without SMTP_URL and a sender (NOTIFY_FROM or NOTIFY_EMAIL): the dashboard still counts.
    const mail = personalMailSettings(config);
    const scheduler =
      mail &&
      createDigestScheduler({
        digest,
        hour: config.digestHour,
        timeZone: config.timeZone,
        now: config.now,
        send: (message) => sendOneMail(mail, message),
        log: fastify.log.child({ module: 'digest' }),
      });
    if (scheduler) {
      fastify.addHook('onReady', async () => scheduler.start());
      fastify.addHook('onClose', async () => scheduler.stop());
    }
    fastify.decorate('leadDigest', { ...digest, send: scheduler ? scheduler.runOnce : null });
  },
  {
    name: 'leads',
    dependencies: ['config', 'repositories', 'audit', 'notifications', 'spam-defence'],
  },
);
