import fp from 'fastify-plugin';
import { LEAD_KINDS } from '@shared/schemas/leads';
import { isFreeMailDomain } from '../../lib/free-mail';
import { createDuplicateLinker, type DuplicateLinker } from '../../services/leads/duplicates';
import { createLeadDelivery, type LeadDelivery } from '../../services/leads/lead-delivery';
import { createLeadIntake, type LeadIntake } from '../../services/leads/lead-intake';
import { createLeadWork, type LeadWork } from '../../services/leads/lead-work';

declare module 'fastify' {
  interface FastifyInstance {
    /** Who may be sent what: the rules of lead notifications (spam is never sent on). */
    leadDelivery: LeadDelivery;
    /** A public form's submission: spam check, row, notifications queued with it. */
    leadIntake: LeadIntake;
    /** Links a new lead to the open lead it repeats, after its commit. */
    leadDuplicates: DuplicateLinker;
    /** The work on a lead: owner, stage, follow-up, notes, timeline. */
    leadWork: LeadWork;
  }
}

/** The leads services, wired to the repositories, the audit trail and the notifications. */
export default fp(
  async (fastify) => {
    const { repos, notifications, audit, db } = fastify;
    const delivery = createLeadDelivery({
      channels: notifications.channels,
      queue: (kind, id, channel) => notifications.resend(kind, id, channel),
    });
    fastify.decorate('leadDelivery', delivery);
    fastify.decorate(
      'leadIntake',
      createLeadIntake({ leads: repos.leads, spamCheck: fastify.spamCheck, delivery }),
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
    const duplicates = createDuplicateLinker({
      repo: repos.leadDuplicates,
      kinds: LEAD_KINDS,
      isFreeMail: isFreeMailDomain,
      log: fastify.log.child({ module: 'duplicates' }),
    });
    repos.leads.onWritten(() => duplicates.wake());
    // Leads committed just before the last stop are linked now.
    fastify.addHook('onReady', async () => duplicates.wake());
    db.beforeClose(async () => duplicates.stop());
    fastify.decorate('leadDuplicates', duplicates);
  },
  { name: 'leads', dependencies: ['repositories', 'audit', 'notifications', 'spam-defence'] },
);
