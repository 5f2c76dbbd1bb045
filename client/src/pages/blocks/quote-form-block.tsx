import { serviceChoices } from '@shared/vocabularies/service-options';
import { quote } from '@shared/lead-kinds/quote';
import { SectionHeading } from '~/components/section-heading';
import { LeadForm } from '~/features/lead-forms';
import { FilesField } from '~/features/lead-forms/files-field';
import type { BlockProps } from './block-props';

/** The quote form with a service chosen (the form block's quote form). */
export default function QuoteFormBlock({ block: { data }, sectionId }: BlockProps<'form'>) {
  return (
    <section
      id={sectionId}
      aria-labelledby={`${sectionId}-title`}
      className="scroll-mt-16 border-t border-border bg-card/40 py-24"
    >
      <div className="mx-auto grid max-w-7xl gap-12 px-4 sm:px-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,46rem)] lg:px-8">
        <SectionHeading
          id={`${sectionId}-title`}
          eyebrow={data.texts.eyebrow}
          title={data.texts.heading}
          description={data.texts.intro}
        />
        <div className="min-w-0 rounded-2xl border border-border bg-card p-6 sm:p-8">
          {(data.formHeading || data.formNote) && (
            <div className="mb-6">
              {data.formHeading && <h3 className="text-lg font-semibold">{data.formHeading}</h3>}
              {data.formNote && (
                <p className="mt-1 text-sm text-muted-foreground">{data.formNote}</p>
              )}
            </div>
          )}
          <LeadForm
            filesField={FilesField}
            kind="quote"
            facts={quote}
            choices={{ service_interest: serviceChoices(data.services) }}
            chosen={{ service_interest: data.chosen ?? undefined }}
          />
        </div>
      </div>
    </section>
  );
}
