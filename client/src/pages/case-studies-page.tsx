import { PageHeader } from '~/components/page-header';
import { CaseStudyCards } from '~/features/home/case-studies-section';
import type { PageProps } from '~/lib/site-data';

/** /case-studies: every case study, in the order the firm set. */
export default function CaseStudiesPage({ view }: PageProps<'case-studies'>) {
  return (
    <>
      <PageHeader eyebrow="Case Studies" title="Proof, in figures">
        <p>Recent projects, the problems they solved and what changed afterwards.</p>
      </PageHeader>
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        {view.caseStudies.length === 0 ? (
          <p className="text-muted-foreground">No case studies yet.</p>
        ) : (
          <CaseStudyCards caseStudies={view.caseStudies} />
        )}
      </div>
    </>
  );
}
