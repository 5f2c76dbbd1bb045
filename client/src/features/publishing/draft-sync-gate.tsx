import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { ACCESS } from '@shared/vocabularies/roles';
import type { MergeResolutions } from '@shared/site-content/merge';
import { Button } from '~/components/ui/button';
import { ModalDialog } from '~/components/ui/modal-dialog';
import { Spinner } from '~/components/ui/spinner';
import { useMayUse } from '~/features/auth';
import { toast } from '~/lib/toast-store';
import {
  getDraftConflicts,
  pullDraft,
  startDraftSync,
  subscribeDraftConflicts,
} from './draft-sync';
import { MergeConflicts } from './merge-conflicts';
import publishingEnglish from '@shared/messages/compiled/en/adminPublishing.js';
import { useAdminMessages } from '~/lib/admin-messages';

/** The fields this browser and another both changed since they were last in step: choose. */
function DraftConflictsDialog() {
  const pending = useSyncExternalStore(subscribeDraftConflicts, getDraftConflicts, () => null);
  const [resolutions, setResolutions] = useState<MergeResolutions>({});
  const { workingCopy: t } = useAdminMessages('adminPublishing', publishingEnglish);
  if (!pending) return null;
  const settled = pending.conflicts.every((c) => resolutions[c.key]);
  return (
    <ModalDialog
      open
      onClose={() => undefined}
      title={t.twoBrowsers()}
      description={t.twoBrowsersText()}
      footer={
        <Button
          disabled={!settled}
          onClick={() => {
            pending.settle(resolutions);
            setResolutions({});
            toast({ title: t.merged(), description: t.mergedText() });
          }}
        >
          {t.keep()}
        </Button>
      }
    >
      <MergeConflicts
        conflicts={pending.conflicts}
        resolutions={resolutions}
        onResolve={(key, side) => setResolutions((r) => ({ ...r, [key]: side }))}
        sides={{ theirs: t.otherBrowser(), mine: t.thisBrowser() }}
        intro={t.bothBrowsers()}
      />
    </ModalDialog>
  );
}

/**
 * Before the editors show the working copy, it is brought in step with the account's draft on
 * the server (features/publishing/draft-sync.ts); from then on every save is sent there. Only
 * for the roles that edit content; a server that cannot be reached leaves this browser's copy.
 */
export function DraftSyncGate({ children }: { children: ReactNode }) {
  const edits = useMayUse(ACCESS.content);
  const [ready, setReady] = useState(!edits);
  const { workingCopy: t } = useAdminMessages('adminPublishing', publishingEnglish);
  // Texts, not the messages object (a new one each render): the effect runs once.
  const [offline, offlineText] = [t.offline(), t.offlineText()];
  useEffect(() => {
    if (!edits) return;
    startDraftSync();
    pullDraft()
      .catch(() =>
        toast({
          title: offline,
          description: offlineText,
          variant: 'destructive',
        }),
      )
      .finally(() => setReady(true));
  }, [edits, offline, offlineText]);
  if (!ready) return <Spinner label={t.loading()} />;
  return (
    <>
      {children}
      {edits && <DraftConflictsDialog />}
    </>
  );
}
