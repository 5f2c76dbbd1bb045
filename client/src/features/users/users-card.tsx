import type { AdminUser } from '@shared/schemas/admin-users';
import { useState } from 'react';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { ScrollRegion } from '~/components/ui/scroll-region';
import { toast } from '~/lib/toast-store';
import { ConfirmDialog } from '~/features/admin';
import { describeError } from '~/lib/api-client';
import { formatDateTime } from '~/lib/format-date-time';
import { disableUser } from './users-api';

/** Every admin, with a way to disable one (which signs them out everywhere at once). */
export function UsersCard({
  users,
  currentUserId,
  onChanged,
}: {
  users: AdminUser[];
  currentUserId: string | undefined;
  onChanged: () => void;
}) {
  const [target, setTarget] = useState<AdminUser | null>(null);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    if (!target) return;
    setBusy(true);
    try {
      await disableUser(target.id);
      toast({ title: `${target.email} disabled`, description: 'Their sessions have ended.' });
      onChanged();
    } catch (error) {
      toast({
        title: 'Could not disable',
        description: describeError(error),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
      setTarget(null);
    }
  }

  return (
    <Card title="Admins" description="Every admin has the same rights.">
      <ScrollRegion label="Admins">
        <table className="w-full text-left text-sm">
          <thead className="text-muted-foreground">
            <tr>
              <th className="py-2 pr-4 font-medium">E-mail</th>
              <th className="py-2 pr-4 font-medium">Added</th>
              <th className="py-2 pr-4 font-medium">Two-step</th>
              <th className="py-2 pr-4 font-medium">Status</th>
              <th className="py-2 font-medium">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {users.map((u) => (
              <tr key={u.id}>
                <td className="py-2 pr-4">
                  {u.email}
                  {u.id === currentUserId && (
                    <span className="ml-2 text-xs text-muted-foreground">(you)</span>
                  )}
                </td>
                <td className="py-2 pr-4">{formatDateTime(u.created_at)}</td>
                <td className="py-2 pr-4">{u.mfa ? 'On' : 'Off'}</td>
                <td className="py-2 pr-4">{u.disabled_at ? 'Disabled' : 'Active'}</td>
                <td className="py-2 text-right">
                  {!u.disabled_at && u.id !== currentUserId && (
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() => setTarget(u)}
                      aria-label={`Disable ${u.email}`}
                    >
                      Disable
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      <ConfirmDialog
        open={target !== null}
        title="Disable this admin?"
        description={`${target?.email ?? ''} will be signed out everywhere at once and can no longer sign in.`}
        confirmLabel="Disable"
        destructive
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setTarget(null)}
      />
    </Card>
  );
}
