import { listRoles, ROLE_LABELS, rolesOf } from '@shared/vocabularies/roles';
import { mfaStatus } from '~/features/account/account-api';
import { PasswordCard } from '~/features/account/password-card';
import { SessionsCard } from '~/features/account/sessions-card';
import { TwoFactorCard } from '~/features/account/two-factor-card';
import { AdminPageHeader } from '~/components/admin-page-header';
import { useDocumentTitle } from '~/lib/use-document-title';
import { useAuth } from '~/features/auth';
import { useToastedQuery } from '~/lib/use-toasted-query';
import { useAdminMessages } from '~/lib/admin-messages';
import accountEnglish from '@shared/messages/compiled/en/adminAccount.js';

/** /admin/account: the signed-in admin's password, second factors and sessions. */
export default function AccountPage() {
  const { account: t } = useAdminMessages('adminAccount', accountEnglish);
  useDocumentTitle(t.title());
  const { user, session, reloadSession } = useAuth();
  const mustEnrol = Boolean(session?.mfa_enrolment_required);
  // The dashboard's two-step notice reads the same status.
  const { data: status, refetch } = useToastedQuery(
    { queryKey: ['mfa-status'], queryFn: mfaStatus },
    t.loadFailed(),
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
        title={t.title()}
        description={
          user
            ? t.signedInAs({
                email: user.email,
                roles: listRoles(rolesOf(user).map((r) => ROLE_LABELS[r])),
              })
            : undefined
        }
      />
      {mustEnrol && (
        <p
          role="alert"
          className="mb-6 rounded-md border border-primary/40 bg-primary/5 p-4 text-sm"
        >
          {t.mustEnrol()}
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
