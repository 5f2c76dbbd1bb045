import type { PendingInvitation } from '@shared/schemas/admin-users';
import { ROLE_LABELS } from '@shared/vocabularies/roles';
import { useState } from 'react';
import { Button } from '~/components/ui/button';
import { toast } from '~/lib/toast-store';
import { describeError } from '~/lib/api-client';
import { formatDateTime } from '~/lib/format-date-time';
import { useAdminMessages } from '~/lib/admin-messages';
import peopleEnglish from '@shared/messages/compiled/en/adminPeople.js';
import { withdrawInvitation } from './users-api';

/**
 * The invitations whose links still work. A link sent to the wrong address is a way in for a
 * day, so any admin can withdraw it; it stops working at once.
 */
export function PendingInvitations({
  items,
  onChanged,
}: {
  items: PendingInvitation[];
  /** After each attempt, with the id when it was withdrawn, so the list can be reloaded. */
  onChanged: (withdrawnId: string | null) => void;
}) {
  const [busyId, setBusyId] = useState<string | null>(null);
  const { invite: t } = useAdminMessages('adminPeople', peopleEnglish);
  if (items.length === 0) return null;

  async function withdraw(invitation: PendingInvitation) {
    setBusyId(invitation.id);
    let withdrawn = false;
    try {
      await withdrawInvitation(invitation.id);
      withdrawn = true;
      toast({ title: t.withdrawn({ email: invitation.email }) });
    } catch (error) {
      toast({
        title: t.withdrawFailed(),
        description: describeError(error),
        variant: 'destructive',
      });
    } finally {
      setBusyId(null);
      // Reload either way: a 404 means it was used, withdrawn or expired meanwhile.
      onChanged(withdrawn ? invitation.id : null);
    }
  }

  return (
    <div className="mt-6 space-y-2">
      <h3 className="text-sm font-medium">{t.open()}</h3>
      <ul aria-label={t.open()} className="divide-y divide-border rounded-md border border-border">
        {items.map((invitation) => (
          <li
            key={invitation.id}
            className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm"
          >
            <div className="min-w-0">
              <p className="truncate font-medium">{invitation.email}</p>
              <p className="text-xs text-muted-foreground">
                {invitation.invited_by
                  ? t.pendingSentBy({
                      role: ROLE_LABELS[invitation.role],
                      by: invitation.invited_by,
                      date: formatDateTime(invitation.expires_at),
                    })
                  : t.pending({
                      role: ROLE_LABELS[invitation.role],
                      date: formatDateTime(invitation.expires_at),
                    })}
              </p>
            </div>
            <Button
              variant="outline"
              size="sm"
              disabled={busyId !== null}
              aria-label={t.withdrawLabel({ email: invitation.email })}
              onClick={() => void withdraw(invitation)}
            >
              {busyId === invitation.id ? t.withdrawing() : t.withdraw()}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
