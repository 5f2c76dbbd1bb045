import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { CaseStudyPicture } from '~/components/case-study-picture';
import { SectionHeading } from '~/components/section-heading';
import { paths } from '~/config/paths';
import { cn } from '~/lib/cn';
import type { CaseStudyCard, HomeSectionProps } from '~/lib/site-data';
import english from '@shared/messages/compiled/en/frame.js';
import { useMessages } from '~/lib/messages';

/** The case studies' cards: picture, service, title, summary, two figures. */
export function CaseStudyCards({
  caseStudies,
  className,
}: {
  caseStudies: CaseStudyCard[];
  className?: string;
}) {
  const t = useMessages('frame', english);
  return (
    <ul className={cn('grid gap-6 lg:grid-cols-3', className)}>
      {caseStudies.map((c) => (
        <li key={c.slug}>
          <Link
            to={paths.caseStudy(c.slug)}
            className="group flex h-full flex-col overflow-hidden rounded-xl border border-border bg-card transition-colors hover:border-primary/60"
          >
            <CaseStudyPicture
              study={c}
              sizes="(min-width: 1024px) 400px, 100vw"
              className="border-b border-border"
            />
            <div className="flex flex-1 flex-col p-6">
              <p className="text-xs font-semibold uppercase tracking-[0.14em] text-primary">
                {c.category}
              </p>
              <h3 className="mt-2 text-lg font-semibold">{c.title}</h3>
              <p className="mt-2 flex-1 text-sm leading-6 text-muted-foreground">{c.description}</p>
              <dl className="mt-5 flex gap-6 border-t border-border pt-4">
                {c.stats.slice(0, 2).map((s) => (
                  <div key={s.label} className="flex flex-col">
                    <dt className="text-xs text-muted-foreground">{s.label}</dt>
                    <dd className="order-first text-xl font-semibold tabular-nums">{s.value}</dd>
                  </div>
                ))}
              </dl>
              <span className="mt-5 inline-flex items-center gap-1.5 text-sm font-medium text-primary">
                {t.readCaseStudy()}
                <ArrowRight
                  className="h-4 w-4 transition-transform group-hover:translate-x-0.5"
                  aria-hidden="true"
                />
              </span>
            </div>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function CaseStudiesSection({
  id,
  texts,
  data: caseStudies,
}: HomeSectionProps<CaseStudyCard[]>) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="scroll-mt-16 border-y border-border bg-card/40 py-24"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id={`${id}-title`}
          eyebrow={texts.eyebrow}
          title={texts.heading}
          description={texts.intro}
        />
        <CaseStudyCards caseStudies={caseStudies} className="mt-14" />
      </div>
    </section>
  );
}
