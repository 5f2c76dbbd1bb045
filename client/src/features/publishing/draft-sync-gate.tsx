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

const SIDES = { theirs: 'Saved from another browser', mine: 'This browser' } as const;

/** The fields this browser and another both changed since they were last in step: choose. */
function DraftConflictsDialog() {
  const pending = useSyncExternalStore(subscribeDraftConflicts, getDraftConflicts, () => null);
  const [resolutions, setResolutions] = useState<MergeResolutions>({});
  if (!pending) return null;
  const settled = pending.conflicts.every((c) => resolutions[c.key]);
  return (
    <ModalDialog
      open
      onClose={() => undefined}
      title="Your working copy changed in two browsers"
      description="Your other changes are kept from both. For each field below, choose the value to keep."
      footer={
        <Button
          disabled={!settled}
          onClick={() => {
            pending.settle(resolutions);
            setResolutions({});
            toast({
              title: 'Working copy merged',
              description: 'Saved for your other browsers too.',
            });
          }}
        >
          Keep these values
        </Button>
      }
    >
      <MergeConflicts
        conflicts={pending.conflicts}
        resolutions={resolutions}
        onResolve={(key, side) => setResolutions((r) => ({ ...r, [key]: side }))}
        sides={SIDES}
        intro="You changed these fields in both browsers:"
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
  useEffect(() => {
    if (!edits) return;
    startDraftSync();
    pullDraft()
      .catch(() =>
        toast({
          title: 'Working offline',
          description: 'Your draft on the server could not be read: this browser’s copy is shown.',
          variant: 'destructive',
        }),
      )
      .finally(() => setReady(true));
  }, [edits]);
  if (!ready) return <Spinner label="Loading your working copy" />;
  return (
    <>
      {children}
      {edits && <DraftConflictsDialog />}
    </>
  );
}
