import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { messagesIn } from '@shared/messages/all-languages';
import type { Event } from '@shared/site-content/collections/events';
import { eventCalendar } from './event-calendar';

// The calendar file's own words (its description's links, an online event's place) are the
// site's default language's (the catalogue's `ics` group, decision 054).

const event: Event = {
  id: 7002,
  slug: 'security-webinar',
  title: 'Security webinar',
  kind: 'webinar',
  starts: '2030-01-10T10:00',
  ends: '2030-01-10T11:00',
  timeZone: 'Europe/Paris',
  mode: 'online',
  place: '',
  summary: 'Cameras and access control.',
  capacity: null,
  registrationCloses: null,
  services: [],
};
const timed = {
  event,
  starts: Date.UTC(2030, 0, 10, 9),
  ends: Date.UTC(2030, 0, 10, 10),
  closes: 0,
};

function read(language: string, onlineLink: string | null) {
  const file = eventCalendar(timed, {
    origin: 'https://firm.example',
    firm: 'Meridian NetSec',
    onlineLink,
    now: Date.UTC(2029, 11, 1),
    language,
  });
  return new ICAL.Event(new ICAL.Component(ICAL.parse(file)).getFirstSubcomponent('vevent')!);
}

describe('the .ics in the site’s language', () => {
  it.each(['en', 'fr'])('%s: its words are the catalogue’s', (language) => {
    const t = messagesIn(language, 'ics');
    const page = 'https://firm.example/events/security-webinar';
    expect(read(language, null).location).toBe(t.online());
    const joined = read(language, 'https://meet.example/abc');
    expect(joined.description).toContain(t.joinOnline({ link: 'https://meet.example/abc' }));
    expect(joined.description).toContain(t.details({ page }));
  });

  it('French is not English; a language without a catalogue is', () => {
    expect(read('fr', null).location).not.toBe(read('en', null).location);
    expect(read('de', null).location).toBe(read('en', null).location);
  });
});
