import { PageHeader } from '~/components/page-header';
import { EventList } from '~/features/events';
import type { PageProps } from '~/lib/site-data';
import { useNow } from '~/lib/use-now';
import english from '@shared/messages/compiled/en/pages.js';
import { useMessages } from '~/lib/messages';

/**
 * /events: the events still to come, soonest first, then the past ones, latest first (kept: they
 * show what the firm does). Upcoming until they end, by the visitor's clock once the page runs.
 */
export default function EventsPage({ view }: PageProps<'events'>) {
  const now = useNow(view.asOf);
  const t = useMessages('pages', english);
  const upcoming = view.events.filter((event) => event.ends > now);
  const past = view.events.filter((event) => event.ends <= now).reverse();
  return (
    <>
      <PageHeader eyebrow={view.texts.eyebrow} title={view.texts.heading}>
        <p>{view.texts.intro}</p>
      </PageHeader>
      <div className="mx-auto max-w-7xl space-y-16 px-4 py-16 sm:px-6 lg:px-8 *:max-w-4xl">
        <section aria-labelledby="upcoming-events">
          <h2 id="upcoming-events" className="text-2xl font-semibold tracking-tight">
            {t.upcoming()}
          </h2>
          {upcoming.length === 0 ? (
            <p className="mt-6 text-muted-foreground">{view.texts.none}</p>
          ) : (
            <EventList events={upcoming} />
          )}
        </section>
        {past.length > 0 && (
          <section aria-labelledby="past-events">
            <h2 id="past-events" className="text-2xl font-semibold tracking-tight">
              {t.pastEvents()}
            </h2>
            <EventList events={past} past />
          </section>
        )}
      </div>
    </>
  );
}
