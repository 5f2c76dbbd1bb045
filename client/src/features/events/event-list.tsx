import { Link } from 'react-router';
import { sitePaths } from '@shared/site-content/site-paths';
import type { EventCard } from '~/lib/site-data';
import { EventFacts } from './event-facts';

/** Events as cards, each linking to its page (past ones say so in their eyebrow). */
export function EventList({ events, past = false }: { events: EventCard[]; past?: boolean }) {
  return (
    <ul className="mt-8 space-y-5">
      {events.map((event) => (
        <li key={event.slug}>
          <article className="rounded-xl border border-border bg-card p-6">
            <p className="text-xs font-semibold uppercase tracking-[0.14em] text-primary">
              {event.kindLabel}
              {past && ' · Past'}
            </p>
            <h3 className="mt-2 text-lg font-semibold">
              <Link to={sitePaths.event(event.slug)} className="hover:text-primary hover:underline">
                {event.title}
              </Link>
            </h3>
            <div className="mt-3">
              <EventFacts event={event} />
            </div>
            <p className="mt-4 text-sm leading-6 text-muted-foreground">{event.summary}</p>
          </article>
        </li>
      ))}
    </ul>
  );
}
