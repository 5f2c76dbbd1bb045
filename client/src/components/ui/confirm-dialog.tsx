import type { ReactNode } from 'react';
import { Button } from '~/components/ui/button';
import { useAdminMessages } from '~/lib/admin-messages';
import shellEnglish from '@shared/messages/compiled/en/adminShell.js';
import { ModalDialog } from './modal-dialog';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  destructive?: boolean;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before a destructive or irreversible action; the safe choice has the focus. */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  cancelLabel,
  destructive = false,
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { dialog } = useAdminMessages('adminShell', shellEnglish);
  return (
    <ModalDialog
      open={open}
      onClose={onCancel}
      title={title}
      description={description}
      role="alertdialog"
      className="max-w-md"
      footer={
        <>
          <Button variant="outline" size="sm" onClick={onCancel} autoFocus>
            {cancelLabel ?? dialog.cancel()}
          </Button>
          <Button
            variant={destructive ? 'destructive' : 'primary'}
            size="sm"
            onClick={onConfirm}
            disabled={busy}
          >
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}
