import { defaultLanguage } from '@shared/site-content/languages';
import { eventInstants, type Event } from '@shared/site-content/collections/events';
import { formatMoment } from '@shared/site-content/event-time';
import type { SiteData } from '@shared/site-content/schema';
import type { EventRef } from '../leads/lead-columns';

/** An event of the content with the instants its times stand for (ms). */
export interface TimedEvent {
  event: Event;
  starts: number;
  ends: number;
  closes: number;
}

/** The content's events whose times read (a stored one may not: it is then left out). */
export function timedEvents(content: SiteData): TimedEvent[] {
  return content.events.flatMap((event) => {
    const at = eventInstants(event);
    return at ? [{ event, ...at }] : [];
  });
}

/** The event at `slug`, as a registration names it; undefined when the content has none. */
export function eventRefOf(content: SiteData, slug: string): EventRef | undefined {
  const found = timedEvents(content).find(({ event }) => event.slug === slug);
  if (!found) return undefined;
  const { event, ends, closes } = found;
  return {
    id: event.id,
    title: event.title,
    capacity: event.capacity,
    closes,
    ends,
    closesText: formatMoment(closes, event.timeZone, defaultLanguage(content.identity).tag),
  };
}
