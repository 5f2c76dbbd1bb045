import { defaultLanguage } from '../languages';
import { defineCollection, samples } from '../collection';
import { EVENT_KIND_LABELS, EVENT_KINDS, EVENT_MODE_LABELS, EVENT_MODES } from '../event-kinds';
import { sitePaths } from '../site-paths';
import { eventItem, type Event } from './event-item';
import { eventStructuredData, eventView, type EventView } from './event-views';
import { eventSamples } from './events.samples';
import type { Service } from './services';

// The firm's events: webinars, site visits, trade shows and trainings, each with its page at
// /events/{slug} (JSON-LD Event, an .ics file, the sign-up form) and listed at /events,
// upcoming first. Its item is ./event-item.ts, what its pages show ./event-views.ts. Sign-ups
// are leads of their own kind (shared/lead-kinds/registration.ts). The online link of an online
// event is not content (the content is public): sales keep it beside the registrations, and
// only the confirmation and the reminder carry it (docs/decisions/051-events-and-registrations.md).

export type { Event } from './event-item';
export { eventInstants } from './event-item';
export { eventCard, type EventCard, type EventView } from './event-views';

const PREFIX = sitePaths.event('');

/** The zones the platform knows, for the editor's select (UTC first). */
function timeZoneOptions() {
  const zones =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return ['UTC', ...zones.filter((zone) => zone !== 'UTC')].map((zone) => ({
    value: zone,
    label: zone.replaceAll('_', ' '),
  }));
}

export const events = defineCollection<Event, { kind: 'event'; event: EventView }>({
  localized: {
    id: false,
    slug: true,
    title: true,
    kind: false,
    starts: false,
    ends: false,
    timeZone: false,
    mode: false,
    place: true,
    summary: true,
    capacity: false,
    registrationCloses: false,
    services: false,
  },
  title: 'Events',
  one: 'event',
  many: 'events',
  max: 200,
  item: eventItem,
  name: (e) => e.title,
  create: (now) => {
    const day = new Date(now.getTime() + 30 * 86_400_000).toISOString().slice(0, 10);
    return {
      id: now.getTime(),
      slug: '',
      title: '',
      kind: 'webinar',
      starts: `${day}T10:00`,
      ends: `${day}T11:00`,
      // Where the editor is: the usual place of the firm's events.
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC',
      mode: 'online',
      place: '',
      summary: '',
      capacity: null,
      registrationCloses: null,
      services: [],
    };
  },
  page: {
    path: (e) => sitePaths.event(e.slug),
    prefix: PREFIX,
    slugFrom: 'title',
    view: (e, content, { now = Date.now() } = {}) => ({
      kind: 'event',
      event: eventView(
        e,
        (content.services ?? []) as Service[],
        now,
        defaultLanguage(content.identity ?? {}).tag,
      ),
    }),
    meta: (e, { event }) => ({
      title: `${e.title} – ${EVENT_KIND_LABELS[e.kind]}`,
      description: `${event.when}. ${event.summary}`,
    }),
    structuredData: ({ event }, context) => eventStructuredData(event, context),
  },
  editor: {
    path: '/admin/events',
    icon: 'calendar',
    what: 'Editing the events',
    description:
      'Webinars, site visits, trade shows and trainings, each with its page and sign-up form, listed at /events. Changes apply when you save.',
    addLabel: 'Add Event',
    listLabel: 'Events',
    saved: 'Events have been updated',
    empty: {
      title: 'No events',
      text: 'The Events page says nothing is planned. Add one with Add Event.',
    },
    dashboard: 'On the Events page, a page each',
    testId: 'event-editor',
    fields: [
      [
        { kind: 'text', name: 'title', label: 'Title', placeholder: 'Private 5G on a campus' },
        {
          kind: 'select',
          name: 'kind',
          label: 'Kind',
          options: EVENT_KINDS.map((k) => ({ value: k, label: EVENT_KIND_LABELS[k] })),
        },
      ],
      { kind: 'slug', name: 'slug', label: 'Address (slug)' },
      [
        { kind: 'local-date-time', name: 'starts', label: 'Starts' },
        { kind: 'local-date-time', name: 'ends', label: 'Ends' },
        {
          kind: 'select',
          name: 'timeZone',
          label: 'Time zone',
          hint: 'Where it happens.',
          options: timeZoneOptions(),
          verbatim: true,
        },
      ],
      [
        {
          kind: 'select',
          name: 'mode',
          label: 'Where',
          options: EVENT_MODES.map((m) => ({ value: m, label: EVENT_MODE_LABELS[m] })),
        },
        {
          kind: 'text',
          name: 'place',
          label: 'Place',
          placeholder: 'Harbour Logistics Campus, Pier 4, Newark, NJ',
          hint: 'The venue and its address. The link of an online event is set by sales under Registrations, never here: the content is public.',
        },
      ],
      [
        {
          kind: 'number',
          name: 'capacity',
          label: 'Capacity',
          hint: 'Seats; empty for no limit. Further registrations join the waiting list.',
        },
        {
          kind: 'local-date-time',
          name: 'registrationCloses',
          label: 'Registration closes',
          optional: true,
          hint: 'Empty: when the event starts.',
        },
      ],
      {
        kind: 'service-slugs',
        name: 'services',
        label: 'Services',
        hint: 'What it is about: linked from its page.',
      },
      {
        kind: 'markdown',
        name: 'summary',
        label: 'Summary',
        rows: 8,
        hint: 'Its first paragraph is its card on the Events page.',
        placeholder: 'What it is, for whom, and the programme.',
      },
    ],
  },
  defaults: samples(eventItem, eventSamples),
});
