import { CheckCircle2 } from 'lucide-react';
import { Link } from 'react-router';
import { BackToHomeLink } from '~/components/back-link';
import { CtaPanel } from '~/components/cta-panel';
import { DownloadList } from '~/components/download-list';
import { Prose } from '~/components/prose';
import { ServiceIcon } from '~/components/service-icon';
import { paths } from '~/config/paths';
import type { PageProps } from '~/lib/site-data';
import english from '@shared/messages/compiled/en/pages.js';
import { useMessages } from '~/lib/messages';

export default function ServicePage({ view }: PageProps<'service'>) {
  const t = useMessages('pages', english);
  const { service, related, downloads } = view;
  return (
    <article>
      <div className="border-b border-border bg-[radial-gradient(ellipse_at_top,theme(--color-primary/0.10),transparent_70%)] pb-14 pt-28">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8 *:max-w-4xl">
          <BackToHomeLink />
          <span className="mt-8 flex h-14 w-14 items-center justify-center rounded-xl bg-primary/10 text-primary">
            <ServiceIcon name={service.icon} className="h-7 w-7" />
          </span>
          <p className="mt-6 text-sm font-semibold uppercase tracking-[0.16em] text-primary">
            {t.service()}
          </p>
          <h1 className="mt-3 text-4xl font-semibold tracking-tight text-balance sm:text-5xl">
            {service.title}
          </h1>
          <p className="mt-5 text-xl leading-8 text-muted-foreground">{service.tagline}</p>
        </div>
      </div>
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8 *:max-w-4xl">
        <Prose html={service.html} />
        {service.capabilities.length > 0 && (
          <>
            <h2 className="mt-14 text-2xl font-semibold tracking-tight">{t.whatWeDeliver()}</h2>
            <ul className="mt-6 grid gap-4 sm:grid-cols-2">
              {service.capabilities.map((c, i) => (
                <li
                  key={`${i}-${c}`}
                  className="flex items-start gap-3 rounded-lg border border-border bg-card p-4 text-sm leading-6"
                >
                  <CheckCircle2
                    className="mt-0.5 h-5 w-5 shrink-0 text-primary"
                    aria-hidden="true"
                  />
                  {c}
                </li>
              ))}
            </ul>
          </>
        )}
        {related.length > 0 && (
          <p className="mt-10 text-muted-foreground">
            {t.seeInPractice()}{' '}
            {related.map((c, i) => (
              <span key={c.slug}>
                {i > 0 && ', '}
                <Link
                  to={paths.caseStudy(c.slug)}
                  className="font-medium text-primary underline underline-offset-4"
                >
                  {c.title}
                </Link>
              </span>
            ))}
            .
          </p>
        )}
        {downloads.length > 0 && (
          <section aria-labelledby="downloads-title" className="mt-14 max-w-none!">
            <h2 id="downloads-title" className="text-2xl font-semibold tracking-tight">
              {t.downloads()}
            </h2>
            <div className="mt-6">
              <DownloadList downloads={downloads} headingLevel={3} />
            </div>
          </section>
        )}
        <CtaPanel
          title={t.serviceCtaTitle({ service: service.title })}
          quoteHref={paths.quoteFor(service.slug)}
          description={t.engineerReplies()}
        />
      </div>
    </article>
  );
}
