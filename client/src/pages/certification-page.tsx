import { BadgeCheck, CalendarCheck, Download } from 'lucide-react';
import { BackToHomeLink } from '~/components/back-link';
import { buttonClasses } from '~/components/ui/button';
import { ContentImage } from '~/components/content-image';
import { CtaPanel } from '~/components/cta-panel';
import { Prose } from '~/components/prose';
import { useLongDate } from '~/lib/format-date';
import type { PageProps } from '~/lib/site-data';
import english from '@shared/messages/compiled/en/pages.js';
import { useMessages } from '~/lib/messages';

/**
 * /certifications/{slug}: what a certification covers, who issued it and until when, and the
 * certificate itself to download when the firm published it.
 */
export default function CertificationPage({ view }: PageProps<'certification'>) {
  const longDate = useLongDate();
  const t = useMessages('pages', english);
  const { certification: c } = view;
  return (
    <article>
      <div className="border-b border-border bg-[radial-gradient(ellipse_at_top,theme(--color-primary/0.10),transparent_70%)] pb-14 pt-28">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8 *:max-w-4xl">
          <BackToHomeLink />
          {c.logo ? (
            <ContentImage
              src={c.logo}
              alt={t.certificationLogo({ name: c.name })}
              width={240}
              height={96}
              sizes="240px"
              priority
              className="mt-8 h-16 w-auto max-w-60 object-contain object-left"
            />
          ) : (
            <span className="mt-8 flex h-14 w-14 items-center justify-center rounded-xl bg-primary/10 text-primary">
              <BadgeCheck className="h-7 w-7" aria-hidden="true" />
            </span>
          )}
          <p className="mt-6 text-sm font-semibold uppercase tracking-[0.16em] text-primary">
            {t.certification()}
          </p>
          <h1 className="mt-3 text-4xl font-semibold tracking-tight text-balance sm:text-5xl">
            {c.name}
          </h1>
          <dl className="mt-6 grid gap-x-8 gap-y-2 text-muted-foreground sm:grid-cols-[auto_1fr]">
            <dt className="font-medium text-foreground">{t.issuedBy()}</dt>
            <dd>{c.issuer}</dd>
            {c.validUntil && (
              <>
                <dt className="font-medium text-foreground">{t.validUntil()}</dt>
                <dd className="inline-flex items-center gap-1.5">
                  <CalendarCheck className="h-4 w-4" aria-hidden="true" />
                  <time dateTime={c.validUntil}>{longDate(c.validUntil)}</time>
                </dd>
              </>
            )}
          </dl>
          {c.certificate && (
            <a
              href={c.certificate.href}
              download={c.certificate.name}
              className={`${buttonClasses('outline')} mt-8`}
            >
              <Download className="h-4 w-4" aria-hidden="true" />
              {t.downloadCertificate()}
              <span className="font-normal text-muted-foreground">({c.certificate.facts})</span>
            </a>
          )}
        </div>
      </div>
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8 *:max-w-4xl">
        <Prose html={c.html} />
        <CtaPanel title={t.certificationCtaTitle()} description={t.certificationCtaText()} />
      </div>
    </article>
  );
}
