import type { LeadKind, LeadStatus, NotificationChannel } from '@shared/schemas/leads';
import { useState } from 'react';
import { toast } from '~/lib/toast-store';
import { deletedToast } from './lead-format';
import { useLeadTexts } from './lead-texts';
import { deleteLead, describeError, resendNotification, updateLead, type Lead } from './leads-api';

/**
 * The open lead and what can be done to it (status, send the e-mail again, delete). While an
 * action runs the dialog is busy; then it shows the lead the action returned (null closes it),
 * the list reloads and a toast tells how it went.
 */
export function useLeadActions(kind: LeadKind, reload: () => void) {
  const t = useLeadTexts();
  const [open, setOpen] = useState<Lead | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [busy, setBusy] = useState(false);

  async function actOnOpenLead(
    action: (lead: Lead) => Promise<Lead | null>,
    done: { title: string; description: string },
    failedTitle: string,
  ) {
    if (!open) return;
    setBusy(true);
    try {
      setOpen(await action(open));
      toast(done);
      reload();
    } catch (error) {
      toast({ title: failedTitle, description: describeError(error), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  const changeStatus = (next: LeadStatus) =>
    actOnOpenLead(
      (lead) => updateLead(kind, lead.id, { status: next }),
      { title: t.actions.statusUpdated(), description: t.actions.markedAs[next]() },
      t.actions.statusFailed(),
    );

  const resend = (channel: NotificationChannel) =>
    actOnOpenLead(
      (lead) => resendNotification(kind, lead.id, channel),
      channel === 'email'
        ? { title: t.actions.emailQueued(), description: t.actions.emailQueuedText() }
        : { title: t.actions.webhookQueued(), description: t.actions.webhookQueuedText() },
      channel === 'email' ? t.actions.emailFailed() : t.actions.webhookFailed(),
    );

  const remove = () =>
    actOnOpenLead(
      async (lead) => {
        await deleteLead(kind, lead.id);
        setConfirmDelete(false);
        return null;
      },
      deletedToast(t, kind),
      t.actions.deleteFailed(),
    );

  return { open, setOpen, confirmDelete, setConfirmDelete, busy, changeStatus, resend, remove };
}
