import { listRoles, ROLE_LABELS, rolesOf } from '@shared/vocabularies/roles';
import { mfaStatus } from '~/features/account/account-api';
import { PasswordCard } from '~/features/account/password-card';
import { SessionsCard } from '~/features/account/sessions-card';
import { TwoFactorCard } from '~/features/account/two-factor-card';
import { AdminPageHeader } from '~/components/admin-page-header';
import { useDocumentTitle } from '~/lib/use-document-title';
import { useAuth } from '~/features/auth';
import { useToastedQuery } from '~/lib/use-toasted-query';

/** /admin/account: the signed-in admin's password, second factors and sessions. */
export default function AccountPage() {
  useDocumentTitle('Account');
  const { user, session, reloadSession } = useAuth();
  const mustEnrol = Boolean(session?.mfa_enrolment_required);
  // The dashboard's two-step notice reads the same status.
  const { data: status, refetch } = useToastedQuery(
    { queryKey: ['mfa-status'], queryFn: mfaStatus },
    'Could not load the account',
  );
  const load = async () => {
    await refetch();
  };

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
