import { describe, expect, it } from 'vitest';
import { events, type Event } from './events';

// What search engines read of an event's page (schema.org Event): when, in its own zone's
// offset, how to attend, where, and that it is scheduled; never the link to join.

const base: Event = {
  id: 9,
  slug: 'private-5g-open-day',
  title: 'Private 5G open day',
  kind: 'site visit',
  starts: '2030-07-10T10:00',
  ends: '2030-07-10T12:00',
  timeZone: 'Europe/Berlin',
  mode: 'in person',
  place: 'Harbour campus, Pier 4, Hamburg',
  summary: 'A walk through the yard.\n\n## Programme\n\n- Radio design',
  capacity: 20,
  registrationCloses: null,
  services: [],
};
const context = {
  url: (path: string) => `https://firm.example${path}`,
  organization: { '@type': 'Organization', name: 'Firm' },
  image: 'https://firm.example/og-image.jpg',
  path: '/events/private-5g-open-day',
  description: 'A walk through the yard.',
};
const page = events.page!;
const jsonLd = (e: Event) =>
  page.structuredData!(
    page.view(e, {}, { now: Date.parse('2030-01-01T00:00:00Z') }),
    context,
  )[0] as Record<string, unknown>;

describe("an event's JSON-LD", () => {
  it('in person: an offline Event at its Place, in its zone, scheduled', () => {
    expect(jsonLd(base)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'Private 5G open day',
      description: 'A walk through the yard.',
      // Summer in Berlin: +02:00.
      startDate: '2030-07-10T10:00:00+02:00',
      endDate: '2030-07-10T12:00:00+02:00',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      eventStatus: 'https://schema.org/EventScheduled',
      location: {
        '@type': 'Place',
        name: 'Harbour campus',
        address: 'Harbour campus, Pier 4, Hamburg',
      },
      organizer: { '@type': 'Organization', name: 'Firm', url: 'https://firm.example/' },
      maximumAttendeeCapacity: 20,
      url: 'https://firm.example/events/private-5g-open-day',
    });
  });

  it('online: a VirtualLocation at its page, not the link to join; mixed: both places', () => {
    const online = jsonLd({ ...base, mode: 'online', place: '', capacity: null });
    expect(online.eventAttendanceMode).toBe('https://schema.org/OnlineEventAttendanceMode');
    expect(online.location).toEqual({
      '@type': 'VirtualLocation',
      url: 'https://firm.example/events/private-5g-open-day',
    });
    expect(online).not.toHaveProperty('maximumAttendeeCapacity');
    const mixed = jsonLd({ ...base, mode: 'in person and online', timeZone: 'America/New_York' });
    expect(mixed.eventAttendanceMode).toBe('https://schema.org/MixedEventAttendanceMode');
    expect(mixed.startDate).toBe('2030-07-10T10:00:00-04:00');
    expect((mixed.location as { '@type': string }[]).map((l) => l['@type'])).toEqual([
      'Place',
      'VirtualLocation',
    ]);
  });
});

describe("an event's times on its page", () => {
  const view = (identity: object) =>
    page.view(base, { identity } as never, { now: Date.parse('2030-01-01T00:00:00Z') }).event;

  it('are written in the locale of the default language: a UK firm reads 10 July and 10:00', () => {
    const uk = view({ languages: [{ tag: 'en-GB', name: 'English' }] });
    expect(uk.when).toMatch(/^Wed(nesday)?,? 10 July 2030, 10:00 – 12:00 /);
    expect(uk.closesText).toMatch(/^10 July 2030, 10:00 /);
  });

  it('a site without languages writes them as it always has (en, as in the US)', () => {
    const plain = view({});
    expect(plain.when).toMatch(/^Wed, July 10, 2030, 10:00\sAM – 12:00\sPM /);
    expect(plain.closesText).toMatch(/^July 10, 2030, 10:00\sAM /);
  });
});
