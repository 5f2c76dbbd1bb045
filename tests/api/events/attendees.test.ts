import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ATTENDANCE, HOLDS_SEAT } from '@shared/schemas/events';
import { eventApp, person, testEvent, type EventApp } from './event-app';

// Sales' side of the registrations (issue 51): an event's list with the count of each status,
// every status settable (the check-in at the door), the CSV, and the waiting list moving up.

describe('registrations per event', () => {
  let t: EventApp;
  beforeEach(async () => (t = await eventApp()));
  afterEach(() => t.app.close());

  const list = () => t.app.inject({ url: '/api/events/7001/registrations', headers: t.auth });
  const patch = (id: string, status: unknown, event = 7001) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/events/${event}/registrations/${id}`,
      headers: t.auth,
      payload: { status },
    });

  it('lists the events with their counts, and an event its people in the order they came', async () => {
    for (const n of [1, 2, 3]) await t.register(person(n));
    const events = await t.app.inject({ url: '/api/events', headers: t.auth });
    expect(events.statusCode).toBe(200);
    expect(events.json().items).toEqual([
      expect.objectContaining({
        id: 7001,
        slug: 'private-5g-open-day',
        capacity: 2,
        counts: { registered: 2, waitlisted: 1, attended: 0, 'no-show': 0, cancelled: 0 },
      }),
    ]);
    const res = await list();
    expect(
      res.json().items.map((p: { email: string; status: string }) => [p.email, p.status]),
    ).toEqual([
      ['person1@example.com', 'registered'],
      ['person2@example.com', 'registered'],
      ['person3@example.com', 'waitlisted'],
    ]);
  });

  it('takes every status, counts each, and a seat given up goes to the first waiting', async () => {
    for (const n of [1, 2, 3, 4]) await t.register(person(n));
    const ids = (await list()).json().items.map((p: { id: string }) => p.id) as string[];
    for (const status of ATTENDANCE) {
      const res = await patch(ids[0]!, status);
      expect(res.statusCode).toBe(200);
      expect(res.json().items[0].status).toBe(status);
      expect(res.json().event.counts[status]).toBeGreaterThanOrEqual(1);
    }
    // Person 1 moved to the waiting list gave the seat to person 3 (first waiting), not back to
    // themselves; cancelled last, their place on the list is gone.
    expect(ATTENDANCE.at(-1)).toBe('cancelled');
    const after = (await list()).json();
    expect(after.items.map((p: { status: string }) => p.status)).toEqual([
      'cancelled',
      'registered',
      'registered',
      'waitlisted',
    ]);
    const held = HOLDS_SEAT.reduce((sum, s) => sum + after.event.counts[s], 0);
    expect(held).toBe(2);
    // A no-show keeps the seat that was theirs: nobody moves up.
    expect((await patch(ids[1]!, 'no-show')).json().event.counts.waitlisted).toBe(1);
  });

  it('the CSV is the list, one row a person', async () => {
    for (const n of [1, 2, 3]) await t.register(person(n));
    const res = await t.app.inject({
      url: '/api/events/7001/registrations.csv',
      headers: t.auth,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="registrations-private-5g-open-day.csv"',
    );
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    const cells = (line: string) => line.split(',').map((cell) => cell.replace(/^"|"$/g, ''));
    expect(cells(lines[0]!)).toEqual([
      'reference',
      'name',
      'email',
      'company',
      'status',
      'created_at',
    ]);
    expect(lines.slice(1).map((line) => cells(line).slice(0, 5).join(','))).toEqual([
      'E-2030-0001,Person 1,person1@example.com,Acme Ports,registered',
      'E-2030-0002,Person 2,person2@example.com,Acme Ports,registered',
      'E-2030-0003,Person 3,person3@example.com,Acme Ports,waitlisted',
    ]);
  });

  it('refuses what does not fit: 400 naming the field, 404 for what is not there, 401 without a session', async () => {
    await t.register(person(1));
    const [id] = (await list()).json().items.map((p: { id: string }) => p.id) as string[];
    const bad = await patch(id!, 'checked-in');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues.map((i: { path: string }) => i.path)).toContain('status');
    expect((await patch('no-such-registration', 'attended')).statusCode).toBe(404);
    expect((await patch(id!, 'attended', 9999)).statusCode).toBe(404);
    const anonymous = await t.app.inject({ url: '/api/events/7001/registrations' });
    expect(anonymous.statusCode).toBe(401);
    const link = await t.app.inject({
      method: 'PUT',
      url: '/api/events/7001/link',
      headers: t.auth,
      payload: { online_link: 'http://meet.example/plain' },
    });
    expect(link.statusCode).toBe(400);
    expect(link.json().issues[0].path).toBe('online_link');
  });
});

describe('the events in the editor', () => {
  let t: EventApp;
  beforeEach(async () => (t = await eventApp()));
  afterEach(() => t.app.close());

  it('refuses a capacity below the seats already taken, with a message naming it', async () => {
    for (const n of [1, 2]) await t.register(person(n));
    const res = await t.tryPublish([testEvent({ capacity: 1 })]);
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([
      {
        path: 'content.events.0.capacity',
        message: expect.stringMatching(/^Capacity 1 is below the 2 seats already taken/),
      },
    ]);
    // Two seats still fit; more seats move the waiting list up.
    await t.register(person(3));
    await t.publishEvents([testEvent({ capacity: 3 })]);
    t.app.eventRegistrations.fillFreeSeats();
    expect((await list()).json().event.counts).toMatchObject({ registered: 3, waitlisted: 0 });
  });

  const list = () => t.app.inject({ url: '/api/events/7001/registrations', headers: t.auth });

  it.each([
    ['without a zone', { timeZone: '' }, 'timeZone'],
    ['in a zone that does not exist', { timeZone: 'Mars/Olympus' }, 'timeZone'],
    ['with an offset instead of a zone', { starts: '2030-01-10T10:00+01:00' }, 'starts'],
  ])('refuses a time %s, naming the field', async (_what, change, field) => {
    const res = await t.tryPublish([{ ...testEvent(), ...change }]);
    expect(res.statusCode).toBe(400);
    const paths = res.json().issues.map((i: { path: string }) => i.path);
    expect(paths).toContain(`content.events.0.${field}`);
  });
});
