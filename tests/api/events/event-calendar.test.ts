import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventApp, testEvent, type EventApp } from './event-app';

// GET /events/{slug}.ics: the page's "Add to calendar", read by a real parser (ical.js).

describe('GET /events/{slug}.ics', () => {
  let t: EventApp;
  beforeAll(async () => {
    t = await eventApp([testEvent({ summary: 'A walk through the yard.\n\nSecond paragraph.' })], {
      publicOrigin: 'https://firm.example',
    });
  });
  afterAll(() => t.app.close());

  it('is the event at the right instant, with its place, page and a stable UID', async () => {
    const res = await t.app.inject({ url: '/events/private-5g-open-day.ics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="private-5g-open-day.ics"',
    );
    const calendar = new ICAL.Component(ICAL.parse(res.body));
    const events = calendar.getAllSubcomponents('vevent');
    expect(events).toHaveLength(1);
    const event = new ICAL.Event(events[0]!);
    expect(event.summary).toBe('Private 5G open day');
    // 10:00-12:00 in Berlin in winter: 09:00-11:00 UTC.
    expect(event.startDate.toJSDate().toISOString()).toBe('2030-01-10T09:00:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2030-01-10T11:00:00.000Z');
    expect(event.location).toBe('Harbour campus, Pier 4, Hamburg');
    expect(event.uid).toBe('event-7001@firm.example');
    expect(event.description).toContain('A walk through the yard.');
    expect(event.description).toContain('https://firm.example/events/private-5g-open-day');
    expect(event.description).not.toContain('Second paragraph');
    // Fetched again: the same UID, so a calendar updates the entry instead of adding one.
    const again = await t.app.inject({ url: '/events/private-5g-open-day.ics' });
    expect(
      new ICAL.Event(new ICAL.Component(ICAL.parse(again.body)).getFirstSubcomponent('vevent')!)
        .uid,
    ).toBe(event.uid);
  });

  it('an unknown event is a 404, a slug too long a 400', async () => {
    const missing = await t.app.inject({ url: '/events/no-such-event.ics' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe('not_found');
    const long = await t.app.inject({ url: `/events/${'a'.repeat(81)}.ics` });
    expect(long.statusCode).toBe(400);
  });
});
