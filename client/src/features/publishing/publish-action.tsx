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

/** A refused publish in words: the server's message and, for a 400, each field it names. */
function describeFailure(error: unknown): string {
  if (!(error instanceof ApiError))
    return error instanceof Error ? error.message : 'Publishing failed';
  const issues = error.body?.issues ?? [];
  if (issues.length === 0) return error.message;
  const fields = issues
    .slice(0, 4)
    .map((i) => `${i.path.replace(/^content\./, '')}: ${i.message}`)
    .join('; ');
  return `Not published. Fix in the editors: ${fields}${issues.length > 4 ? ' …' : ''}`;
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
          title: 'Review requested',
          description: `Version ${published.review.version} is saved; it goes live once approved.`,
        });
      } else {
        toast({ title: 'Published!', description: `Version ${published.version} is live.` });
      }
    } catch (error) {
      const liveVersion = conflictVersion(error);
      if (liveVersion !== null) {
        await refreshLive();
        setFailure(
          `Version ${liveVersion} went live meanwhile. The changes below are merged with it; ` +
            'check them, then publish again.',
        );
      } else {
        setFailure(describeFailure(error));
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
    toast({
      title: 'Working copy replaced',
      description: 'The editors now show the live content.',
    });
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
          Unpublished changes
        </span>
      )}
      <Link to={paths.admin.preview} className={buttonClasses('ghost', 'sm')}>
        <Eye className="h-4 w-4" aria-hidden="true" />
        Preview
      </Link>
      <Button size="sm" onClick={openDialog}>
        <UploadCloud className="h-4 w-4" aria-hidden="true" />
        Publish
      </Button>
      <ModalDialog
        open={open}
        onClose={() => !busy && setOpen(false)}
        title={
          asksForReview ? 'Request a review of your working copy' : 'Publish your working copy'
        }
        description={
          live
            ? baseVersion === live.version
              ? `What visitors will see change, compared with live version ${live.version}. Unsaved editor changes are not included: save them first.`
              : `Your changes since version ${baseVersion}, applied on live version ${live.version}: what others published since stays. Unsaved editor changes are not included: save them first.`
            : undefined
        }
        footer={
          <>
            <Button variant="outline" onClick={() => setOpen(false)} disabled={busy}>
              Cancel
            </Button>
            <Button onClick={publish} disabled={busy || !pending || unsettled > 0} aria-busy={busy}>
              {asksForReview
                ? busy
                  ? 'Requesting…'
                  : 'Request review'
                : busy
                  ? 'Publishing…'
                  : 'Publish now'}
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
          <p className="text-sm text-muted-foreground">
            Nothing to publish: the working copy is the live content.
          </p>
        )}
        {/* What goes live: the merged content, not this copy alone (others may have replaced a sample). */}
        {pending && content && live && <LanguagesSummary live={live.content} content={content} />}
        {pending && content && <SampleList content={content} />}
        {asksForReview && pending && (
          <TextareaField
            label="Message for the reviewers"
            hint="What changed and why (optional). Your changes go live once approved."
            className="mt-4 min-h-20"
            maxLength={1000}
            value={message}
            onChange={(e) => setMessage(e.target.value)}
            disabled={busy}
          />
        )}
        {live && baseVersion !== live.version && (
          <Button variant="outline" size="sm" className="mt-4" onClick={startOver} disabled={busy}>
            Discard my working copy and load the live content
          </Button>
        )}
      </ModalDialog>
    </div>
  );
}
