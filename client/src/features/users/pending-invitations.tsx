import type { PendingInvitation } from '@shared/schemas/admin-users';
import { ROLE_LABELS } from '@shared/vocabularies/roles';
import { useState } from 'react';
import { Button } from '~/components/ui/button';
import { toast } from '~/lib/toast-store';
import { describeError } from '~/lib/api-client';
import { formatDateTime } from '~/lib/format-date-time';
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
  if (items.length === 0) return null;

  async function withdraw(invitation: PendingInvitation) {
    setBusyId(invitation.id);
    let withdrawn = false;
    try {
      await withdrawInvitation(invitation.id);
      withdrawn = true;
      toast({ title: `Invitation to ${invitation.email} withdrawn` });
    } catch (error) {
      toast({
        title: 'Could not withdraw the invitation',
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
      <h3 className="text-sm font-medium">Open invitations</h3>
      <ul
        aria-label="Open invitations"
        className="divide-y divide-border rounded-md border border-border"
      >
        {items.map((invitation) => (
          <li
            key={invitation.id}
            className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm"
          >
            <div className="min-w-0">
              <p className="truncate font-medium">{invitation.email}</p>
              <p className="text-xs text-muted-foreground">
                {ROLE_LABELS[invitation.role]};{' '}
                {invitation.invited_by ? `sent by ${invitation.invited_by}; ` : ''}
                works until {formatDateTime(invitation.expires_at)}
              </p>
            </div>
            <Button
              variant="outline"
              size="sm"
              disabled={busyId !== null}
              aria-label={`Withdraw the invitation to ${invitation.email}`}
              onClick={() => void withdraw(invitation)}
            >
              {busyId === invitation.id ? 'Withdrawing...' : 'Withdraw'}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
