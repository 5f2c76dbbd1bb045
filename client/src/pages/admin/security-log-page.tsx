import type { AdminUser } from '@shared/schemas/admin-users';
import { useEffect, useState } from 'react';
import { AdminPageHeader } from '~/components/admin-page-header';
import { useDocumentTitle } from '~/lib/use-document-title';
import { SecurityLog } from '~/features/audit/security-log';
import { listUsers } from '~/features/users/users-api';

/** /admin/security-log: who signed in, changed, exported or deleted what, and from where. */
export default function SecurityLogPage() {
  useDocumentTitle('Security log');
  const [actors, setActors] = useState<AdminUser[]>([]);
  useEffect(() => {
    // The filter works without names too: a failure here only leaves the list empty.
    listUsers().then(setActors, () => setActors([]));
  }, []);
  return (
    <>
      <AdminPageHeader
        title="Security log"
        description="Sign-ins, second factors, password, session and role changes, requests refused for a role, and work on leads. Nothing here can be edited or deleted."
      />
      <SecurityLog actors={actors} />
    </>
  );
}
