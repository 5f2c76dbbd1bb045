import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LEAD_KIND_SPECS } from '@shared/lead-kinds';
import { eventApp, person, testEvent, type EventApp } from './event-app';

describe('POST /api/event-registrations', () => {
  let t: EventApp;
  beforeEach(async () => (t = await eventApp()));
  afterEach(() => t.app.close());

  it('gives a seat with a reference while seats are free, then the waiting list, and says which', async () => {
    const answers = [];
    for (const n of [1, 2, 3]) answers.push(await t.register(person(n)));
    expect(answers.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    const bodies = answers.map((r) => r.json());
    expect(bodies.map((b) => b.status)).toEqual(['registered', 'registered', 'waitlisted']);
    expect(bodies.map((b) => b.reference)).toEqual(['E-2030-0001', 'E-2030-0002', 'E-2030-0003']);
    for (const body of bodies)
      expect(Object.keys(body).sort()).toEqual(['created_at', 'id', 'reference', 'status']);
    // Stored as the answer said, with the event as it was.
    const stored = t.app.repos.leads.get('registration', bodies[2].id);
    expect(stored).toMatchObject({
      attendance: 'waitlisted',
      event_id: 7001,
      event_title: 'Private 5G open day',
      event_capacity: 2,
      company: 'Acme Ports',
    });
  });

  it('an event without a capacity takes everyone', async () => {
    await t.publishEvents([testEvent({ capacity: null })]);
    for (const n of [1, 2, 3, 4]) {
      expect((await t.register(person(n))).json().status).toBe('registered');
    }
  });

  it('spam holds no seat, but is answered as a person would be', async () => {
    const spam = await t.register({ ...person(1), website: 'http://spam.example' });
    expect(spam.statusCode).toBe(201);
    expect(spam.json().status).toBe('registered');
    expect(t.app.repos.leads.get('registration', spam.json().id)).toMatchObject({
      status: 'spam',
    });
    // Both seats are still free for people.
    expect((await t.register(person(2))).json().status).toBe('registered');
    expect((await t.register(person(3))).json().status).toBe('registered');
    expect((await t.register(person(4))).json().status).toBe('waitlisted');
  });

  it('an unknown event is a 404 naming it', async () => {
    const res = await t.register(person(1, 'no-such-event'));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      error: 'event_not_found',
      issues: [{ path: 'event', message: expect.any(String) }],
    });
  });

  it("spam past its sender's daily share, counted and not stored, still says a status", async () => {
    const counting = await eventApp([testEvent()], { spamStoredPerAddressPerDay: 0 });
    try {
      const res = await counting.register({ ...person(1), website: 'http://spam.example' });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({ reference: 'E-2030-0000', status: 'registered' });
      expect(Object.keys(res.json()).sort()).toEqual(['created_at', 'id', 'reference', 'status']);
    } finally {
      await counting.app.close();
    }
  });

  it.each([
    ['name', { name: '' }],
    ['email', { email: 'not-an-address' }],
    ['event', { event: 'Not A Slug!' }],
    ['event', { event: undefined }],
    ['company', { company: 'x'.repeat(201) }],
  ])('a bad %s is a 400 naming it', async (field, change) => {
    const res = await t.register({ ...person(1), ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('validation_failed');
    expect(res.json().issues.map((i: { path: string }) => i.path)).toContain(field);
  });

  it('after registration closes: 409 event_closed, saying when it closed', async () => {
    // 2030-01-09 12:00 in Berlin is 11:00 UTC: a minute before, then at it.
    t.clock.advance(Date.parse('2030-01-09T10:59:00Z') - t.clock.now());
    expect((await t.register(person(1))).statusCode).toBe(201);
    t.clock.advance(60_000);
    const res = await t.register(person(2));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: 'event_closed' });
    expect(res.json().message).toMatch(/closed on January 9, 2030, 12:00\sPM GMT\+1/);
  });

  it('the API document declares the 409 with the error body', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json();
    const path = LEAD_KIND_SPECS.registration.path.replace(/^\/api/, '');
    const responses = (doc.paths[path] ?? doc.paths[LEAD_KIND_SPECS.registration.path]).post
      .responses;
    expect(Object.keys(responses)).toContain('409');
  });

  it('a past event: 409 event_closed, saying it is over', async () => {
    t.clock.advance(Date.parse('2030-01-10T11:00:00Z') - t.clock.now());
    const res = await t.register(person(1));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: 'event_closed' });
    expect(res.json().message).toContain('is over');
  });
});
