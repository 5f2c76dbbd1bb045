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
import { useAdminMessages } from '~/lib/admin-messages';
import peopleEnglish from '@shared/messages/compiled/en/adminPeople.js';
import { roleSummaries } from './role-text';
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
  const people = useAdminMessages('adminPeople', peopleEnglish);
  const t = people.admins;

  async function confirmRoleChange() {
    if (!roleChange) return;
    const { user, role } = roleChange;
    setBusy(true);
    try {
      await changeRoles(user.id, { role });
      toast({
        title: t.roleChanged({ email: user.email, role: ROLE_LABELS[role] }),
        description: t.holdsNextClick(),
      });
      onChanged();
    } catch (error) {
      toast({
        title: t.roleFailed(),
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
      toast({
        title: t.disabledToast({ email: target.email }),
        description: t.sessionsEnded(),
      });
      onChanged();
    } catch (error) {
      toast({
        title: t.disableFailed(),
        description: describeError(error),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
      setTarget(null);
    }
  }

  return (
    <Card title={t.title()} description={t.description()}>
      {/* A list, not a table: each admin's row wraps onto a 390 px phone with nothing off screen. */}
      <ul aria-label={t.list()} className="divide-y divide-border rounded-md border border-border">
        {users.map((u) => (
          <li
            key={u.id}
            className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 px-3 py-2 text-sm"
          >
            <div className="min-w-0">
              <p className="font-medium wrap-anywhere">
                {u.email}
                {u.id === currentUserId && (
                  <span className="ms-2 text-xs font-normal text-muted-foreground">{t.you()}</span>
                )}
              </p>
              <p className="text-xs text-muted-foreground">
                {t.row({
                  state: u.disabled_at ? t.disabled() : t.active(),
                  mfa: u.mfa ? t.on() : t.off(),
                  signIn: describeSignIn(u.sign_in, provider?.displayName ?? null, people),
                  date: formatDateTime(u.created_at),
                })}
              </p>
              <ExtraRoles user={u} mine={u.id === currentUserId} onChanged={onChanged} />
            </div>
            <div className="flex flex-wrap items-center gap-2">
              {u.id === currentUserId ? (
                <span>{ROLE_LABELS[u.role]}</span>
              ) : (
                <select
                  aria-label={t.roleOf({ email: u.email })}
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
                  aria-label={t.disableLabel({ email: u.email })}
                >
                  {t.disable()}
                </Button>
              )}
            </div>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={roleChange !== null}
        title={t.makeTitle({
          email: roleChange?.user.email ?? '',
          role: roleChange ? ROLE_LABELS[roleChange.role] : '',
        })}
        description={
          roleChange &&
          `${people.roles.summary({ role: ROLE_LABELS[roleChange.role], summary: roleSummaries(people)[roleChange.role] })} ${t.makeHolds()}`
        }
        confirmLabel={t.changeRole()}
        busy={busy}
        onConfirm={() => void confirmRoleChange()}
        onCancel={() => setRoleChange(null)}
      />
      <ConfirmDialog
        open={target !== null}
        title={t.disableTitle()}
        description={t.disableText({ email: target?.email ?? '' })}
        confirmLabel={t.disable()}
        destructive
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setTarget(null)}
      />
    </Card>
  );
}
