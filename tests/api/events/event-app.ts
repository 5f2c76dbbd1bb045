import type { Response } from 'light-my-request';
import { defaultSiteData } from '@shared/site-content/defaults';
import type { Event } from '@shared/site-content/collections/events';
import type { BuildAppOptions } from '../../../server/src/app';
import { adminApp, putSiteContent } from '../site-content/site-content-app';
import { manualClock, type TestApp } from '../helpers';

// An app whose clock the test moves, with events of the test's own published: what the event
// tests start from.

/** The clock's start: 2030-01-01T00:00Z (a Tuesday; the events below are nine days later). */
export const START = Date.parse('2030-01-01T00:00:00Z');

/** An event in Berlin on 10 January 2030, 10:00-12:00, registration until the 9th at noon. */
export function testEvent(overrides: Partial<Event> = {}): Event {
  return {
    id: 7001,
    slug: 'private-5g-open-day',
    title: 'Private 5G open day',
    kind: 'site visit',
    starts: '2030-01-10T10:00',
    ends: '2030-01-10T12:00',
    timeZone: 'Europe/Berlin',
    mode: 'in person',
    place: 'Harbour campus, Pier 4, Hamburg',
    summary: 'A walk through the yard.',
    capacity: 2,
    registrationCloses: '2030-01-09T12:00',
    services: ['wireless-systems'],
    ...overrides,
  };
}

export interface EventApp {
  app: TestApp;
  auth: { authorization: string };
  clock: ReturnType<typeof manualClock>;
  /** Publishes the defaults with these events instead of the samples; 201 or throws. */
  publishEvents(events: Event[]): Promise<void>;
  /** The same publish, answered whatever it says (a refusal to check). */
  tryPublish(events: unknown[]): InjectAnswer;
  /** POST /api/event-registrations. */
  register(body: Record<string, unknown>): InjectAnswer;
}

type InjectAnswer = Promise<Response>;

/** The event tests' app: a manual clock, an admin signed in, `events` published. */
export async function eventApp(
  events: Event[] = [testEvent()],
  overrides: Partial<BuildAppOptions> = {},
): Promise<EventApp> {
  const clock = manualClock(START);
  const { app, auth } = await adminApp({ now: clock.now, ...overrides });
  let version = 0;
  const tryPublish = async (list: unknown[]) => {
    const res = await putSiteContent(app, { ...defaultSiteData, events: list }, version, auth);
    if (res.statusCode === 201) version = res.json<{ version: number }>().version;
    return res;
  };
  const publishEvents = async (list: Event[]) => {
    const res = await tryPublish(list);
    if (res.statusCode !== 201) throw new Error(`publish failed: ${res.statusCode} ${res.body}`);
  };
  await publishEvents(events);
  const register = (body: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: '/api/event-registrations', payload: body });
  return { app, auth, clock, publishEvents, tryPublish, register };
}

/** A person's sign-up for the test event. */
export const person = (n: number, event = 'private-5g-open-day') => ({
  event,
  name: `Person ${n}`,
  email: `person${n}@example.com`,
  company: 'Acme Ports',
});
