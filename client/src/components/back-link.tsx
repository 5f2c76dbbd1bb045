import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '~/config/paths';
import english from '@shared/messages/compiled/en/pages.js';
import { useMessages } from '~/lib/messages';

export function BackToHomeLink() {
  const t = useMessages('pages', english);
  return (
    <Link
      to={paths.home}
      className="inline-flex items-center gap-1.5 text-sm font-medium text-muted-foreground hover:text-foreground"
    >
      <ArrowLeft className="h-4 w-4" aria-hidden="true" />
      {t.backHome()}
    </Link>
  );
}
