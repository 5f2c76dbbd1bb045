import { ArrowDownToLine, ArrowLeft, FileText } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { ContentImage } from '~/components/content-image';
import { CtaPanel } from '~/components/cta-panel';
import { Prose } from '~/components/prose';
import { buttonClasses } from '~/components/ui/button';
import { download } from '@shared/lead-kinds/download';
import { DOWNLOAD_REQUEST_ID } from '@shared/site-content/download-request';
import { paths } from '~/config/paths';
import { LeadForm } from '~/features/lead-forms';
import { useLongDate } from '~/lib/format-date';
import { scrollToSection } from '~/lib/scroll';
import type { PageProps } from '~/lib/site-data';
import english from '@shared/messages/compiled/en/pages.js';
import { useMessages } from '~/lib/messages';

/**
 * /downloads/{slug}: a document to take away, what it is, its file's type and size, and the
 * button that downloads it, or for a gated one the short form that hands out its link.
 */
export default function DownloadPage({ view }: PageProps<'download'>) {
  const longDate = useLongDate();
  const t = useMessages('pages', english);
  const { download: d, consent } = view;
  const { hash } = useLocation();
  // Come from a link to the form (a downloads block's card): the router does not jump there.
  useEffect(() => {
    if (hash === `#${DOWNLOAD_REQUEST_ID}`) scrollToSection(DOWNLOAD_REQUEST_ID);
  }, [hash]);
  return (
    <article>
      <div className="border-b border-border bg-[radial-gradient(ellipse_at_top,theme(--color-primary/0.10),transparent_70%)] pb-14 pt-28">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8 *:max-w-4xl">
          <Link
            to={paths.downloads}
            className="inline-flex items-center gap-1.5 text-sm font-medium text-muted-foreground hover:text-foreground"
          >
            <ArrowLeft className="h-4 w-4" aria-hidden="true" />
            {t.allDownloads()}
          </Link>
          {d.cover && (
            <ContentImage
              src={d.cover}
              alt=""
              width={640}
              height={360}
              sizes="(min-width: 640px) 640px, 100vw"
              priority
              className="mt-8 aspect-video w-full max-w-xl rounded-xl border border-border object-cover"
            />
          )}
          <p className="mt-6 flex items-center gap-2 text-sm font-semibold uppercase tracking-[0.16em] text-primary">
            <FileText className="h-4 w-4" aria-hidden="true" />
            {d.category}
          </p>
          <h1 className="mt-3 text-4xl font-semibold tracking-tight text-balance sm:text-5xl">
            {d.title}
          </h1>
          <dl className="mt-6 grid gap-x-8 gap-y-2 text-muted-foreground sm:grid-cols-[auto_1fr]">
            {d.file && (
              <>
                <dt className="font-medium text-foreground">{t.file()}</dt>
                <dd>{d.file.facts}</dd>
              </>
            )}
            <dt className="font-medium text-foreground">{t.updated()}</dt>
            <dd>
              <time dateTime={d.updated}>{longDate(d.updated)}</time>
            </dd>
            {d.services.length > 0 && (
              <>
                <dt className="font-medium text-foreground">{t.services()}</dt>
                <dd>
                  {d.services.map((s, i) => (
                    <span key={s.slug}>
                      {i > 0 && ', '}
                      <Link
                        to={paths.service(s.slug)}
                        className="text-primary underline underline-offset-4"
                      >
                        {s.title}
                      </Link>
                    </span>
                  ))}
                </dd>
              </>
            )}
          </dl>
          {d.file?.href && (
            <a href={d.file.href} download={d.file.name} className={`${buttonClasses()} mt-8`}>
              <ArrowDownToLine className="h-4 w-4" aria-hidden="true" />
              {t.download()}
              <span className="font-normal">({d.file.facts})</span>
            </a>
          )}
        </div>
      </div>
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8 *:max-w-4xl">
        <Prose html={d.html} />
        {d.gated && (
          <section
            id={DOWNLOAD_REQUEST_ID}
            aria-labelledby="request-title"
            className="mt-12 rounded-2xl border border-border bg-card p-6 sm:p-8"
          >
            <h2 id="request-title" className="text-2xl font-semibold tracking-tight">
              {t.getDocument()}
            </h2>
            <p className="mt-2 text-muted-foreground">{t.getDocumentText()}</p>
            <div className="mt-6">
              <LeadForm
                kind="download"
                facts={download}
                label={t.request({ title: d.title })}
                values={{ download: d.slug }}
                link={DocumentLink}
              >
                <p className="text-xs leading-5 text-muted-foreground">
                  {consent}{' '}
                  <Link
                    to={paths.privacyPolicy}
                    className="text-primary underline underline-offset-4"
                  >
                    {t.privacyPolicy()}
                  </Link>
                </p>
              </LeadForm>
            </div>
          </section>
        )}
        <CtaPanel title={t.downloadCtaTitle()} description={t.downloadCtaText()} />
      </div>
    </article>
  );
}

/** The link a request hands out, shown in the form at once. */
function DocumentLink({ url }: { url: string }) {
  const t = useMessages('pages', english);
  return (
    <a href={url} download className={`${buttonClasses('outline')} w-full sm:w-auto`}>
      <ArrowDownToLine className="h-4 w-4" aria-hidden="true" />
      {t.downloadDocument()}
    </a>
  );
}
