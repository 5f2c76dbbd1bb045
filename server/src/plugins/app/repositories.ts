import fp from 'fastify-plugin';
import { notificationsEnabled } from '../../config/app-config';
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
    });
  },
  { name: 'repositories', dependencies: ['config', 'database'] },
);
