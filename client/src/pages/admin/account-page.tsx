import type { MfaStatus } from '@shared/schemas/account';
import { listRoles, ROLE_LABELS, rolesOf } from '@shared/schemas/roles';
import { useCallback, useEffect, useState } from 'react';
import { toast } from '~/lib/toast-store';
import { mfaStatus } from '~/features/account/account-api';
import { PasswordCard } from '~/features/account/password-card';
import { SessionsCard } from '~/features/account/sessions-card';
import { TwoFactorCard } from '~/features/account/two-factor-card';
import { AdminPageHeader } from '~/components/admin-page-header';
import { useDocumentTitle } from '~/lib/use-document-title';
import { useAuth } from '~/features/auth';
import { describeError } from '~/lib/api-client';

/** /admin/account: the signed-in admin's password, second factors and sessions. */
export default function AccountPage() {
  useDocumentTitle('Account');
  const { user, session, reloadSession } = useAuth();
  const [status, setStatus] = useState<MfaStatus | null>(null);
  const mustEnrol = Boolean(session?.mfa_enrolment_required);

  const load = useCallback(async () => {
    try {
      setStatus(await mfaStatus());
    } catch (error) {
      toast({
        title: 'Could not load the account',
        description: describeError(error),
        variant: 'destructive',
      });
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  async function changed() {
    await load();
    // A required second factor now exists: a new access token opens the rest of the admin.
    if (mustEnrol) await reloadSession();
  }

  return (
    <>
      <AdminPageHeader
        title="Account"
        description={
          user
            ? `Signed in as ${user.email}, role ${listRoles(rolesOf(user).map((r) => ROLE_LABELS[r]))} (an owner can change it)`
            : undefined
        }
      />
      {mustEnrol && (
        <p
          role="alert"
          className="mb-6 rounded-md border border-primary/40 bg-primary/5 p-4 text-sm"
        >
          Two-step verification is required for your role. Set up an authenticator app or add a
          passkey to continue.
        </p>
      )}
      <div className="space-y-6">
        {status && <TwoFactorCard status={status} onChanged={changed} />}
        {status?.password && !mustEnrol && <PasswordCard status={status} onChanged={load} />}
        {!mustEnrol && <SessionsCard />}
      </div>
    </>
  );
}
