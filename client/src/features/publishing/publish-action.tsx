import { Eye, UploadCloud } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import type { MergeResolutions, MergeSide } from '@shared/site-content/merge';
import { Button, buttonClasses } from '~/components/ui/button';
import { ApiError } from '~/lib/api-client';
import { toast } from '~/lib/toast-store';
import { paths } from '~/config/paths';
import { resetWorkingCopy, setLiveContent, useLiveContent } from '~/lib/site-data/working-copy';
import { TextareaField } from '~/components/ui/field';
import { ModalDialog } from '~/components/ui/modal-dialog';
import { ContentDiffList } from './content-diff-list';
import { draftDone } from './draft-sync';
import { MergeConflicts } from './merge-conflicts';
import { SampleList } from './sample-list';
import { LanguagesSummary } from './languages-summary';
import { publishWorkingCopy } from './publish';
import { conflictVersion, fetchLiveContent, isReviewRequested } from './publishing-api';
import { useReviewMode } from './review-mode';
import { useUnpublishedChanges } from './unpublished-changes';
import { useAdminMessages } from '~/lib/admin-messages';
import publishingEnglish from '@shared/messages/compiled/en/adminPublishing.js';

type Texts = typeof publishingEnglish.publishDialog;

/** A refused publish in words: the server's message and, for a 400, each field it names. */
function describeFailure(error: unknown, t: Texts): string {
  if (!(error instanceof ApiError)) return error instanceof Error ? error.message : t.failed();
  const issues = error.body?.issues ?? [];
  if (issues.length === 0) return error.message;
  const fields = issues
    .slice(0, 4)
    .map((i) => `${i.path.replace(/^content\./, '')}: ${i.message}`)
    .join('; ');
  return t.fixFields({ fields: `${fields}${issues.length > 4 ? ' …' : ''}` });
}

/**
 * The Publish action of every admin page: a badge while the saved working copy has unpublished
 * changes, and a dialog showing them per section that publishes in one click.
 */
export function PublishAction() {
  const [resolutions, setResolutions] = useState<MergeResolutions>({});
  const { diff, pending, conflicts, content, baseVersion } = useUnpublishedChanges(resolutions);
  const live = useLiveContent();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const unsettled = conflicts.filter((c) => !Object.hasOwn(resolutions, c.key)).length;
  // With review on, an editor's Publish asks for a review, with a message for the reviewers.
  const { asksForReview } = useReviewMode();
  const [message, setMessage] = useState('');
  const queries = useQueryClient();
  const {
    publishAction,
    publishDialog: t,
    publishToast,
  } = useAdminMessages('adminPublishing', publishingEnglish);

  /** The latest live version: the dialog merges against it, so it shows what will happen. */
  const refreshLive = () =>
    fetchLiveContent().then(setLiveContent, () => {
      // Offline: the dialog shows the last live version known; the server merges anyway.
    });

  function openDialog() {
    setFailure(null);
    setOpen(true);
    void refreshLive();
  }

  async function publish() {
    setBusy(true);
    setFailure(null);
    try {
      const published = await publishWorkingCopy(
        baseVersion,
        resolutions,
        asksForReview ? message : undefined,
      );
      setResolutions({});
      setOpen(false);
      if (isReviewRequested(published)) {
        setMessage('');
        void queries.invalidateQueries({ queryKey: ['reviews'] });
        toast({
          title: publishToast.reviewRequested(),
          description: publishToast.reviewRequestedText({ version: published.review.version }),
        });
      } else {
        toast({
          title: publishToast.published(),
          description: publishToast.publishedText({ version: published.version }),
        });
      }
    } catch (error) {
      const liveVersion = conflictVersion(error);
      if (liveVersion !== null) {
        await refreshLive();
        setFailure(t.wentLive({ version: liveVersion }));
      } else {
        setFailure(describeFailure(error, t));
      }
    } finally {
      setBusy(false);
    }
  }

  function startOver() {
    resetWorkingCopy();
    void draftDone();
    setResolutions({});
    setOpen(false);
    toast({ title: publishToast.replaced(), description: publishToast.replacedText() });
  }

  const resolve = (key: string, side: MergeSide) =>
    setResolutions((current) => ({ ...current, [key]: side }));

  return (
    <div className="flex flex-wrap items-center gap-2">
      {pending && (
        <span
          data-testid="unpublished-badge"
          className="rounded-full bg-amber-500/15 px-2.5 py-1 text-xs font-medium text-amber-800 dark:text-amber-300"
        >
          {publishAction.unpublished()}
        </span>
      )}
      <Link to={paths.admin.preview} className={buttonClasses('ghost', 'sm')}>
        <Eye className="h-4 w-4" aria-hidden="true" />
        {publishAction.preview()}
      </Link>
      <Button size="sm" onClick={openDialog}>
        <UploadCloud className="h-4 w-4" aria-hidden="true" />
        {publishAction.publish()}
      </Button>
      <ModalDialog
        open={open}
        onClose={() => !busy && setOpen(false)}
        title={asksForReview ? t.reviewTitle() : t.title()}
        description={
          live
            ? baseVersion === live.version
              ? t.onLive({ live: live.version })
              : t.merged({ base: baseVersion, live: live.version })
            : undefined
        }
        footer={
          <>
            <Button variant="outline" onClick={() => setOpen(false)} disabled={busy}>
              {t.cancel()}
            </Button>
            <Button onClick={publish} disabled={busy || !pending || unsettled > 0} aria-busy={busy}>
              {asksForReview
                ? busy
                  ? t.requesting()
                  : t.requestReview()
                : busy
                  ? t.publishing()
                  : t.publishNow()}
            </Button>
          </>
        }
      >
        {conflicts.length > 0 && (
          <MergeConflicts conflicts={conflicts} resolutions={resolutions} onResolve={resolve} />
        )}
        {failure && (
          <p role="alert" className="mb-4 text-sm text-destructive">
            {failure}
          </p>
        )}
        {diff && pending ? (
          <ContentDiffList diff={diff} />
        ) : (
          <p className="text-sm text-muted-foreground">{t.nothing()}</p>
        )}
        {/* What goes live: the merged content, not this copy alone (others may have replaced a sample). */}
        {pending && content && live && <LanguagesSummary live={live.content} content={content} />}
        {pending && content && <SampleList content={content} />}
        {asksForReview && pending && (
          <TextareaField
            label={t.messageLabel()}
            hint={t.messageHint()}
            className="mt-4 min-h-20"
            maxLength={1000}
            value={message}
            onChange={(e) => setMessage(e.target.value)}
            disabled={busy}
          />
        )}
        {live && baseVersion !== live.version && (
          <Button variant="outline" size="sm" className="mt-4" onClick={startOver} disabled={busy}>
            {t.startOver()}
          </Button>
        )}
      </ModalDialog>
    </div>
  );
}
