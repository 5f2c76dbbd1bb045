import fp from 'fastify-plugin';
import { notificationsEnabled } from '../../config/app-config';
import { createAuditEventsRepository } from '../../repositories/audit-events-repository';
import { createAuthChallengesRepository } from '../../repositories/auth-challenges-repository';
import { createInvitationsRepository } from '../../repositories/invitations-repository';
import { createMfaRepository } from '../../repositories/mfa-repository';
import { createPasskeysRepository } from '../../repositories/passkeys-repository';
import { createLeadsRepository } from '../../repositories/leads-repository';
import { createMediaRepository } from '../../repositories/media-repository';
import { createSiteContentRepository } from '../../repositories/site-content-repository';
import { createSessionsRepository } from '../../repositories/sessions-repository';
import { createUsersRepository } from '../../repositories/users-repository';
import type { Repositories } from '../../repositories';

export type { Repositories };

declare module 'fastify' {
  interface FastifyInstance {
    repos: Repositories;
  }
}

export default fp(
  async (fastify) => {
    const { config, db } = fastify;
    // With notifications configured, each new non-spam lead also gets an outbox row.
    const leads = createLeadsRepository(db, config.now, { notify: notificationsEnabled(config) });
    // Queued lead inserts are committed before the database closes.
    db.beforeClose(() => leads.close());
    fastify.decorate('repos', {
      leads,
      users: createUsersRepository(db, config.now),
      sessions: createSessionsRepository(
        db,
        {
          idleTtl: config.refreshIdleTtl,
          absoluteTtl: config.refreshAbsoluteTtl,
          reuseGrace: config.refreshReuseGrace,
        },
        config.now,
      ),
      mfa: createMfaRepository(db, config.now),
      passkeys: createPasskeysRepository(db, config.now),
      challenges: createAuthChallengesRepository(db, config.now),
      invitations: createInvitationsRepository(db, config.now),
      auditEvents: createAuditEventsRepository(db, config.now),
      siteContent: createSiteContentRepository(db, config.now),
      media: createMediaRepository(db, config.now),
    });
  },
  { name: 'repositories', dependencies: ['config', 'database'] },
);
