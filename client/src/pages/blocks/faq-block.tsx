import { ChevronDown } from 'lucide-react';
import { Prose } from '~/components/prose';
import { SectionHeading } from '~/components/section-heading';
import type { BlockProps } from './block-props';

/** Questions and answers as disclosures: readable and usable without any script. */
export default function FaqBlock({ block: { data }, sectionId }: BlockProps<'faq'>) {
  return (
    <section id={sectionId} aria-labelledby={`${sectionId}-title`} className="scroll-mt-16 py-16">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id={`${sectionId}-title`} eyebrow={data.eyebrow} title={data.heading} />
        <div className="mt-10 max-w-3xl divide-y divide-border rounded-xl border border-border bg-card">
          {data.items.map((item, i) => (
            <details key={i} className="group px-5 py-4">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-medium">
                {item.question}
                <ChevronDown
                  className="h-4 w-4 shrink-0 transition-transform group-open:rotate-180"
                  aria-hidden="true"
                />
              </summary>
              <Prose html={item.html} className="mt-3" />
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}
