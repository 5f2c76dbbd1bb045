import { CATALOGUE_TAGS, messagesIn } from '@shared/messages/all-languages';
import { catalogueTag } from '@shared/messages/catalogues';
import type { Messages } from '@shared/messages/catalogues';
import type { Attendance } from '@shared/schemas/events';
import { formatEventTime } from '@shared/site-content/event-time';
import type { SiteData } from '@shared/site-content/schema';
import { defaultLanguage, siteLanguageOf } from '@shared/site-content/languages';
import { languagePrefix } from '@shared/site-content/site-paths';
import type { FirmNamesOf } from '../notifications/firm';
import { oneLine, type LeadForMail } from '../notifications/lead-mail';
import { eventCalendar, eventPageUrl } from './event-calendar';
import { timedEventsIn, type TimedEvent } from './live-events';

/** The calendar file a mail carries (nodemailer's icalEvent: an attachment calendars open). */
export interface MailCalendar {
  filename: string;
  method: 'PUBLISH';
  content: string;
}

/** A mail to a registered person: to their address, as plain text, maybe with the calendar. */
export interface EventMail {
  to: string;
  subject: string;
  text: string;
  icalEvent?: MailCalendar;
}

export interface EventMailDeps {
  /** The live content, read when a mail is rendered (an event moved since is sent as it is now). */
  live: () => SiteData;
  /** The link to join an event (repositories/event-registrations-repository.ts), or null. */
  link: (eventId: number) => string | null;
  origin: string | null;
  firm: FirmNamesOf;
  now: () => number;
}

type Registration = Extract<LeadForMail, { kind: 'registration' }>['lead'];

/** Where the person stands, in the site's language (the catalogue's `event` group). */
const standing = (t: Messages['event']): Partial<Record<Attendance, () => string>> => ({
  registered: t.registered,
  waitlisted: t.waitlisted,
  cancelled: t.cancelled,
});

/**
 * The mails of a registration beyond the acknowledgement's text (decision 051): the event's
 * details (where the person stands, when in the event's zone, where, the link to join and the
 * page) and its calendar file, for the confirmation; and the reminder the day before. Nothing
 * the visitor typed goes into them (no name, no company): only the firm's own words and the
 * event's. The link to join is in them only while the person holds a seat. Their fixed words
 * (the catalogue's `event` and `ics` groups) are in the registration's language where a
 * catalogue has it, else the site's default language's; the event's own (title, place, page and
 * calendar file) are as the registration's language's page shows them.
 */
export function createEventMail({ live, link, origin, firm, now }: EventMailDeps) {
  /** The site's language of the registration's page, and where its pages start. */
  const page = (lead: Registration) => {
    const { identity } = live();
    const tag = siteLanguageOf(lead.language, identity);
    return { tag, prefix: tag === defaultLanguage(identity).tag ? '' : languagePrefix(tag) };
  };
  const find = (lead: Registration) =>
    timedEventsIn(live(), page(lead).tag).find(({ event }) => event.id === lead.event_id);
  const language = (lead: Registration) =>
    lead.language !== null && catalogueTag(lead.language, CATALOGUE_TAGS) !== null
      ? lead.language
      : defaultLanguage(live().identity).tag;

  function details(lead: Registration, timed: TimedEvent | undefined): string {
    const t = messagesIn(language(lead), 'event');
    if (!timed) return t.gone();
    const { event, starts, ends } = timed;
    const seat = lead.attendance === 'registered' || lead.attendance === 'attended';
    const joinWith = seat && event.mode !== 'in person' ? link(event.id) : null;
    return [
      standing(t)[lead.attendance as Attendance]?.() ?? '',
      t.when({ time: formatEventTime(starts, ends, event.timeZone, language(lead)) }),
      event.mode !== 'online' ? t.where({ place: oneLine(event.place, 300) }) : null,
      event.mode !== 'in person'
        ? t.online({ link: joinWith ?? (seat ? t.linkFollows() : t.linkWithSeat()) })
        : null,
      origin ? t.details({ page: eventPageUrl(origin, page(lead).prefix, event.slug)! }) : null,
      seat ? t.attached() : null,
    ]
      .filter(Boolean)
      .join('\n');
  }

  function calendar(lead: Registration, timed: TimedEvent | undefined): MailCalendar | undefined {
    if (!timed || lead.attendance !== 'registered') return undefined;
    const onlineLink = timed.event.mode !== 'in person' ? link(timed.event.id) : null;
    return {
      filename: `${timed.event.slug}.ics`,
      method: 'PUBLISH',
      content: eventCalendar(timed, {
        origin,
        firm: firm().name,
        onlineLink,
        now: now(),
        language: language(lead),
        prefix: page(lead).prefix,
      }),
    };
  }

  return {
    /** What a registration's confirmation adds to its acknowledgement; null for other kinds. */
    confirmation(item: LeadForMail): { details: string; icalEvent?: MailCalendar } | null {
      if (item.kind !== 'registration') return null;
      const timed = find(item.lead);
      const icalEvent = calendar(item.lead, timed);
      return { details: details(item.lead, timed), ...(icalEvent ? { icalEvent } : {}) };
    },

    /** The reminder the day before; null when there is nothing to remind of any more. */
    reminder(item: LeadForMail): EventMail | null {
      if (item.kind !== 'registration') return null;
      const { lead } = item;
      const timed = find(lead);
      if (!timed || lead.attendance !== 'registered' || now() >= timed.starts) return null;
      const title = oneLine(timed.event.title);
      const icalEvent = calendar(lead, timed);
      const t = messagesIn(language(lead), 'event');
      return {
        to: lead.email,
        subject: oneLine(t.reminderSubject({ title, reference: lead.reference })),
        text: t.reminder({
          title,
          reference: lead.reference,
          details: details(lead, timed),
          firm: oneLine(firm().name, 80),
        }),
        ...(icalEvent ? { icalEvent } : {}),
      };
    },
  };
}

export type EventMailer = ReturnType<typeof createEventMail>;
