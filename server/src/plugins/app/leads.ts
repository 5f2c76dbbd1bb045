import fp from 'fastify-plugin';
import { createLeadDelivery, type LeadDelivery } from '../../services/leads/lead-delivery';
import { createLeadIntake, type LeadIntake } from '../../services/leads/lead-intake';
import { createLeadWork, type LeadWork } from '../../services/leads/lead-work';

declare module 'fastify' {
  interface FastifyInstance {
    /** Who may be sent what: the rules of lead notifications (spam is never sent on). */
    leadDelivery: LeadDelivery;
    /** A public form's submission: spam check, row, notifications queued with it. */
    leadIntake: LeadIntake;
    /** The work on a lead: owner, stage, follow-up, notes, timeline. */
    leadWork: LeadWork;
  }
}

/** The leads services, wired to the repositories, the audit trail and the notifications. */
export default fp(
  async (fastify) => {
    const { repos, notifications, audit } = fastify;
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
  },
  { name: 'leads', dependencies: ['repositories', 'audit', 'notifications', 'spam-defence'] },
);
