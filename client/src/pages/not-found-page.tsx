import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { SiteLink } from '~/components/layout/site-link';
import { paths } from '~/config/paths';
import english from '@shared/messages/compiled/en/notFound.js';
import { useMessages } from '~/lib/messages';
import { useSiteFrame } from '~/lib/site-data';

const linkClass =
  'inline-flex items-center gap-1.5 font-medium text-primary underline-offset-4 hover:underline';

/**
 * What an address the site does not have shows (with status 404): that, in plain words, and the
 * ways on. Its texts are the firm's (Pages), its link home the catalogue's. A page that fails to render shows the spec's
 * "Unexpected Application Error!" instead (components/error-screen.tsx).
 */
export default function NotFoundPage() {
  const { notFound, menu } = useSiteFrame();
  const t = useMessages('notFound', english);
  return (
    <div className="mx-auto flex min-h-[80vh] max-w-2xl flex-col justify-center gap-5 px-6 py-24">
      <p className="font-mono text-sm text-muted-foreground">404</p>
      <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">{notFound.heading}</h1>
      <p className="text-lg text-muted-foreground">{notFound.text}</p>
      <ul className="grid gap-3 sm:grid-cols-2">
        <li>
          <Link to={paths.home} className={linkClass}>
            {t.home()} <ArrowRight className="h-4 w-4" aria-hidden="true" />
          </Link>
        </li>
        {/* The menu's ways on: never a link to a section with nothing to show. */}
        {menu.map(({ label, href }) => (
          <li key={`${label} ${href}`}>
            <SiteLink href={href} className={linkClass}>
              {label} <ArrowRight className="h-4 w-4" aria-hidden="true" />
            </SiteLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
