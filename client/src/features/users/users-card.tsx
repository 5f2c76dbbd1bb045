import type { AdminUser } from '@shared/schemas/admin-users';
import { ROLE_LABELS, type Role } from '@shared/vocabularies/roles';
import { useState } from 'react';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { controlClasses } from '~/components/ui/field';
import { cn } from '~/lib/cn';
import { toast } from '~/lib/toast-store';
import { ConfirmDialog } from '~/components/ui/confirm-dialog';
import { useIdentityProvider } from '~/features/auth';
import { describeError } from '~/lib/api-client';
import { formatDateTime } from '~/lib/format-date-time';
import { RoleOptions } from './role-options';
import { ROLE_SUMMARIES } from './role-text';
import { ExtraRoles } from './extra-roles';
import { describeSignIn } from './sign-in-text';
import { changeRoles, disableUser } from './users-api';

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
  const provider = useIdentityProvider();

  async function confirmRoleChange() {
    if (!roleChange) return;
    const { user, role } = roleChange;
    setBusy(true);
    try {
      await changeRoles(user.id, { role });
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
      {/* A list, not a table: each admin's row wraps onto a 390 px phone with nothing off screen. */}
      <ul aria-label="Admins" className="divide-y divide-border rounded-md border border-border">
        {users.map((u) => (
          <li
            key={u.id}
            className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 px-3 py-2 text-sm"
          >
            <div className="min-w-0">
              <p className="font-medium wrap-anywhere">
                {u.email}
                {u.id === currentUserId && (
                  <span className="ms-2 text-xs font-normal text-muted-foreground">(you)</span>
                )}
              </p>
              <p className="text-xs text-muted-foreground">
                {u.disabled_at ? 'Disabled' : 'Active'} · two-step {u.mfa ? 'on' : 'off'} ·{' '}
                {describeSignIn(u.sign_in, provider?.displayName ?? null)} · added{' '}
                {formatDateTime(u.created_at)}
              </p>
              <ExtraRoles user={u} mine={u.id === currentUserId} onChanged={onChanged} />
            </div>
            <div className="flex flex-wrap items-center gap-2">
              {u.id === currentUserId ? (
                <span>{ROLE_LABELS[u.role]}</span>
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
              {!u.disabled_at && u.id !== currentUserId && (
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => setTarget(u)}
                  aria-label={`Disable ${u.email}`}
                >
                  Disable
                </Button>
              )}
            </div>
          </li>
        ))}
      </ul>
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
