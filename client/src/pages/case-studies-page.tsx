import { PageHeader } from '~/components/page-header';
import { CaseStudyCards } from '~/features/home/case-studies-section';
import type { PageProps } from '~/lib/site-data';
import english from '@shared/messages/compiled/en/pages.js';
import { useMessages } from '~/lib/messages';

/** /case-studies: every case study, in the order the firm set. */
export default function CaseStudiesPage({ view }: PageProps<'case-studies'>) {
  const t = useMessages('pages', english);
  return (
    <>
      <PageHeader eyebrow={t.caseStudiesEyebrow()} title={t.caseStudiesTitle()}>
        <p>{t.caseStudiesIntro()}</p>
      </PageHeader>
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        {view.caseStudies.length === 0 ? (
          <p className="text-muted-foreground">{t.noCaseStudies()}</p>
        ) : (
          <CaseStudyCards caseStudies={view.caseStudies} />
        )}
      </div>
    </>
  );
}
