import type { SiteContentVersionList } from '@shared/site-content/api-schemas';
import type { ReactNode } from 'react';
import { formatDateTime } from '~/lib/format-date-time';

export type VersionListItem = SiteContentVersionList['items'][number];

export const formatWhen = (iso: string) => formatDateTime(iso);

/** How the history names each event of a version's story (the audit trail's types). */
const EVENT_LABELS: Record<string, string> = {
  'content.published': 'Published',
  'content.restored': 'Restored',
  'content.saved': 'Saved',
  'content.review_requested': 'Review requested',
  'content.review_approved': 'Approved',
  'content.changes_requested': 'Changes requested',
  'content.review_published': 'Published after review',
  'content.review_withdrawn': 'Review withdrawn',
  'content.schedule_created': 'Scheduled',
  'content.schedule_cancelled': 'Schedule cancelled',
  'content.schedule_published': 'Published on schedule',
  'content.schedule_failed': 'Scheduled publish failed',
  'content.preview_link_created': 'Preview link shared',
  'content.preview_link_revoked': 'Preview link revoked',
};

/** One version of the history: what changed, who saved or published it, and its story. */
export function VersionRow({
  version: v,
  live,
  actions,
}: {
  version: VersionListItem;
  live: boolean;
  actions: ReactNode;
}) {
  const saved = v.status === 'saved';
  return (
    <li
      data-testid="version-row"
      className="flex flex-wrap items-start justify-between gap-3 px-4 py-3"
    >
      <div className="min-w-0 space-y-0.5">
        <p className="font-medium">
          Version {v.version}
          {live && (
            <span className="ms-2 rounded-full bg-primary/10 px-2 py-0.5 text-xs text-primary">
              Live
            </span>
          )}
          {saved && (
            <span className="ms-2 rounded-full bg-muted px-2 py-0.5 text-xs text-muted-foreground">
              Saved, not published
            </span>
          )}
        </p>
        <p className="text-sm">{v.summary}</p>
        <p className="text-xs text-muted-foreground">
          {saved
            ? `Saved ${formatWhen(v.saved_at!)} by ${v.saved_by ?? 'a deleted account'}`
            : `${formatWhen(v.published_at!)} by ${v.published_by ?? 'a deleted account'}`}
        </p>
        {v.message && <p className="text-sm italic">“{v.message}”</p>}
        {v.events.length > 0 && (
          <ol aria-label={`What happened to version ${v.version}`} className="mt-1 space-y-0.5">
            {v.events.map((e, i) => (
              <li key={i} className="text-xs text-muted-foreground">
                <span className="font-medium text-foreground">
                  {EVENT_LABELS[e.type] ?? e.type}
                </span>{' '}
                {formatWhen(e.at)}
                {e.by && ` by ${e.by}`}
                {e.comment && `: “${e.comment}”`}
              </li>
            ))}
          </ol>
        )}
      </div>
      <div className="flex gap-2">{actions}</div>
    </li>
  );
}
