import {
  createContext,
  use,
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useLocation } from 'react-router';
import { holdHistorySteps } from '~/lib/history-guard';
import { useAdminMessages } from '~/lib/admin-messages';
import shellEnglish from '@shared/messages/compiled/en/adminShell.js';
import { ConfirmDialog } from './ui/confirm-dialog';

// Warns before leaving an editor with unsaved changes. react-router's useBlocker needs a data
// router, and this app uses the declarative one, so: beforeunload covers reload and closing the
// tab; the admin layout routes its own navigation (sidebar, Back to Site, Logout) through
// `confirmLeave`, which asks first while an editor is dirty; and the browser's Back and Forward
// steps are held (lib/history-guard.ts) and go through the same question.

interface UnsavedChangesValue {
  setDirty: (dirty: boolean) => void;
  /** Runs `leave` at once when nothing is unsaved, otherwise after the user confirms. */
  confirmLeave: (leave: () => void) => void;
}

const UnsavedChangesContext = createContext<UnsavedChangesValue | null>(null);

export function UnsavedChangesProvider({ children }: { children: ReactNode }) {
  const [dirty, setDirty] = useState(false);
  const pending = useRef<(() => void) | null>(null);
  const [asking, setAsking] = useState(false);
  const { unsavedChanges: t } = useAdminMessages('adminShell', shellEnglish);

  // Layout effects, here and in useUnsavedChanges: the guards are in place in the same commit
  // that shows the draft as unsaved, before it is painted, so no Back or reload can come between
  // the visitor seeing "Unsaved changes" and the question being armed.
  useLayoutEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = ''; // Older browsers need it set to show their prompt.
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  const confirmLeave = useCallback(
    (leave: () => void) => {
      if (!dirty) return leave();
      pending.current = leave;
      setAsking(true);
    },
    [dirty],
  );

  // Re-held at every location: the held entry is always the current one.
  const { key } = useLocation();
  useLayoutEffect(
    () => (dirty ? holdHistorySteps(confirmLeave) : undefined),
    [dirty, confirmLeave, key],
  );

  const value = useMemo(() => ({ setDirty, confirmLeave }), [confirmLeave]);

  return (
    <UnsavedChangesContext value={value}>
      {children}
      <ConfirmDialog
        open={asking}
        title={t.title()}
        description={t.description()}
        cancelLabel={t.stay()}
        confirmLabel={t.leave()}
        destructive
        onCancel={() => {
          pending.current = null;
          setAsking(false);
        }}
        onConfirm={() => {
          const leave = pending.current;
          pending.current = null;
          setAsking(false);
          setDirty(false);
          leave?.();
        }}
      />
    </UnsavedChangesContext>
  );
}

export function useConfirmLeave() {
  const value = use(UnsavedChangesContext);
  if (!value) throw new Error('useConfirmLeave must be used inside <UnsavedChangesProvider>');
  return value.confirmLeave;
}

/** Tells the admin layout whether the current editor holds unsaved changes. */
export function useUnsavedChanges(dirty: boolean) {
  const value = use(UnsavedChangesContext);
  const setDirty = value?.setDirty;
  useLayoutEffect(() => {
    setDirty?.(dirty);
    return () => setDirty?.(false);
  }, [dirty, setDirty]);
}
