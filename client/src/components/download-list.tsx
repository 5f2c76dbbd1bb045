import { ArrowDownToLine, ArrowRight, FileText, Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { DownloadLink } from '@shared/site-content/blocks/downloads';
import type { DownloadCard } from '@shared/site-content/collections/downloads';
import { paths } from '~/config/paths';
import { useLongDate } from '~/lib/format-date';
import english from '@shared/messages/compiled/en/pages.js';
import { useMessages } from '~/lib/messages';

/** Whether a document comes at once or after the short form, as a card says it. */
function Access({ gated }: { gated: boolean }) {
  const t = useMessages('pages', english);
  return gated ? (
    <span className="inline-flex items-center gap-1">
      <Lock className="h-3.5 w-3.5" aria-hidden="true" />
      {t.afterForm()}
    </span>
  ) : (
    <span>{t.directDownload()}</span>
  );
}

const CARD =
  'group flex h-full flex-col rounded-xl border border-border bg-card p-6 transition-colors hover:border-primary/60';

/** The card's link: its file (downloaded, and counted, as from its page), else a page. */
function CardLink({ to, children }: { to: DownloadLink; children: ReactNode }) {
  return to.file === null ? (
    <Link to={to.href} className={CARD}>
      {children}
    </Link>
  ) : (
    <a href={to.href} download={to.file} className={CARD}>
      {children}
    </a>
  );
}

/**
 * Documents to take away as cards (the list of /downloads, a service page's, a downloads block's):
 * its category, title, summary, file type and size, and how it is had. A card leads to the
 * document's page, or where its `link` says (a block's: the file of an open one, the form of a
 * gated one).
 */
export function DownloadList({
  downloads,
  headingLevel,
}: {
  downloads: readonly (DownloadCard & { link?: DownloadLink })[];
  headingLevel: 2 | 3;
}) {
  const longDate = useLongDate();
  const t = useMessages('pages', english);
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {downloads.map((d) => {
        const to = d.link ?? { href: paths.download(d.slug), file: null };
        const Arrow = to.file === null ? ArrowRight : ArrowDownToLine;
        return (
          <li key={d.slug}>
            <CardLink to={to}>
              <p className="flex items-center gap-2 text-xs font-semibold uppercase tracking-[0.14em] text-primary">
                <FileText className="h-4 w-4" aria-hidden="true" />
                {d.category}
              </p>
              <Heading className="mt-2 text-lg font-semibold">{d.title}</Heading>
              <p className="mt-2 flex-1 text-sm leading-6 text-muted-foreground">{d.text}</p>
              <p className="mt-4 flex flex-wrap gap-x-3 gap-y-1 text-sm text-muted-foreground">
                <span>{d.facts}</span>
                <Access gated={d.gated} />
                <span>
                  {t.updatedOn()} <time dateTime={d.updated}>{longDate(d.updated)}</time>
                </span>
              </p>
              <span className="mt-5 inline-flex items-center gap-1.5 text-sm font-medium text-primary">
                {to.file === null ? t.getIt() : t.download()}
                <span className="sr-only">: {d.title}</span>
                <Arrow
                  className="h-4 w-4 transition-transform group-hover:translate-x-0.5"
                  aria-hidden="true"
                />
              </span>
            </CardLink>
          </li>
        );
      })}
    </ul>
  );
}
