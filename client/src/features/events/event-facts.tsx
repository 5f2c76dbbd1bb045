import { Armchair, CalendarRange, MapPin, MonitorPlay } from 'lucide-react';
import type { EventCard } from '~/lib/site-data';
import english from '@shared/messages/compiled/en/pages.js';
import { useMessages } from '~/lib/messages';

/** When, where and how many seats: the lines under an event's title. */
export function EventFacts({ event, seats = false }: { event: EventCard; seats?: boolean }) {
  const t = useMessages('pages', english);
  return (
    <ul className="flex flex-col gap-1.5 text-sm text-muted-foreground">
      <li className="inline-flex items-start gap-2">
        <CalendarRange className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
        <time dateTime={new Date(event.starts).toISOString()}>{event.when}</time>
      </li>
      {event.place && (
        <li className="inline-flex items-start gap-2">
          <MapPin className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          {event.place}
        </li>
      )}
      {event.mode !== 'in person' && (
        <li className="inline-flex items-start gap-2">
          <MonitorPlay className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          {t.eventOnline()}
        </li>
      )}
      {seats && event.capacity !== null && (
        <li className="inline-flex items-start gap-2">
          <Armchair className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          {t.eventSeats({ count: String(event.capacity) })}
        </li>
      )}
    </ul>
  );
}
