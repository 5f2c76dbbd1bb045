import { ArrowLeft, CalendarClock, Clock, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { PageHeader } from '~/components/page-header';
import { Prose } from '~/components/prose';
import { paths } from '~/config/paths';
import { LeadForm } from '~/features/lead-forms';
import { FilesField } from '~/features/lead-forms/files-field';
import { application } from '@shared/lead-kinds/application';
import { useLongDate } from '~/lib/format-date';
import type { PageProps } from '~/lib/site-data';
import english from '@shared/messages/compiled/en/pages.js';
import { useMessages } from '~/lib/messages';

/**
 * /careers/{slug}/apply: one opening's page (it can be linked): the role, then the application
 * form, in that order at every width (a candidate reads before applying).
 */
export default function ApplyPage({ view }: PageProps<'apply'>) {
  const longDate = useLongDate();
  const { opening } = view;
  const t = useMessages('pages', english);
  return (
    <>
      <PageHeader
        eyebrow={`${t.careers()} · ${opening.department}`}
        title={t.applyFor({ title: opening.title })}
      >
        <ul className="flex flex-wrap gap-x-5 gap-y-1">
          <li className="inline-flex items-center gap-1.5">
            <MapPin className="h-4 w-4" aria-hidden="true" />
            {opening.location}
          </li>
          <li className="inline-flex items-center gap-1.5">
            <Clock className="h-4 w-4" aria-hidden="true" />
            {opening.type}
          </li>
          {opening.validThrough && (
            <li className="inline-flex items-center gap-1.5">
              <CalendarClock className="h-4 w-4" aria-hidden="true" />
              {t.applyBy()} {longDate(opening.validThrough)}
            </li>
          )}
        </ul>
      </PageHeader>
      <div className="mx-auto max-w-7xl space-y-12 px-4 py-16 sm:px-6 lg:px-8 *:max-w-3xl">
        <section aria-labelledby="the-role" data-testid="opening-description">
          <h2 id="the-role" className="text-2xl font-semibold tracking-tight">
            {t.theRole()}
          </h2>
          <Prose html={opening.html} className="mt-6" />
        </section>
        <div className="rounded-2xl border border-border bg-card p-6 sm:p-8">
          <LeadForm
            filesField={FilesField}
            kind="application"
            facts={application}
            label={t.applicationFor({ title: opening.title })}
            values={{ opening: opening.id }}
          />
        </div>
        <Link
          to={paths.careers}
          className="inline-flex items-center gap-1.5 text-sm font-medium text-primary hover:underline"
        >
          <ArrowLeft className="h-4 w-4" aria-hidden="true" />
          {t.allOpenPositions()}
        </Link>
      </div>
    </>
  );
}
