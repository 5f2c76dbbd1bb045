import { Link } from 'react-router';
import { SectionHeading } from '~/components/section-heading';
import { EventFacts, EventSignUpForm } from '~/features/events';
import type { BlockProps } from './block-props';

/** An event's sign-up form on a page of the firm's own (the form block's event form). */
export default function EventFormBlock({ block: { data }, sectionId }: BlockProps<'form'>) {
  const { event } = data;
  if (!event) return null;
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
          <h3 className="text-lg font-semibold">
            <Link to={event.href} className="hover:text-primary hover:underline">
              {data.formHeading || event.title}
            </Link>
          </h3>
          {data.formNote && <p className="mt-1 text-sm text-muted-foreground">{data.formNote}</p>}
          <div className="mb-4 mt-3">
            <EventFacts event={event} seats />
          </div>
          <EventSignUpForm event={event} />
        </div>
      </div>
    </section>
  );
}
