import { useParams } from 'react-router';
import { BackToHomeLink } from '~/components/back-link';
import { CtaPanel } from '~/components/cta-panel';
import { ErrorScreen } from '~/components/error-screen';
import { CaseStudyArt } from '~/components/illustrations/case-study-art';
import { caseStudyDetails } from '~/content/case-study-details';
import { findCaseStudy } from '~/content/case-studies';

export default function CaseStudyPage() {
  const study = findCaseStudy(useParams().slug);
  const details = study && caseStudyDetails[study.slug];
  if (!study || !details) return <ErrorScreen status={404} />;
  const sections = [
    { title: 'The challenge', text: details.challenge },
    { title: 'Our solution', text: details.solution },
    { title: 'The outcome', text: details.outcome },
  ];
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
        <p className="mt-3 text-sm text-muted-foreground">Client: {details.client}</p>
        <CaseStudyArt
          name={study.art}
          title={study.imageAlt}
          className="mt-10 rounded-2xl border border-border"
        />
      </div>
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-12 sm:px-6 lg:grid-cols-[minmax(0,41rem)_18rem] lg:px-8">
        <div className="space-y-10">
          {sections.map((s) => (
            <section key={s.title} aria-label={s.title}>
              <h2 className="text-2xl font-semibold tracking-tight">{s.title}</h2>
              <p className="mt-4 text-lg leading-8">{s.text}</p>
            </section>
          ))}
        </div>
        <aside
          aria-labelledby="stats-title"
          className="h-fit rounded-2xl border border-border bg-card p-6 lg:sticky lg:top-24"
        >
          <h2
            id="stats-title"
            className="text-sm font-semibold uppercase tracking-[0.16em] text-muted-foreground"
          >
            Results
          </h2>
          <dl className="mt-4 divide-y divide-border" data-testid="case-study-stats">
            {study.stats.map((s) => (
              <div key={s.label} className="flex flex-col py-4">
                <dt className="text-sm text-muted-foreground">{s.label}</dt>
                <dd className="order-first text-4xl font-semibold tabular-nums tracking-tight text-primary">
                  {s.value}
                </dd>
              </div>
            ))}
          </dl>
        </aside>
      </div>
      <div className="mx-auto max-w-7xl px-4 pb-8 sm:px-6 lg:px-8 *:max-w-5xl">
        <CtaPanel
          title="Facing a similar challenge?"
          description="We can walk you through how this project was scoped, built and measured, and what it would mean for your sites."
        />
      </div>
    </article>
  );
}
