import ical, { ICalEventStatus } from 'ical-generator';
import { messagesIn } from '@shared/messages/all-languages';
import type { Messages } from '@shared/messages/catalogues';
import type { Event } from '@shared/site-content/collections/events';
import { markdownToText } from '@shared/site-content/markdown';
import { prefixedPath, sitePaths } from '@shared/site-content/site-paths';
import type { TimedEvent } from './live-events';

/** What a calendar file of an event says besides the event. */
export interface CalendarOptions {
  /** The site's public origin (PUBLIC_ORIGIN): the event's page, and the event's UID's host. */
  origin: string | null;
  /** The firm's name: the calendar's and the organiser's. */
  firm: string;
  /** The link to join: only in a file mailed to someone registered, never in the public one. */
  onlineLink?: string | null;
  /** When the file was made (DTSTAMP). */
  now: number;
  /** The file's language (a tag): its own words are its catalogue's (`ics`). */
  language: string;
  /** Where that language's pages start (`/fr`; '' for the default): the event's page's address. */
  prefix?: string;
}

/** The event's page in a language (its slug that language's), absolute; null without an origin. */
export const eventPageUrl = (origin: string | null, prefix: string, slug: string) =>
  origin ? `${origin}${prefixedPath(prefix, sitePaths.event(slug))}` : null;

/**
 * An event as an iCalendar file (RFC 5545, ical-generator): times in UTC, so any calendar puts
 * it at the right moment wherever it is; the same UID every time, so a file received again
 * updates the entry instead of adding one.
 */
export function eventCalendar(
  { event, starts, ends }: TimedEvent,
  { origin, firm, onlineLink = null, now, language, prefix = '' }: CalendarOptions,
): string {
  const t = messagesIn(language, 'ics');
  const page = eventPageUrl(origin, prefix, event.slug);
  const host = origin ? new URL(origin).hostname : 'events.invalid';
  const calendar = ical({ name: firm, prodId: { company: firm, product: 'Events' } });
  calendar.createEvent({
    id: `event-${event.id}@${host}`,
    start: new Date(starts),
    end: new Date(ends),
    stamp: new Date(now),
    summary: event.title,
    description: describe(t, event, page, onlineLink),
    location: where(t, event, onlineLink),
    ...(page ? { url: page } : {}),
    status: ICalEventStatus.CONFIRMED,
  });
  return calendar.toString();
}

function describe(
  t: Messages['ics'],
  event: Event,
  page: string | null,
  onlineLink: string | null,
): string {
  return [
    markdownToText(event.summary.split(/\n\s*\n/)[0] ?? ''),
    onlineLink ? t.joinOnline({ link: onlineLink }) : null,
    page ? t.details({ page }) : null,
  ]
    .filter(Boolean)
    .join('\n\n');
}

function where(t: Messages['ics'], event: Event, onlineLink: string | null): string | null {
  if (event.mode === 'online') return onlineLink ?? t.online();
  return event.place;
}
