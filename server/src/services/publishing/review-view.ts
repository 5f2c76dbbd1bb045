import type { SiteData } from '@shared/site-content/schema';
import type { Review } from '@shared/site-content/review-schemas';
import { defaultSiteData } from '@shared/site-content/defaults';
import { editorsDiff } from '@shared/site-content/publish-stamps';
import { diffSiteContent, summarizeDiff } from '@shared/site-content/diff';
import { withTranslationParts } from '@shared/site-content/translation-summary';
import { approvalsNeeded } from '@shared/site-content/review';
import type { ReviewRow } from '../../repositories/content-reviews-repository';
import type {
  SiteContentRepository,
  StoredVersion,
} from '../../repositories/site-content-repository';

/** A review as the API shows it: what its version changes, read from the stored versions. */
export function reviewViews(versions: Pick<SiteContentRepository, 'get'>) {
  const contentOf = (version: number): SiteData =>
    version === 0 ? defaultSiteData : (versions.get(version)?.content ?? defaultSiteData);
  /** What a version changes against the version it was edited from. */
  // What its editors changed: a closing date a publish would stamp is none of theirs.
  const changesOf = (version: StoredVersion) =>
    editorsDiff(
      contentOf(version.base_version ?? 0),
      version.content,
      version.saved_at ?? version.published_at ?? new Date().toISOString(),
    );

  function toApi(row: ReviewRow): Review {
    const version = versions.get(row.version);
    const changes = version
      ? changesOf(version)
      : diffSiteContent(defaultSiteData, defaultSiteData);
    return {
      id: row.id,
      version: row.version,
      status: row.status,
      message: row.message,
      requested_by: row.requested_by_email,
      requested_at: row.requested_at,
      base_version: row.base_version,
      content_hash: row.content_hash,
      summary: version
        ? withTranslationParts(
            summarizeDiff(changes),
            contentOf(version.base_version ?? 0),
            version.content,
          )
        : summarizeDiff(changes),
      changes,
      approvals: row.approvals.map(({ by, at }) => ({ by, at })),
      approvals_needed: approvalsNeeded(changes),
      comments: row.comments,
      superseded_by: row.superseded_by,
      published_version: row.published_version,
    };
  }

  return { contentOf, changesOf, toApi };
}
