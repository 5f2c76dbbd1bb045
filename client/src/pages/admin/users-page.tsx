import { AdminPageHeader } from '~/components/admin-page-header';
import { useDocumentTitle } from '~/lib/use-document-title';
import { useAuth } from '~/features/auth';
import { InviteCard } from '~/features/users/invite-card';
import { listUsers } from '~/features/users/users-api';
import { UsersCard } from '~/features/users/users-card';
import { useToastedQuery } from '~/lib/use-toasted-query';
import { useAdminMessages } from '~/lib/admin-messages';
import peopleEnglish from '@shared/messages/compiled/en/adminPeople.js';

/** /admin/users: the admins and invitations. */
export default function UsersPage() {
  const { users: t } = useAdminMessages('adminPeople', peopleEnglish);
  useDocumentTitle(t.title());
  const { user } = useAuth();
  const { data: users = [], refetch } = useToastedQuery(
    { queryKey: ['users'], queryFn: listUsers },
    t.loadFailed(),
  );

  return (
    <>
      <AdminPageHeader title={t.title()} description={t.description()} />
      <div className="space-y-6">
        <InviteCard />
        <UsersCard users={users} currentUserId={user?.id} onChanged={() => void refetch()} />
      </div>
    </>
  );
}
