import type { AdminUser } from '@shared/schemas/admin-users';
import { ROLE_LABELS, type Role } from '@shared/schemas/roles';
import { useState } from 'react';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { controlClasses } from '~/components/ui/field';
import { ScrollRegion } from '~/components/ui/scroll-region';
import { cn } from '~/lib/cn';
import { toast } from '~/lib/toast-store';
import { ConfirmDialog } from '~/features/admin';
import { describeError } from '~/lib/api-client';
import { formatDateTime } from '~/lib/format-date-time';
import { RoleOptions } from './role-options';
import { ROLE_SUMMARIES } from './role-text';
import { changeRole, disableUser } from './users-api';

/** A role change waiting for its confirmation. */
interface RoleChange {
  user: AdminUser;
  role: Role;
}

/**
 * Every admin with their role, a way to change it (after a confirmation: it holds from their
 * next click) and a way to disable them (which signs them out everywhere at once). Your own
 * role is shown, not offered: another owner changes it, so nobody locks themselves out by a slip.
 */
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
  const [roleChange, setRoleChange] = useState<RoleChange | null>(null);

  async function confirmRoleChange() {
    if (!roleChange) return;
    const { user, role } = roleChange;
    setBusy(true);
    try {
      await changeRole(user.id, role);
      toast({
        title: `${user.email} is now ${ROLE_LABELS[role]}`,
        description: 'The change holds from their next click; they stay signed in.',
      });
      onChanged();
    } catch (error) {
      toast({
        title: 'Could not change the role',
        description: describeError(error),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
      setRoleChange(null);
    }
  }

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
    <Card
      title="Admins"
      description="A role decides what each admin can see and do. Only owners manage users."
    >
      <ScrollRegion label="Admins">
        <table className="w-full text-left text-sm">
          <thead className="text-muted-foreground">
            <tr>
              <th className="py-2 pr-4 font-medium">E-mail</th>
              <th className="py-2 pr-4 font-medium">Role</th>
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
                <td className="py-2 pr-4">
                  {u.id === currentUserId ? (
                    ROLE_LABELS[u.role]
                  ) : (
                    <select
                      aria-label={`Role of ${u.email}`}
                      value={u.role}
                      disabled={busy}
                      onChange={(e) => setRoleChange({ user: u, role: e.target.value as Role })}
                      className={cn(controlClasses, 'h-8 w-auto py-0')}
                    >
                      <RoleOptions />
                    </select>
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
        open={roleChange !== null}
        title={`Make ${roleChange?.user.email ?? ''} ${roleChange ? ROLE_LABELS[roleChange.role] : ''}?`}
        description={
          roleChange && (
            <>
              {ROLE_LABELS[roleChange.role]}: {ROLE_SUMMARIES[roleChange.role]} It holds from their
              next click; they stay signed in.
            </>
          )
        }
        confirmLabel="Change role"
        busy={busy}
        onConfirm={() => void confirmRoleChange()}
        onCancel={() => setRoleChange(null)}
      />
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
