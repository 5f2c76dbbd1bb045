import type { AdminUser } from '@shared/schemas/admin-users';
import { useEffect, useState } from 'react';
import { AdminPageHeader } from '~/components/admin-page-header';
import { useDocumentTitle } from '~/lib/use-document-title';
import { SecurityLog } from '~/features/audit/security-log';
import { listUsers } from '~/features/users/users-api';
import { useAdminMessages } from '~/lib/admin-messages';
import peopleEnglish from '@shared/messages/compiled/en/adminPeople.js';

/** /admin/security-log: who signed in, changed, exported or deleted what, and from where. */
export default function SecurityLogPage() {
  const { securityLog: t } = useAdminMessages('adminPeople', peopleEnglish);
  useDocumentTitle(t.title());
  const [actors, setActors] = useState<AdminUser[]>([]);
  useEffect(() => {
    // The filter works without names too: a failure here only leaves the list empty.
    listUsers().then(setActors, () => setActors([]));
  }, []);
  return (
    <>
      <AdminPageHeader title={t.title()} description={t.description()} />
      <SecurityLog actors={actors} />
    </>
  );
}
