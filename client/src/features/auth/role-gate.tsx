import { listRoles, ROLE_LABELS, rolesOf, type Role } from '@shared/vocabularies/roles';
import { ShieldOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '~/components/ui/button';
import { paths } from '~/config/paths';
import { useAuth, useMayUse } from './auth-provider';
import { useDocumentTitle } from '~/lib/use-document-title';

/** What a person sees instead of a page their role does not include: an answer, not an error. */
export function NotForYourRole({ what, roles }: { what: string; roles: readonly Role[] }) {
  useDocumentTitle('Not available');
  const user = useAuth().user;
  return (
    <div className="max-w-xl space-y-4 rounded-lg border border-border bg-card p-6">
      <div className="flex items-center gap-3">
        <ShieldOff className="h-6 w-6 shrink-0 text-muted-foreground" aria-hidden="true" />
        <h1 className="text-2xl font-semibold tracking-tight">Not available for your role</h1>
      </div>
      <p className="text-sm text-muted-foreground">
        {what} is for the {listRoles(roles)} {roles.length === 1 ? 'role' : 'roles'}. You are signed
        in as{' '}
        <strong className="text-foreground">
          {user ? listRoles(rolesOf(user).map((role) => ROLE_LABELS[role])) : 'an unknown role'}
        </strong>
        . If your work needs it, ask an owner to change your role.
      </p>
      <Link to={paths.admin.dashboard} className={buttonClasses('outline', 'sm')}>
        Back to the dashboard
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
