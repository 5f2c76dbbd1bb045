import type { PageProps } from '~/lib/site-data';
import EventPage from './event-page';
import EventsPage from './events-page';

// The two events pages as one chunk behind one import (app/public-page.tsx): they share their
// facts and clock, and one import is one entry fewer in the first load's preload map
// (tests/build/js-budget.test.ts).

/** /events or /events/{slug}, as the page's data says. */
export default function EventPages(props: PageProps<'events'> | PageProps<'event'>) {
  return props.view.kind === 'events' ? (
    <EventsPage {...(props as PageProps<'events'>)} />
  ) : (
    <EventPage {...(props as PageProps<'event'>)} />
  );
}
