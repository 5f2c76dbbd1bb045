import { defaultLanguage } from '@shared/site-content/languages';
import { eventInstants, type Event } from '@shared/site-content/collections/events';
import { formatMoment } from '@shared/site-content/event-time';
import type { SiteData } from '@shared/site-content/schema';
import { translatedContent } from '@shared/site-content/translated-content';
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

/** Each live version's events per language, made once: a visitor's .ics is then a lookup. */
const inLanguages = new WeakMap<SiteData, Map<string, TimedEvent[]>>();

/**
 * The content's events as the language `tag` (one of the site's) reads them: its overlay's title,
 * slug, place and summary, the default's words where a text is untranslated, as its pages show.
 */
export function timedEventsIn(content: SiteData, tag: string): TimedEvent[] {
  if (tag === defaultLanguage(content.identity).tag) return timedEvents(content);
  let byTag = inLanguages.get(content);
  if (!byTag) inLanguages.set(content, (byTag = new Map()));
  let events = byTag.get(tag);
  if (!events) byTag.set(tag, (events = timedEvents(translatedContent(content, tag).content)));
  return events;
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
