import { useState } from 'react';
import { Link } from 'react-router';
import type { SiteContentDiff } from '@shared/site-content/diff';
import type { Review } from '@shared/site-content/review-schemas';
import { Button, buttonClasses } from '~/components/ui/button';
import { paths } from '~/config/paths';
import { TextareaField } from '~/components/ui/field';
import { describeError } from '~/lib/api-client';
import { setLiveContent } from '~/lib/site-data/working-copy';
import { toast } from '~/lib/toast-store';
import { ApproveActions } from './approve-actions';
import { ContentDiffList } from './content-diff-list';
import { SharePreviewButton } from './preview-links';
import { fetchLiveContent } from './publishing-api';
import { approveReview, publishReview, requestChanges, withdrawReview } from './reviews-api';
import { formatWhen } from './version-row';
import publishingEnglish from '@shared/messages/compiled/en/adminPublishing.js';
import { useAdminMessages } from '~/lib/admin-messages';

const OPEN: Review['status'][] = ['requested', 'changes_requested', 'approved'];

/**
 * One review: what its version changes, the requester's message, approvals and comments, and
 * what this account may do with it (approve, ask for changes, publish now, schedule).
 */
export function ReviewCard({
  review: r,
  me,
  reviewer,
  onChanged,
}: {
  review: Review;
  /** This account's e-mail: nobody reviews their own changes. */
  me: string;
  reviewer: boolean;
  onChanged: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const [commenting, setCommenting] = useState(false);
  const [comment, setComment] = useState('');
  const mine = r.requested_by === me;
  const mayReview = reviewer && !mine && OPEN.includes(r.status);
  const approvedByMe = r.approvals.some((a) => a.by === me);
  const { reviews: t } = useAdminMessages('adminPublishing', publishingEnglish);
  const version = { version: r.version };
  const suffix = <span className="sr-only">{t.versionSuffix(version)}</span>;

  async function act(work: () => Promise<unknown>, done: string) {
    setBusy(true);
    try {
      await work();
      toast({ title: done });
      setCommenting(false);
      setComment('');
      onChanged();
    } catch (error) {
      toast({ title: t.notDone(), description: describeError(error), variant: 'destructive' });
      onChanged();
    } finally {
      setBusy(false);
    }
  }

  return (
    <li
      data-testid="review"
      aria-label={t.label(version)}
      className="space-y-3 rounded-lg border border-border bg-card p-4"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 space-y-0.5">
          <h2 className="font-semibold">{t.heading({ version: r.version, summary: r.summary })}</h2>
          <p className="text-xs text-muted-foreground">
            {t.asked({
              name: r.requested_by,
              when: formatWhen(r.requested_at),
              base: r.base_version,
            })}
          </p>
        </div>
        <span className="rounded-full bg-muted px-2.5 py-0.5 text-xs font-medium">
          {t.status[r.status]()}
        </span>
      </div>
      {r.message && <p className="text-sm italic">“{r.message}”</p>}
      <ContentDiffList diff={r.changes as unknown as SiteContentDiff} />
      <p className="text-sm">
        {t.approvals({ approved: r.approvals.length, needed: r.approvals_needed })}
        {r.approvals_needed > 1 && t.legalTwo()}
        {r.approvals.length > 0 &&
          t.approvedBy({
            list: r.approvals.map((a) => `${a.by}, ${formatWhen(a.at)}`).join('; '),
          })}
      </p>
      {r.comments.length > 0 && (
        <ul aria-label={t.comments()} className="space-y-1 text-sm">
          {r.comments.map((c, i) => (
            <li key={i}>
              <span className="font-medium">{c.by}</span>{' '}
              <span className="text-xs text-muted-foreground">{formatWhen(c.at)}</span>: {c.comment}
            </li>
          ))}
        </ul>
      )}
      {commenting && (
        <TextareaField
          label={t.whatChange()}
          className="min-h-20"
          maxLength={2000}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
          disabled={busy}
        />
      )}
      <div className="flex flex-wrap gap-2">
        <SharePreviewButton version={r.version} />
        {mayReview && !approvedByMe && !commenting && (
          <ApproveActions
            review={r}
            busy={busy}
            act={act}
            onApprove={() => act(() => approveReview(r.id, r.version), t.approved(version))}
          />
        )}
        {mayReview && !commenting && (
          <Button size="sm" variant="outline" disabled={busy} onClick={() => setCommenting(true)}>
            {t.requestChanges()}
            <span className="sr-only">{t.toVersion(version)}</span>
          </Button>
        )}
        {commenting && (
          <>
            <Button
              size="sm"
              disabled={busy || comment.trim() === ''}
              onClick={() => act(() => requestChanges(r.id, comment), t.changesRequested())}
            >
              {t.sendComment()}
            </Button>
            <Button size="sm" variant="outline" onClick={() => setCommenting(false)}>
              {t.cancel()}
            </Button>
          </>
        )}
        {r.status === 'approved' && (mine || reviewer) && (
          <Button
            size="sm"
            disabled={busy}
            onClick={() =>
              act(async () => {
                await publishReview(r.id);
                // The admin area compares against the live content: it is the new version now.
                setLiveContent(await fetchLiveContent());
              }, t.live(version))
            }
          >
            {t.publishNow()}
            {suffix}
          </Button>
        )}
        {mine && OPEN.includes(r.status) && !commenting && (
          <Button
            size="sm"
            variant="outline"
            disabled={busy}
            onClick={() => act(() => withdrawReview(r.id), t.withdrawn(version))}
          >
            {t.withdraw()}
            <span className="sr-only">{t.reviewSuffix(version)}</span>
          </Button>
        )}
        {r.status === 'approved' && (
          <Link
            to={`${paths.admin.schedules}?version=${r.version}`}
            className={buttonClasses('outline', 'sm')}
          >
            {t.schedule()}
            {suffix}
          </Link>
        )}
      </div>
    </li>
  );
}
