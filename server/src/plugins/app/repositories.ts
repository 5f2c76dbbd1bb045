import fp from 'fastify-plugin';
import { notificationChannels } from '../../config/app-config';
import {
  createLeadRecordsRepository,
  type LeadRecordsRepository,
} from '../../repositories/lead-records-repository';
import {
  createLeadStatsRepository,
  type LeadStatsRepository,
} from '../../repositories/lead-stats-repository';
import { createLeadsRepository, type LeadsRepository } from '../../repositories/leads-repository';
import { createMediaRepository, type MediaRepository } from '../../repositories/media-repository';
import {
  createSessionsRepository,
  type SessionsRepository,
} from '../../repositories/sessions-repository';
import {
  createSiteContentRepository,
  type SiteContentRepository,
} from '../../repositories/site-content-repository';
import { createUsersRepository, type UsersRepository } from '../../repositories/users-repository';

export interface Repositories {
  leads: LeadsRepository;
  leadStats: LeadStatsRepository;
  leadRecords: LeadRecordsRepository;
  users: UsersRepository;
  sessions: SessionsRepository;
  siteContent: SiteContentRepository;
  media: MediaRepository;
}

declare module 'fastify' {
  interface FastifyInstance {
    repos: Repositories;
  }
}

export default fp(
  async (fastify) => {
    const { config, db } = fastify;
    // Each new non-spam lead also gets an outbox row per configured channel (e-mail, webhook).
    const leads = createLeadsRepository(db, config.now, { channels: notificationChannels(config) });
    // Queued lead inserts are committed before the database closes.
    db.beforeClose(() => leads.close());
    fastify.decorate('repos', {
      leads,
      leadStats: createLeadStatsRepository(db),
      leadRecords: createLeadRecordsRepository(db),
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
      siteContent: createSiteContentRepository(db, config.now),
      media: createMediaRepository(db, config.now),
    });
  },
  { name: 'repositories', dependencies: ['config', 'database'] },
);
