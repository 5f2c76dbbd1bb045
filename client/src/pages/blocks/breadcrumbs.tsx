import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import english from '@shared/messages/compiled/en/pages.js';
import { useMessages } from '~/lib/messages';

/** Where the page sits: Home > Sectors > Utilities (the last, this page, not a link). */
export function Breadcrumbs({ trail }: { trail: { title: string; path: string }[] }) {
  const t = useMessages('pages', english);
  return (
    // Over the top of the page's first section, in the room its padding keeps under the top bar.
    <nav
      aria-label={t.breadcrumb()}
      className="absolute inset-x-0 top-20 z-10 mx-auto max-w-7xl px-4 sm:px-6 lg:px-8"
    >
      <ol className="flex flex-wrap items-center gap-1.5 text-sm text-muted-foreground">
        {trail.map(({ title, path }, i) => (
          <li key={path} className="inline-flex items-center gap-1.5">
            {i > 0 && <ChevronRight className="h-3.5 w-3.5" aria-hidden="true" />}
            {i === trail.length - 1 ? (
              <span aria-current="page" className="text-foreground">
                {title}
              </span>
            ) : (
              <Link to={path} className="hover:text-foreground">
                {title}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
