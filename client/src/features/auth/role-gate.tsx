import { listRoles, ROLE_LABELS, rolesOf, type Role } from '@shared/vocabularies/roles';
import { ShieldOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '~/components/ui/button';
import { paths } from '~/config/paths';
import { useAuth, useMayUse } from './auth-provider';
import { useDocumentTitle } from '~/lib/use-document-title';
import { useAdminMessages } from '~/lib/admin-messages';
import shellEnglish from '@shared/messages/compiled/en/adminShell.js';

/** What a person sees instead of a page their role does not include: an answer, not an error. */
export function NotForYourRole({ what, roles }: { what: string; roles: readonly Role[] }) {
  const { roleGate: t } = useAdminMessages('adminShell', shellEnglish);
  useDocumentTitle(t.documentTitle());
  const user = useAuth().user;
  return (
    <div className="max-w-xl space-y-4 rounded-lg border border-border bg-card p-6">
      <div className="flex items-center gap-3">
        <ShieldOff className="h-6 w-6 shrink-0 text-muted-foreground" aria-hidden="true" />
        <h1 className="text-2xl font-semibold tracking-tight">{t.heading()}</h1>
      </div>
      <p className="text-sm text-muted-foreground">
        {t.forRoles({ what, roles: listRoles(roles), count: roles.length })} {t.youAre()}{' '}
        <strong className="text-foreground">
          {user ? listRoles(rolesOf(user).map((role) => ROLE_LABELS[role])) : t.unknownRole()}
        </strong>
        . {t.askOwner()}
      </p>
      <Link to={paths.admin.dashboard} className={buttonClasses('outline', 'sm')}>
        {t.backToDashboard()}
      </Link>
    </div>
  );
}

/** Shows `children` to the roles allowed, and NotForYourRole to everyone else. */
export function RoleGate({
  roles,
  what,
  children,
}: {
  roles: readonly Role[];
  /** The page, for the message: "The inbox". */
  what: string;
  children: ReactNode;
}) {
  return useMayUse(roles) ? children : <NotForYourRole what={what} roles={roles} />;
}
