import type { StructuredDataContext } from '../collection';
import { formatEventTime, formatMoment } from '../event-time';
import { EVENT_KIND_LABELS, type EventKind, type EventMode } from '../event-kinds';
import { excerpt, markdownToText, renderMarkdown } from '../markdown';
import { sitePaths } from '../site-paths';
import { breadcrumbs } from '../structured-data';
import { isoWithOffset } from '../zoned-time';
import { eventInstants, type Event } from './event-item';

// What the pages show of an event (./events.ts): its card at /events, its own page, and the
// schema.org Event search engines read there. Times are written in the event's own zone.

const ATTENDANCE_MODES = {
  'in person': 'OfflineEventAttendanceMode',
  online: 'OnlineEventAttendanceMode',
  'in person and online': 'MixedEventAttendanceMode',
} satisfies Record<EventMode, string>;

/** An event in the list at /events: when, where, how many seats, its first paragraph. */
export interface EventCard {
  slug: string;
  href: string;
  title: string;
  kind: EventKind;
  /** "Site visit": the eyebrow of its card and page (the labels stay out of the page's script). */
  kindLabel: string;
  mode: EventMode;
  place: string | null;
  /** "Tue, March 10, 2026, 2:00 – 4:00 PM CET": in its own zone. */
  when: string;
  /** Instants (ms): what is upcoming, whether registration is open. */
  starts: number;
  ends: number;
  closes: number;
  capacity: number | null;
  summary: string;
}

/**
 * What an event's sign-up shows wherever it is (its page, a form block of the firm's pages):
 * the card's facts and when registration closes.
 */
export interface EventSignUp extends EventCard {
  /** "March 9, 2026, 12:00 PM CET". */
  closesText: string;
  /** The time the page was rendered (ms): what it says before the visitor's clock is read. */
  asOf: number;
}

/** An event's own page: the whole summary, its services, its calendar file. */
export interface EventView extends EventSignUp {
  html: string;
  timeZone: string;
  calendar: string;
  services: { title: string; href: string }[];
}

/** An event's card; `locale`: the site's, that writes its times (languages.ts). */
export function eventCard(e: Event, locale?: string): EventCard {
  const at = eventInstants(e) ?? { starts: 0, ends: 0, closes: 0 };
  return {
    slug: e.slug,
    href: sitePaths.event(e.slug),
    title: e.title,
    kind: e.kind,
    kindLabel: EVENT_KIND_LABELS[e.kind],
    mode: e.mode,
    place: e.mode === 'online' ? null : e.place,
    when: formatEventTime(at.starts, at.ends, e.timeZone, locale),
    ...at,
    capacity: e.capacity,
    summary: excerpt(markdownToText(e.summary.split(/\n\s*\n/)[0] ?? ''), 300),
  };
}

/** An event's sign-up; `now`: the render's time. */
export function eventSignUp(e: Event, now: number, locale?: string): EventSignUp {
  const card = eventCard(e, locale);
  return { ...card, closesText: formatMoment(card.closes, e.timeZone, locale), asOf: now };
}

/** An event's own page; `now`: the render's time. */
export function eventView(
  e: Event,
  services: readonly { slug: string; title: string }[],
  now: number,
  locale?: string,
): EventView {
  return {
    ...eventSignUp(e, now, locale),
    html: renderMarkdown(e.summary),
    timeZone: e.timeZone,
    // Its .ics, served by the server from the live content (server/src/routes/events).
    calendar: `${sitePaths.event(e.slug)}.ics`,
    services: e.services.flatMap((s) => {
      const found = services.find((service) => service.slug === s);
      return found ? [{ title: found.title, href: sitePaths.service(found.slug) }] : [];
    }),
  };
}

/** schema.org's Event, with where it sits; never the link to join (it goes by mail only). */
export function eventStructuredData(
  event: EventView,
  { url, organization, path, description }: StructuredDataContext,
): object[] {
  const place = event.place && {
    '@type': 'Place',
    name: event.place.split(',')[0]!.trim(),
    address: event.place,
  };
  const virtual = event.mode !== 'in person' && { '@type': 'VirtualLocation', url: url(path) };
  const location = [place, virtual].filter(Boolean);
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: event.title,
      description,
      startDate: isoWithOffset(event.starts, event.timeZone),
      endDate: isoWithOffset(event.ends, event.timeZone),
      eventAttendanceMode: `https://schema.org/${ATTENDANCE_MODES[event.mode]}`,
      eventStatus: 'https://schema.org/EventScheduled',
      location: location.length === 1 ? location[0] : location,
      organizer: { ...organization, url: url('/') },
      ...(event.capacity !== null ? { maximumAttendeeCapacity: event.capacity } : {}),
      url: url(path),
    },
    breadcrumbs(url, [
      ['Home', '/'],
      ['Events', sitePaths.events],
      [event.title, path],
    ]),
  ];
}
