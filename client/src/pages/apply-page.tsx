import { ArrowLeft, Clock, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { PageHeader } from '~/components/page-header';
import { paths } from '~/config/paths';
import { ApplicationForm } from '~/features/careers/application-form';
import type { PageProps } from '~/lib/site-data';

/** /careers/{id}/apply: one opening's application form, a page of its own (it can be linked). */
export default function ApplyPage({ view }: PageProps<'apply'>) {
  const { opening } = view;
  return (
    <>
      <PageHeader eyebrow={`Careers · ${opening.department}`} title={`Apply: ${opening.title}`}>
        <ul className="flex flex-wrap gap-x-5 gap-y-1">
          <li className="inline-flex items-center gap-1.5">
            <MapPin className="h-4 w-4" aria-hidden="true" />
            {opening.location}
          </li>
          <li className="inline-flex items-center gap-1.5">
            <Clock className="h-4 w-4" aria-hidden="true" />
            {opening.type}
          </li>
        </ul>
      </PageHeader>
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-16 sm:px-6 lg:grid-cols-[minmax(0,46rem)_20rem] lg:px-8">
        <div className="min-w-0 rounded-2xl border border-border bg-card p-6 sm:p-8">
          <ApplicationForm openingId={opening.id} title={opening.title} />
        </div>
        <aside className="space-y-4 text-sm leading-6 text-muted-foreground">
          <h2 className="text-base font-semibold text-foreground">The role</h2>
          <p className="whitespace-pre-line">{opening.description}</p>
          <Link
            to={paths.careers}
            className="inline-flex items-center gap-1.5 font-medium text-primary hover:underline"
          >
            <ArrowLeft className="h-4 w-4" aria-hidden="true" />
            All open positions
          </Link>
        </aside>
      </div>
    </>
  );
}
