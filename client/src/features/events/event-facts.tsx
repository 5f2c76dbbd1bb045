import { Armchair, CalendarRange, MapPin, MonitorPlay } from 'lucide-react';
import type { EventCard } from '~/lib/site-data';

/** When, where and how many seats: the lines under an event's title. */
export function EventFacts({ event, seats = false }: { event: EventCard; seats?: boolean }) {
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
          Online: the link to join comes by e-mail once you are registered
        </li>
      )}
      {seats && event.capacity !== null && (
        <li className="inline-flex items-start gap-2">
          <Armchair className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          {event.capacity} seats; once they are taken, a waiting list
        </li>
      )}
    </ul>
  );
}
