import type { ReactNode } from 'react';
import { Button } from '~/components/ui/button';
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
  cancelLabel = 'Cancel',
  destructive = false,
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
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
            {cancelLabel}
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
