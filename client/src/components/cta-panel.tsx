import { ArrowRight, MessageSquare } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '~/components/ui/button';
import { paths } from '~/config/paths';
import frameEnglish from '@shared/messages/compiled/en/frame.js';
import english from '@shared/messages/compiled/en/pages.js';
import { useMessages } from '~/lib/messages';

/**
 * Ends every service and case study page: a way to ask for a quote or send a message.
 * `quoteHref`: the quote form with the page's service chosen.
 */
export function CtaPanel({
  title,
  description,
  quoteHref = paths.quote,
}: {
  title: string;
  description: string;
  quoteHref?: string;
}) {
  const frame = useMessages('frame', frameEnglish);
  const t = useMessages('pages', english);
  return (
    <aside
      aria-labelledby="cta-title"
      className="mt-20 overflow-hidden rounded-2xl border border-primary/30 bg-[linear-gradient(135deg,theme(--color-primary/0.12),transparent_60%)] p-8 sm:p-10"
    >
      <h2 id="cta-title" className="text-2xl font-semibold tracking-tight">
        {title}
      </h2>
      <p className="mt-3 max-w-2xl text-muted-foreground">{description}</p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Link to={quoteHref} className={buttonClasses('primary', 'lg')}>
          {frame.quote()}
          <ArrowRight className="h-4 w-4" aria-hidden="true" />
        </Link>
        {/* The contact page: the home page's contact section may be hidden. */}
        <Link to={paths.contact} className={buttonClasses('outline', 'lg')}>
          <MessageSquare className="h-4 w-4" aria-hidden="true" />
          {t.sendMessage()}
        </Link>
      </div>
    </aside>
  );
}
