import {
  invitationInputSchema,
  type Invitation,
  type PendingInvitation,
} from '@shared/schemas/admin-users';
import { ROLE_LABELS, type Role } from '@shared/vocabularies/roles';
import { useState, type FormEvent } from 'react';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { controlClasses, FieldShell, InputField } from '~/components/ui/field';
import { cn } from '~/lib/cn';
import { toast } from '~/lib/toast-store';
import { describeError } from '~/lib/api-client';
import { formatDateTime } from '~/lib/format-date-time';
import { useToastedQuery } from '~/lib/use-toasted-query';
import { PendingInvitations } from './pending-invitations';
import { RoleOptions } from './role-options';
import { useAdminMessages } from '~/lib/admin-messages';
import peopleEnglish from '@shared/messages/compiled/en/adminPeople.js';
import { roleSummaries } from './role-text';
import { inviteUser, listInvitations } from './users-api';

const NONE: PendingInvitation[] = [];

/** Invite a colleague: the link is e-mailed, or shown here once to pass on. */
export function InviteCard() {
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [invitation, setInvitation] = useState<Invitation | null>(null);
  // The least that writes for the site: a wider role is a deliberate choice.
  const [role, setRole] = useState<Role>('editor');
  const people = useAdminMessages('adminPeople', peopleEnglish);
  const t = people.invite;

  const { data: pending = NONE, refetch } = useToastedQuery(
    { queryKey: ['invitations'], queryFn: listInvitations },
    t.loadFailed(),
  );
  const loadPending = () => void refetch();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const parsed = invitationInputSchema.safeParse({
      email: new FormData(formElement).get('email'),
      role,
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      const made = await inviteUser(parsed.data);
      setInvitation(made);
      formElement.reset();
      setRole('editor');
      toast({
        title: made.emailed
          ? t.emailed({ email: made.email, role: ROLE_LABELS[made.role] })
          : t.created({ role: ROLE_LABELS[made.role] }),
      });
      loadPending();
    } catch (caught) {
      setError(describeError(caught));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card title={t.title()} description={t.description()}>
      <form noValidate onSubmit={onSubmit} className="flex flex-wrap items-start gap-2">
        <div className="w-72">
          <InputField label={t.email()} name="email" type="email" error={error} disabled={busy} />
        </div>
        <div className="w-72 sm:w-80">
          <FieldShell label={t.role()} hint={roleSummaries(people)[role]}>
            {({ id, describedBy }) => (
              <select
                id={id}
                name="role"
                value={role}
                onChange={(e) => setRole(e.target.value as Role)}
                aria-describedby={describedBy}
                disabled={busy}
                className={cn(controlClasses, 'h-10')}
              >
                <RoleOptions />
              </select>
            )}
          </FieldShell>
        </div>
        <Button type="submit" className="mt-7" disabled={busy}>
          {busy ? t.submitting() : t.submit()}
        </Button>
      </form>
      {invitation?.invite_url && (
        <div className="mt-4 space-y-2 rounded-md border border-primary/40 bg-primary/5 p-4 text-sm">
          <p>
            {t.passOn({
              email: invitation.email,
              date: formatDateTime(invitation.expires_at),
              role: ROLE_LABELS[invitation.role],
            })}
          </p>
          <input
            readOnly
            aria-label={t.link()}
            value={invitation.invite_url}
            className="w-full rounded-md border border-input bg-background px-3 py-2 font-mono text-xs"
            onFocus={(e) => e.currentTarget.select()}
          />
        </div>
      )}
      <PendingInvitations
        items={pending}
        onChanged={(withdrawnId) => {
          // A withdrawn link must not stay on screen to be passed on.
          if (invitation?.id === withdrawnId) setInvitation(null);
          loadPending();
        }}
      />
    </Card>
  );
}
