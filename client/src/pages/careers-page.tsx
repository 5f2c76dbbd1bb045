import { CalendarClock, Clock, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { PageHeader } from '~/components/page-header';
import { buttonClasses } from '~/components/ui/button';
import { paths } from '~/config/paths';
import { cn } from '~/lib/cn';
import { useLongDate } from '~/lib/format-date';
import type { PageProps } from '~/lib/site-data';
import english from '@shared/messages/compiled/en/pages.js';
import { useMessages } from '~/lib/messages';

export default function CareersPage({ view }: PageProps<'careers'>) {
  const longDate = useLongDate();
  const t = useMessages('pages', english);
  return (
    <>
      <PageHeader eyebrow={view.texts.eyebrow} title={view.texts.heading}>
        <p>{view.texts.intro}</p>
      </PageHeader>
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8 *:max-w-4xl">
        <h2 className="text-2xl font-semibold tracking-tight">{t.openPositions()}</h2>
        {view.openings.length === 0 && (
          <p className="mt-6 text-muted-foreground">{view.texts.none}</p>
        )}
        <ul className="mt-8 space-y-5">
          {view.openings.map((job) => (
            <li key={job.id}>
              <article className="flex flex-col gap-5 rounded-xl border border-border bg-card p-6 sm:flex-row sm:items-start sm:justify-between">
                <div className="flex-1">
                  <p className="text-xs font-semibold uppercase tracking-[0.14em] text-primary">
                    {job.department}
                  </p>
                  <h3 className="mt-2 text-lg font-semibold">{job.title}</h3>
                  <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm text-muted-foreground">
                    <li className="inline-flex items-center gap-1.5">
                      <MapPin className="h-4 w-4" aria-hidden="true" />
                      {job.location}
                    </li>
                    <li className="inline-flex items-center gap-1.5">
                      <Clock className="h-4 w-4" aria-hidden="true" />
                      {job.type}
                    </li>
                    {job.validThrough && (
                      <li className="inline-flex items-center gap-1.5">
                        <CalendarClock className="h-4 w-4" aria-hidden="true" />
                        {t.applyBy()} {longDate(job.validThrough)}
                      </li>
                    )}
                  </ul>
                  <p className="mt-4 text-sm leading-6 text-muted-foreground">{job.summary}</p>
                </div>
                <Link to={paths.apply(job.slug)} className={cn(buttonClasses(), 'shrink-0')}>
                  {t.applyNow()}
                  <span className="sr-only">: {job.title}</span>
                </Link>
              </article>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
