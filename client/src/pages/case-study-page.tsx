import { BackToHomeLink } from '~/components/back-link';
import { CaseStudyPicture } from '~/components/case-study-picture';
import { CtaPanel } from '~/components/cta-panel';
import { Prose } from '~/components/prose';
import type { PageProps } from '~/lib/site-data';
import english from '@shared/messages/compiled/en/pages.js';
import { useMessages } from '~/lib/messages';

export default function CaseStudyPage({ view }: PageProps<'case-study'>) {
  const t = useMessages('pages', english);
  const study = view.caseStudy;
  return (
    <article>
      <div className="mx-auto max-w-7xl px-4 pb-8 pt-28 sm:px-6 lg:px-8 *:max-w-5xl">
        <BackToHomeLink />
        <p className="mt-8 text-sm font-semibold uppercase tracking-[0.16em] text-primary">
          {study.category}
        </p>
        <h1 className="mt-3 text-4xl font-semibold tracking-tight text-balance sm:text-5xl">
          {study.title}
        </h1>
        <p className="mt-5 max-w-3xl text-xl leading-8 text-muted-foreground">
          {study.description}
        </p>
        {study.client && (
          <p className="mt-3 text-sm text-muted-foreground">Client: {study.client}</p>
        )}
        <CaseStudyPicture
          study={study}
          priority
          sizes="(min-width: 1024px) 1024px, 100vw"
          className="mt-10 rounded-2xl border border-border"
        />
      </div>
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-12 sm:px-6 lg:grid-cols-[minmax(0,41rem)_18rem] lg:px-8">
        <div className="space-y-10">
          {study.sections.map((s) => (
            <section key={s.title} aria-label={s.title}>
              <h2 className="text-2xl font-semibold tracking-tight">{s.title}</h2>
              <Prose html={s.html} className="mt-4" />
            </section>
          ))}
        </div>
        {study.stats.length > 0 && (
          <aside
            aria-labelledby="stats-title"
            className="h-fit rounded-2xl border border-border bg-card p-6 lg:sticky lg:top-24"
          >
            <h2
              id="stats-title"
              className="text-sm font-semibold uppercase tracking-[0.16em] text-muted-foreground"
            >
              {t.results()}
            </h2>
            <dl className="mt-4 divide-y divide-border" data-testid="case-study-stats">
              {study.stats.map((s, i) => (
                <div key={`${i}-${s.label}`} className="flex flex-col py-4">
                  <dt className="text-sm text-muted-foreground">{s.label}</dt>
                  <dd className="order-first text-4xl font-semibold tabular-nums tracking-tight text-primary">
                    {s.value}
                  </dd>
                </div>
              ))}
            </dl>
          </aside>
        )}
      </div>
      <div className="mx-auto max-w-7xl px-4 pb-8 sm:px-6 lg:px-8 *:max-w-5xl">
        <CtaPanel title={t.caseStudyCtaTitle()} description={t.caseStudyCtaText()} />
      </div>
    </article>
  );
}
