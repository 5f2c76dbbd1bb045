import type { AdminUser } from '@shared/schemas/admin-users';
import {
  ACCESS,
  GRANTS,
  HELD_LABELS,
  mayUse,
  ROLE_LABELS,
  ROLES,
  type Held,
} from '@shared/vocabularies/roles';
import { X } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '~/components/ui/confirm-dialog';
import { controlClasses } from '~/components/ui/field';
import { describeError } from '~/lib/api-client';
import { cn } from '~/lib/cn';
import { toast } from '~/lib/toast-store';
import { ROLE_SUMMARIES } from './role-text';
import { changeRoles } from './users-api';

/** A change of the roles an account holds beside its own, waiting for its confirmation. */
interface Pending {
  role: Held;
  adding: boolean;
}

/**
 * The roles an account holds beside its own (an upgrade that narrowed a role kept what the
 * account had this way, docs/decisions/027-hiring-role.md): each shown with a way to take it
 * away, and a way to add one (a salesperson who also hires). An owner's are moot and not offered.
 */
export function ExtraRoles({
  user,
  mine,
  onChanged,
}: {
  user: AdminUser;
  /** Your own account: shown, not changed (another owner does that). */
  mine: boolean;
  onChanged: () => void;
}) {
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);
  // The roles beside its own, and (to those who edit the content) the grants an owner gives the
  // same way: reviewer approves others' changes when review is on.
  const grants = mayUse(user, ACCESS.content) ? GRANTS : [];
  const addable = [...ROLES, ...grants].filter(
    (role) => role !== 'owner' && role !== user.role && !user.extra_roles.includes(role),
  );

  async function confirm() {
    if (!pending) return;
    const { role, adding } = pending;
    setBusy(true);
    try {
      const extra_roles = adding
        ? [...user.extra_roles, role]
        : user.extra_roles.filter((r) => r !== role);
      await changeRoles(user.id, { extra_roles });
      toast({
        title: adding
          ? `${user.email} is also ${HELD_LABELS[role]} now`
          : `${user.email} is no longer ${HELD_LABELS[role]}`,
        description: 'The change holds from their next click; they stay signed in.',
      });
      onChanged();
    } catch (error) {
      toast({
        title: 'Could not change the roles',
        description: describeError(error),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
      setPending(null);
    }
  }

  if (user.role === 'owner' || (mine && user.extra_roles.length === 0)) return null;
  return (
    <div className="flex flex-wrap items-center gap-1.5 text-xs">
      {user.extra_roles.length > 0 && <span className="text-muted-foreground">Also</span>}
      {user.extra_roles.map((role) => (
        <span
          key={role}
          className="inline-flex items-center gap-1 rounded-full border border-border px-2 py-0.5"
        >
          {HELD_LABELS[role]}
          {!mine && (
            <button
              type="button"
              onClick={() => setPending({ role, adding: false })}
              disabled={busy}
              aria-label={`Take the ${HELD_LABELS[role]} role from ${user.email}`}
              className="rounded-sm text-muted-foreground hover:text-foreground"
            >
              <X className="h-3 w-3" aria-hidden="true" />
            </button>
          )}
        </span>
      ))}
      {!mine && addable.length > 0 && (
        <select
          aria-label={`Add a role to ${user.email}`}
          value=""
          disabled={busy}
          onChange={(e) => setPending({ role: e.target.value as Held, adding: true })}
          className={cn(controlClasses, 'h-7 w-auto py-0 text-xs')}
        >
          <option value="">Add a role…</option>
          {addable.map((role) => (
            <option key={role} value={role}>
              {HELD_LABELS[role]}
            </option>
          ))}
        </select>
      )}
      <ConfirmDialog
        open={pending !== null}
        title={
          pending?.adding
            ? `Let ${user.email} also work as ${HELD_LABELS[pending.role]}?`
            : `Take the ${pending ? HELD_LABELS[pending.role] : ''} role from ${user.email}?`
        }
        description={
          pending && (
            <>
              {HELD_LABELS[pending.role]}: {ROLE_SUMMARIES[pending.role]}{' '}
              {pending.adding ? 'They get this beside' : 'They keep'} their role,{' '}
              {ROLE_LABELS[user.role]}. It holds from their next click.
            </>
          )
        }
        confirmLabel={pending?.adding ? 'Add the role' : 'Take it away'}
        destructive={pending ? !pending.adding : false}
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      />
    </div>
  );
}
