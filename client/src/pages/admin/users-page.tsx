import { AdminPageHeader } from '~/components/admin-page-header';
import { useDocumentTitle } from '~/lib/use-document-title';
import { useAuth } from '~/features/auth';
import { InviteCard } from '~/features/users/invite-card';
import { listUsers } from '~/features/users/users-api';
import { UsersCard } from '~/features/users/users-card';
import { useToastedQuery } from '~/lib/use-toasted-query';

/** /admin/users: the admins and invitations. */
export default function UsersPage() {
  useDocumentTitle('Users');
  const { user } = useAuth();
  const { data: users = [], refetch } = useToastedQuery(
    { queryKey: ['users'], queryFn: listUsers },
    'Could not load the users',
  );

  return (
    <>
      <AdminPageHeader title="Users" description="The people who can sign in to this admin area." />
      <div className="space-y-6">
        <InviteCard />
        <UsersCard users={users} currentUserId={user?.id} onChanged={() => void refetch()} />
      </div>
    </>
  );
}
