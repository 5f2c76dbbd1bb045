import { useEffect } from 'react';

/** Sets the tab title of an admin page. */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = `${title} · Admin`;
  }, [title]);
}
