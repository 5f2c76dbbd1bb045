import { ArrowLeft, CalendarPlus } from 'lucide-react';
import { Link } from 'react-router';
import { prefixedPath } from '@shared/site-content/site-paths';
import { PageHeader } from '~/components/page-header';
import { Prose } from '~/components/prose';
import { buttonClasses } from '~/components/ui/button';
import { paths } from '~/config/paths';
import { EventFacts, EventSignUpForm } from '~/features/events';
import { useSiteFrame, type PageProps } from '~/lib/site-data';
import english from '@shared/messages/compiled/en/pages.js';
import { useMessages } from '~/lib/messages';

/**
 * /events/{slug}: what the event is, when (in its own time zone) and where, its calendar file,
 * then the sign-up form while registration is open (features/events: EventSignUpForm).
 */
export default function EventPage({ view }: PageProps<'event'>) {
  const { event } = view;
  const t = useMessages('pages', english);
  // The calendar file in the page's language: under its prefix (server/src/routes/events).
  const { base } = useSiteFrame();
  return (
    <>
      <PageHeader eyebrow={`${t.events()} · ${event.kindLabel}`} title={event.title}>
        <EventFacts event={event} seats />
        <a
          href={prefixedPath(base ?? '', event.calendar)}
          download={`${event.slug}.ics`}
          className={`${buttonClasses('outline')} mt-6`}
        >
          <CalendarPlus className="h-4 w-4" aria-hidden="true" />
          {t.addToCalendar()}
        </a>
      </PageHeader>
      <div className="mx-auto max-w-7xl space-y-12 px-4 py-16 sm:px-6 lg:px-8 *:max-w-3xl">
        <Prose html={event.html} />
        {event.services.length > 0 && (
          <section aria-labelledby="event-services">
            <h2 id="event-services" className="text-lg font-semibold">
              {t.about()}
            </h2>
            <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-2">
              {event.services.map((service) => (
                <li key={service.href}>
                  <Link to={service.href} className="text-primary hover:underline">
                    {service.title}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        )}
        <section
          aria-labelledby="event-registration"
          className="rounded-2xl border border-border bg-card p-6 sm:p-8"
        >
          <h2 id="event-registration" className="text-2xl font-semibold tracking-tight">
            {t.register()}
          </h2>
          <EventSignUpForm event={event} />
        </section>
        <Link
          to={paths.events}
          className="inline-flex items-center gap-1.5 text-sm font-medium text-primary hover:underline"
        >
          <ArrowLeft className="h-4 w-4" aria-hidden="true" />
          {t.allEvents()}
        </Link>
      </div>
    </>
  );
}
