import type { SiteContentVersionList } from '@shared/site-content/api-schemas';
import type { ReactNode } from 'react';
import publishingEnglish from '@shared/messages/compiled/en/adminPublishing.js';
import { useAdminMessages } from '~/lib/admin-messages';
import { formatDateTime } from '~/lib/format-date-time';

export type VersionListItem = SiteContentVersionList['items'][number];

export const formatWhen = (iso: string) => formatDateTime(iso);

type EventTexts = typeof publishingEnglish.version.events;

/**
 * How the history names each event of a version's story: the audit trail's type
 * (`content.review_requested`) is its message's key (`reviewRequested`); an unknown one shows as
 * it is.
 */
function eventLabel(type: string, events: EventTexts): string {
  const key = type.replace(/^content\./, '').replace(/_(\w)/g, (_, c: string) => c.toUpperCase());
  return Object.hasOwn(events, key) ? events[key as keyof EventTexts]() : type;
}

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
  const { version: t } = useAdminMessages('adminPublishing', publishingEnglish);
  const who = (name: string | null | undefined) => name ?? t.deletedAccount();
  return (
    <li
      data-testid="version-row"
      className="flex flex-wrap items-start justify-between gap-3 px-4 py-3"
    >
      <div className="min-w-0 space-y-0.5">
        <p className="font-medium">
          {t.title({ version: v.version })}
          {live && (
            <span className="ms-2 rounded-full bg-primary/10 px-2 py-0.5 text-xs text-primary">
              {t.live()}
            </span>
          )}
          {saved && (
            <span className="ms-2 rounded-full bg-muted px-2 py-0.5 text-xs text-muted-foreground">
              {t.savedOnly()}
            </span>
          )}
        </p>
        <p className="text-sm">{v.summary}</p>
        <p className="text-xs text-muted-foreground">
          {saved
            ? t.savedBy({ when: formatWhen(v.saved_at!), name: who(v.saved_by) })
            : t.publishedBy({ when: formatWhen(v.published_at!), name: who(v.published_by) })}
        </p>
        {v.message && <p className="text-sm italic">“{v.message}”</p>}
        {v.events.length > 0 && (
          <ol aria-label={t.story({ version: v.version })} className="mt-1 space-y-0.5">
            {v.events.map((e, i) => (
              <li key={i} className="text-xs text-muted-foreground">
                <span className="font-medium text-foreground">{eventLabel(e.type, t.events)}</span>{' '}
                {formatWhen(e.at)}
                {e.by && t.by({ name: e.by })}
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
