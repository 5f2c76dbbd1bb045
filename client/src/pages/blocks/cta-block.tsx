import { ArrowRight } from 'lucide-react';
import { buttonClasses } from '~/components/ui/button';
import { SiteLink } from '~/components/layout/site-link';
import type { BlockProps } from './block-props';

/** A heading, a line and one button to a page or a form. */
export default function CtaBlock({ block: { data }, sectionId }: BlockProps<'cta'>) {
  return (
    <section id={sectionId} aria-labelledby={`${sectionId}-title`} className="scroll-mt-16 py-12">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="overflow-hidden rounded-2xl border border-primary/30 bg-[linear-gradient(135deg,theme(--color-primary/0.12),transparent_60%)] p-8 sm:p-10">
          <h2 id={`${sectionId}-title`} className="text-2xl font-semibold tracking-tight">
            {data.heading}
          </h2>
          {data.text && <p className="mt-3 max-w-2xl text-muted-foreground">{data.text}</p>}
          <div className="mt-8">
            <SiteLink href={data.button.href} className={buttonClasses('primary', 'lg')}>
              {data.button.label}
              <ArrowRight className="h-4 w-4" aria-hidden="true" />
            </SiteLink>
          </div>
        </div>
      </div>
    </section>
  );
}
