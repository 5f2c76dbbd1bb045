import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fp from 'fastify-plugin';
import { createAppSettingsRepository } from '../../repositories/app-settings-repository';
import { createAttachmentFiles } from '../../repositories/attachment-files';
import { createAttachmentsRepository } from '../../repositories/attachments-repository';
import { createAltchaSpentRepository } from '../../repositories/altcha-spent-repository';
import { createAuditEventsRepository } from '../../repositories/audit-events-repository';
import { createAuthChallengesRepository } from '../../repositories/auth-challenges-repository';
import { createDownloadFiguresRepository } from '../../repositories/download-figures-repository';
import { contentFilesDir, createContentFiles } from '../../repositories/content-files';
import { createEventRegistrationsRepository } from '../../repositories/event-registrations-repository';
import { createInvitationsRepository } from '../../repositories/invitations-repository';
import { createLeadFollowUpRepository } from '../../repositories/lead-follow-up-repository';
import { createLeadNotesRepository } from '../../repositories/lead-notes-repository';
import { createLeadRecordsRepository } from '../../repositories/lead-records-repository';
import { createLeadStatsRepository } from '../../repositories/lead-stats-repository';
import { createLeadsRepository } from '../../repositories/leads-repository';
import { createLeadWriter } from '../../repositories/lead-writer';
import { createAnalyticsReportRepository } from '../../repositories/analytics-report-repository';
import { createPageViewsRepository } from '../../repositories/page-views-repository';
import { createMediaRepository } from '../../repositories/media-repository';
import { createMfaRepository } from '../../repositories/mfa-repository';
import { createPasskeysRepository } from '../../repositories/passkeys-repository';
import { createPreviewLinksRepository } from '../../repositories/preview-links-repository';
import { createProviderIdentitiesRepository } from '../../repositories/provider-identities-repository';
import { createSessionsRepository } from '../../repositories/sessions-repository';
import { createSiteContentRepository } from '../../repositories/site-content-repository';
import { createSiteContentDraftsRepository } from '../../repositories/site-content-drafts-repository';
import { createUsersRepository } from '../../repositories/users-repository';
import { duplicateRule } from '../../services/leads/duplicates';
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
    // Without a folder of its own (an in-memory database), the files live in a temporary one
    // that goes with the app.
    const temporary = config.attachmentsDir
      ? null
      : mkdtempSync(join(tmpdir(), 'lead-attachments-'));
    if (temporary) fastify.addHook('onClose', async () => rmSync(temporary, { recursive: true }));
    const files = createAttachmentFiles(config.attachmentsDir ?? temporary!);
    // The content's files beside the database too (`files`), or in a temporary folder likewise.
    const inMemory = config.databasePath === ':memory:';
    const filesDir = inMemory
      ? mkdtempSync(join(tmpdir(), 'content-files-'))
      : contentFilesDir(config.databasePath);
    if (inMemory) fastify.addHook('onClose', async () => rmSync(filesDir, { recursive: true }));
    const attachments = createAttachmentsRepository(db);
    // The duplicate rule is the leads service's; the lead writer applies it after its commits.
    const writer = createLeadWriter(db, config.searchIndexing, duplicateRule);
    const leads = createLeadsRepository(
      db,
      config.now,
      { rows: attachments, files },
      writer,
      duplicateRule,
    );
    // The page views go through the lead writer's batches (decision 036).
    const pageViews = createPageViewsRepository(db, writer, (error) =>
      fastify.log.warn({ module: 'analytics', err: error }, 'page views could not be stored'),
    );
    // The views in memory, then the queued lead inserts, are committed before the database closes.
    db.beforeClose(async () => {
      await pageViews.flush();
      await Promise.all([writer.close(), leads.close()]);
    });
    fastify.decorate('repos', {
      leads,
      attachments,
      attachmentFiles: files,
      appSettings: createAppSettingsRepository(db, config.now),
      leadStats: createLeadStatsRepository(db),
      pageViews,
      analyticsReport: createAnalyticsReportRepository(db),
      downloadFigures: createDownloadFiguresRepository(db),
      leadRecords: createLeadRecordsRepository(db, files),
      leadNotes: createLeadNotesRepository(db, config.now),
      leadFollowUps: createLeadFollowUpRepository(db),
      eventRegistrations: createEventRegistrationsRepository(db, config.now),
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
      providerIdentities: createProviderIdentitiesRepository(db, config.now),
      invitations: createInvitationsRepository(db, config.now),
      auditEvents: createAuditEventsRepository(db, config.now),
      siteContent: createSiteContentRepository(db, config.now),
      drafts: createSiteContentDraftsRepository(db, config.now),
      media: createMediaRepository(db, config.now),
      contentFiles: createContentFiles(filesDir),
      previewLinks: createPreviewLinksRepository(db),
      altchaSpent: createAltchaSpentRepository(db, config.now),
    });
  },
  { name: 'repositories', dependencies: ['config', 'database'] },
);
