import { Eye, UploadCloud } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { diffSiteContent, hasChanges } from '@shared/site-content/diff';
import { withAutomaticRedirects } from '@shared/site-content/redirects';
import { Button, buttonClasses } from '~/components/ui/button';
import { ApiError } from '~/lib/api-client';
import { toast } from '~/lib/toast-store';
import { paths } from '~/config/paths';
import {
  resetWorkingCopy,
  setLiveContent,
  useLiveContent,
  useWorkingCopy,
  workingCopyBaseVersion,
} from '~/lib/site-data/working-copy';
import { ModalDialog } from '~/components/ui/modal-dialog';
import { ContentDiffList } from './content-diff-list';
import { SampleList } from './sample-list';
import { publishWorkingCopy } from './publish';
import { conflictVersion, fetchLiveContent } from './publishing-api';

/**
 * True while the saved working copy differs from the live content. The diff is of what the
 * publish would make live: with the redirects it will record for renamed or removed pages.
 */
export function useUnpublishedChanges() {
  const live = useLiveContent();
  const working = useWorkingCopy();
  return useMemo(() => {
    const diff = live
      ? diffSiteContent(live.content, withAutomaticRedirects(live.content, working))
      : null;
    return { diff, pending: diff !== null && hasChanges(diff) };
  }, [live, working]);
}

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
  const { diff, pending } = useUnpublishedChanges();
  const working = useWorkingCopy();
  const live = useLiveContent();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [conflict, setConflict] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function publish(baseVersion: number) {
    setBusy(true);
    setFailure(null);
    try {
      const published = await publishWorkingCopy(baseVersion);
      setConflict(null);
      setOpen(false);
      toast({ title: 'Published!', description: `Version ${published.version} is live.` });
    } catch (error) {
      const liveVersion = conflictVersion(error);
      if (liveVersion !== null) {
        setConflict(liveVersion);
        setLiveContent(await fetchLiveContent().catch(() => live!));
      } else {
        setFailure(describeFailure(error));
      }
    } finally {
      setBusy(false);
    }
  }

  function discardWorkingCopy() {
    resetWorkingCopy();
    setConflict(null);
    setOpen(false);
    toast({
      title: 'Working copy replaced',
      description: 'The editors now show the live content.',
    });
  }

  return (
    <div className="flex flex-wrap items-center gap-2">
      {pending && (
        <span
          data-testid="unpublished-badge"
          className="rounded-full bg-amber-500/15 px-2.5 py-1 text-xs font-medium text-amber-700 dark:text-amber-300"
        >
          Unpublished changes
        </span>
      )}
      <Link to={paths.admin.preview} className={buttonClasses('ghost', 'sm')}>
        <Eye className="h-4 w-4" aria-hidden="true" />
        Preview
      </Link>
      <Button size="sm" onClick={() => setOpen(true)}>
        <UploadCloud className="h-4 w-4" aria-hidden="true" />
        Publish
      </Button>
      <ModalDialog
        open={open}
        onClose={() => !busy && setOpen(false)}
        title="Publish your working copy"
        description={
          live
            ? `What visitors will see change, compared with live version ${live.version}. Unsaved editor changes are not included: save them first.`
            : undefined
        }
        footer={
          <>
            <Button variant="outline" onClick={() => setOpen(false)} disabled={busy}>
              Cancel
            </Button>
            {conflict !== null ? (
              <Button onClick={() => publish(conflict)} disabled={busy} aria-busy={busy}>
                {busy ? 'Publishing…' : `Publish over version ${conflict}`}
              </Button>
            ) : (
              <Button
                onClick={() => publish(workingCopyBaseVersion())}
                disabled={busy || !pending}
                aria-busy={busy}
              >
                {busy ? 'Publishing…' : 'Publish now'}
              </Button>
            )}
          </>
        }
      >
        {conflict !== null && (
          <div
            role="alert"
            className="mb-4 rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm"
          >
            <p>
              Someone published version {conflict} since this working copy was edited. Publishing it
              now replaces their changes (shown below as changes of yours).
            </p>
            <Button variant="outline" size="sm" className="mt-2" onClick={discardWorkingCopy}>
              Discard my working copy and load the live content
            </Button>
          </div>
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
        {pending && <SampleList content={working} />}
      </ModalDialog>
    </div>
  );
}
