import type { AltchaSpentRepository } from './altcha-spent-repository';
import type { AnalyticsReportRepository } from './analytics-report-repository';
import type { AppSettingsRepository } from './app-settings-repository';
import type { AttachmentFiles } from './attachment-files';
import type { AttachmentsRepository } from './attachments-repository';
import type { AuditEventsRepository } from './audit-events-repository';
import type { AuthChallengesRepository } from './auth-challenges-repository';
import type { ContentFiles } from './content-files';
import type { DownloadFiguresRepository } from './download-figures-repository';
import type { EventRegistrationsRepository } from './event-registrations-repository';
import type { InvitationsRepository } from './invitations-repository';
import type { LeadFollowUpRepository } from './lead-follow-up-repository';
import type { LeadNotesRepository } from './lead-notes-repository';
import type { LeadRecordsRepository } from './lead-records-repository';
import type { LeadStatsRepository } from './lead-stats-repository';
import type { LeadsRepository } from './leads-repository';
import type { MediaRepository } from './media-repository';
import type { MfaRepository } from './mfa-repository';
import type { PageViewsRepository } from './page-views-repository';
import type { PasskeysRepository } from './passkeys-repository';
import type { PreviewLinksRepository } from './preview-links-repository';
import type { ProviderIdentitiesRepository } from './provider-identities-repository';
import type { SessionsRepository } from './sessions-repository';
import type { SiteContentRepository } from './site-content-repository';
import type { SiteContentDraftsRepository } from './site-content-drafts-repository';
import type { UsersRepository } from './users-repository';

/** Every repository of the app (plugins/app/repositories.ts builds them as fastify.repos). */
export interface Repositories {
  leads: LeadsRepository;
  /** The rows of the files that came with leads. */
  attachments: AttachmentsRepository;
  /** Their bytes, in the attachments folder. */
  attachmentFiles: AttachmentFiles;
  appSettings: AppSettingsRepository;
  leadStats: LeadStatsRepository;
  /** The page views counted (written through the lead writer), their rollups and upkeep. */
  pageViews: PageViewsRepository;
  /** The analytics report's queries. */
  analyticsReport: AnalyticsReportRepository;
  /** The downloads' figures: views, downloads, requests and the quotes they influenced. */
  downloadFigures: DownloadFiguresRepository;
  leadRecords: LeadRecordsRepository;
  leadNotes: LeadNotesRepository;
  leadFollowUps: LeadFollowUpRepository;
  /** Registrations per event: the list, the counts, status changes and the waiting list. */
  eventRegistrations: EventRegistrationsRepository;
  users: UsersRepository;
  sessions: SessionsRepository;
  mfa: MfaRepository;
  passkeys: PasskeysRepository;
  challenges: AuthChallengesRepository;
  /** Accounts at the identity provider and the provider's side of sessions begun there. */
  providerIdentities: ProviderIdentitiesRepository;
  invitations: InvitationsRepository;
  auditEvents: AuditEventsRepository;
  siteContent: SiteContentRepository;
  /** Each account's working copy of the site content (issue 52). */
  drafts: SiteContentDraftsRepository;
  media: MediaRepository;
  /** The bytes of the content's files (a certificate's PDF), in the files folder. */
  contentFiles: ContentFiles;
  /** The site content's preview links (services/publishing/preview-links.ts). */
  previewLinks: PreviewLinksRepository;
  altchaSpent: AltchaSpentRepository;
}
