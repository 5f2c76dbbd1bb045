import { z } from 'zod';
import { instantOf, isTimeZone, LOCAL_DATE_TIME } from '../event-time';
import { EVENT_KINDS, EVENT_MODES } from '../event-kinds';
import { id, slug, text, type Strictness } from '../fields';

// An event of the content (./events.ts): what it is, when on the clock where it happens and in
// which zone, where, how many seats, until when it takes registrations. A time without its zone
// is refused: 14:00 means nothing without it.

const localTime = (label: string) =>
  z
    .string({ error: `${label} must be a date and time such as 2026-03-10T14:00` })
    .regex(LOCAL_DATE_TIME, {
      error: `${label} must be a date and time such as 2026-03-10T14:00, read in the event's time zone`,
    });

const ZONE_REQUIRED =
  'Time zone is required: a time means nothing without its zone (an IANA name such as Europe/Berlin)';

export const eventItem = ({ required, lenient }: Strictness) =>
  z
    .object({
      id,
      slug,
      title: required('Title', 200),
      kind: z.enum(EVENT_KINDS, { error: `Kind must be one of ${EVENT_KINDS.join(', ')}` }),
      /** On the clock where it happens: `2026-03-10T14:00`, read in `timeZone`. */
      starts: localTime('Starts'),
      ends: localTime('Ends'),
      /** Where it happens, as an IANA name (Europe/Berlin): its times are read there. */
      timeZone: z
        .string({ error: ZONE_REQUIRED })
        .max(64)
        .refine((zone) => lenient || isTimeZone(zone), { error: ZONE_REQUIRED }),
      mode: z.enum(EVENT_MODES, { error: `Mode must be one of ${EVENT_MODES.join(', ')}` }),
      /** The venue and its address; empty for an event only online. */
      place: text('Place', 300),
      /** Markdown: what it is, for whom, the programme. Its first paragraph is its card's text. */
      summary: required('Summary', 20_000),
      /** Seats at most; null for no limit. Registrations beyond it join the waiting list. */
      capacity: z
        .number({ error: 'Capacity must be a number of seats, or empty for no limit' })
        .int('Capacity must be a whole number of seats')
        .min(1, 'Capacity must be at least 1 seat, or empty for no limit')
        .max(100_000, 'Capacity must be at most 100,000 seats')
        .nullable(),
      /** When registration closes, in `timeZone`; null: when the event starts. */
      registrationCloses: localTime('Registration closes').nullable(),
      /** The services it is about (their slugs): linked from its page. */
      services: z.array(slug).max(20, 'At most 20 services'),
    })
    .superRefine((event, ctx) => {
      if (lenient) return; // versions stored before a rule keep their values
      const at = (local: string | null) => (local ? instantOf(local, event.timeZone) : null);
      const [starts, ends, closes] = [
        at(event.starts),
        at(event.ends),
        at(event.registrationCloses),
      ];
      if (starts !== null && ends !== null && ends <= starts) {
        ctx.addIssue({ code: 'custom', path: ['ends'], message: 'Ends must be after it starts' });
      }
      if (closes !== null && ends !== null && closes > ends) {
        ctx.addIssue({
          code: 'custom',
          path: ['registrationCloses'],
          message: 'Registration must close before the event ends',
        });
      }
      if (event.mode !== 'online' && event.place.trim() === '') {
        ctx.addIssue({
          code: 'custom',
          path: ['place'],
          message: 'Place is required for an event in person: the venue and its address',
        });
      }
    });
export type Event = z.infer<ReturnType<typeof eventItem>>;

/** When an event starts, ends and stops taking registrations (ms); null for a malformed one. */
export function eventInstants(
  e: Pick<Event, 'starts' | 'ends' | 'registrationCloses' | 'timeZone'>,
) {
  const starts = instantOf(e.starts, e.timeZone);
  const ends = instantOf(e.ends, e.timeZone);
  const closes = e.registrationCloses ? instantOf(e.registrationCloses, e.timeZone) : starts;
  return starts === null || ends === null || closes === null ? null : { starts, ends, closes };
}
