import { useEffect } from 'react';
import shellEnglish from '@shared/messages/compiled/en/adminShell.js';
import { useAdminMessages } from './admin-messages';

/** Sets the tab title of an admin page: "Inbox · Admin", in the admin's language. */
export function useDocumentTitle(title: string) {
  const admin = useAdminMessages('adminShell', shellEnglish).layout.admin();
  useEffect(() => {
    document.title = `${title} · ${admin}`;
  }, [title, admin]);
}
