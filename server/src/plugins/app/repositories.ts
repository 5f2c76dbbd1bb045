import fp from 'fastify-plugin';
import { notificationsEnabled } from '../../config/app-config';
import {
  createAuditEventsRepository,
  type AuditEventsRepository,
} from '../../repositories/audit-events-repository';
import {
  createAuthChallengesRepository,
  type AuthChallengesRepository,
} from '../../repositories/auth-challenges-repository';
import {
  createInvitationsRepository,
  type InvitationsRepository,
} from '../../repositories/invitations-repository';
import { createMfaRepository, type MfaRepository } from '../../repositories/mfa-repository';
import {
  createPasskeysRepository,
  type PasskeysRepository,
} from '../../repositories/passkeys-repository';
import { createLeadsRepository, type LeadsRepository } from '../../repositories/leads-repository';
import {
  createSessionsRepository,
  type SessionsRepository,
} from '../../repositories/sessions-repository';
import { createUsersRepository, type UsersRepository } from '../../repositories/users-repository';

export interface Repositories {
  leads: LeadsRepository;
  users: UsersRepository;
  sessions: SessionsRepository;
  mfa: MfaRepository;
  passkeys: PasskeysRepository;
  challenges: AuthChallengesRepository;
  invitations: InvitationsRepository;
  auditEvents: AuditEventsRepository;
}

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
    });
  },
  { name: 'repositories', dependencies: ['config', 'database'] },
);
