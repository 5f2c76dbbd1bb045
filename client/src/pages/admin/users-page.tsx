import type { AdminUser } from '@shared/schemas/admin-users';
import { useCallback, useEffect, useState } from 'react';
import { toast } from '~/lib/toast-store';
import { AdminPageHeader } from '~/components/admin-page-header';
import { useDocumentTitle } from '~/lib/use-document-title';
import { useAuth } from '~/features/auth';
import { InviteCard } from '~/features/users/invite-card';
import { listUsers } from '~/features/users/users-api';
import { UsersCard } from '~/features/users/users-card';
import { describeError } from '~/lib/api-client';

/** /admin/users: the admins and invitations. */
export default function UsersPage() {
  useDocumentTitle('Users');
  const { user } = useAuth();
  const [users, setUsers] = useState<AdminUser[]>([]);
  const load = useCallback(() => {
    listUsers().then(setUsers, (error: unknown) =>
      toast({
        title: 'Could not load the users',
        description: describeError(error),
        variant: 'destructive',
      }),
    );
  }, []);
  useEffect(load, [load]);

  return (
    <>
      <AdminPageHeader title="Users" description="The people who can sign in to this admin area." />
      <div className="space-y-6">
        <InviteCard />
        <UsersCard users={users} currentUserId={user?.id} onChanged={load} />
      </div>
    </>
  );
}
