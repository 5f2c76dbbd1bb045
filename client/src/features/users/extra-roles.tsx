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
import { useAdminMessages } from '~/lib/admin-messages';
import peopleEnglish from '@shared/messages/compiled/en/adminPeople.js';
import { roleSummaries } from './role-text';
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
  const people = useAdminMessages('adminPeople', peopleEnglish);
  const t = people.extraRoles;
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
        title: (adding ? t.alsoNow : t.noLonger)({ email: user.email, role: HELD_LABELS[role] }),
        description: t.holdsNextClick(),
      });
      onChanged();
    } catch (error) {
      toast({
        title: t.failed(),
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
      {user.extra_roles.length > 0 && <span className="text-muted-foreground">{t.also()}</span>}
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
              aria-label={t.takeLabel({ role: HELD_LABELS[role], email: user.email })}
              className="rounded-sm text-muted-foreground hover:text-foreground"
            >
              <X className="h-3 w-3" aria-hidden="true" />
            </button>
          )}
        </span>
      ))}
      {!mine && addable.length > 0 && (
        <select
          aria-label={t.addLabel({ email: user.email })}
          value=""
          disabled={busy}
          onChange={(e) => setPending({ role: e.target.value as Held, adding: true })}
          className={cn(controlClasses, 'h-7 w-auto py-0 text-xs')}
        >
          <option value="">{t.addOption()}</option>
          {addable.map((role) => (
            <option key={role} value={role}>
              {HELD_LABELS[role]}
            </option>
          ))}
        </select>
      )}
      <ConfirmDialog
        open={pending !== null}
        title={(pending?.adding ? t.addTitle : t.takeTitle)({
          email: user.email,
          role: pending ? HELD_LABELS[pending.role] : '',
        })}
        description={
          pending &&
          `${people.roles.summary({ role: HELD_LABELS[pending.role], summary: roleSummaries(people)[pending.role] })} ${(pending.adding ? t.beside : t.keep)({ role: ROLE_LABELS[user.role] })}`
        }
        confirmLabel={pending?.adding ? t.add() : t.take()}
        destructive={pending ? !pending.adding : false}
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      />
    </div>
  );
}
