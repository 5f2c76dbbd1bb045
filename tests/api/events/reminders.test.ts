import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultSiteData } from '@shared/site-content/defaults';
import type { Event } from '@shared/site-content/collections/events';
import { ALTCHA_KEY, fetchChallenge, solve } from '../altcha/helpers';
import { bearer, createAdmin, createTestApp, login, manualClock, type TestApp } from '../helpers';
import { startSmtpServer, type SmtpTestServer } from '../notifications/smtp-test-server';
import { person, START, testEvent } from './event-app';

// The reminder the day before (issue 51): at the event's start time on the day before, on its own
// clock; once per person holding a seat, whatever runs it (the timer, the sweep, a start after
// the server was down), also across restarts.

const at = (iso: string) => Date.parse(iso);

describe('the reminder the day before, on a test clock', () => {
  let dir: string;
  let smtp: SmtpTestServer;
  const clock = manualClock(START);
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'reminders-'));
    smtp = await startSmtpServer();
  });
  afterAll(async () => {
    await smtp.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const open = () =>
    createTestApp({
      databasePath: join(dir, 'site.db'),
      now: clock.now,
      smtpUrl: smtp.url,
      smtpRequireTls: false,
      notifyFrom: 'website@firm.example',
      altcha: { hmacKey: ALTCHA_KEY },
      publicOrigin: 'https://firm.example',
    });
  const reminders = () => smtp.mails.filter((m) => m.headers.subject?.startsWith('Tomorrow:'));
  const setClock = (ms: number) => clock.advance(ms - clock.now());

  it('reminds each seat once, at 10:00 Berlin the day before; a restart sends none again', async () => {
    let app: TestApp = await open();
    await createAdmin(app);
    const auth = bearer((await login(app)).access_token);
    // 10:00 in New York the day after the clocks go forward (10 March 2030): its reminder is at
    // 10:00 EST on the 9th, 15:00 UTC, not 24 hours before (14:00 UTC).
    const newYork: Event = testEvent({
      id: 7003,
      slug: 'fibre-day-new-york',
      title: 'Fibre day',
      starts: '2030-03-10T10:00',
      ends: '2030-03-10T12:00',
      timeZone: 'America/New_York',
      registrationCloses: null,
      place: 'Pier 17, New York',
    });
    const published = await app.inject({
      method: 'PUT',
      url: '/api/site-content',
      headers: auth,
      payload: { content: { ...defaultSiteData, events: [testEvent(), newYork] }, base_version: 0 },
    });
    expect(published.statusCode).toBe(201);
    const signUp = async (body: Record<string, unknown>) =>
      app.inject({
        method: 'POST',
        url: '/api/event-registrations',
        payload: { ...body, altcha: await solve(await fetchChallenge(app)) },
      });
    // Berlin: two seats and one waiting; New York: one seat.
    const answers = [];
    for (const n of [1, 2, 3]) answers.push((await signUp(person(n))).json().status);
    expect(answers).toEqual(['registered', 'registered', 'waitlisted']);
    expect((await signUp(person(4, 'fibre-day-new-york'))).statusCode).toBe(201);

    // A minute before 10:00 in Berlin on the 9th: nothing; at it: the two seats.
    setClock(at('2030-01-09T08:59:00Z'));
    expect(app.eventReminders.runDue()).toBe(0);
    setClock(at('2030-01-09T09:00:00Z'));
    expect(app.eventReminders.runDue()).toBe(2);
    expect(app.eventReminders.runDue()).toBe(0);
    await app.notifications.drain();
    expect(
      reminders()
        .map((m) => m.envelopeTo[0])
        .sort(),
    ).toEqual(['person1@example.com', 'person2@example.com']);
    const [mail] = reminders();
    expect(mail?.headers.subject).toMatch(/^Tomorrow: Private 5G open day \(E-2030-000[12]\)$/);
    expect(mail?.text).toContain('Your seat is confirmed.');
    expect(mail?.calendar).toContain('SUMMARY:Private 5G open day');

    // The New York one, while the server is down: it stops before 15:00 UTC on 9 March ...
    setClock(at('2030-03-09T14:30:00Z'));
    expect(app.eventReminders.runDue()).toBe(0);
    await app.close();
    // ... and starts after it: the missed reminder goes at start, once.
    setClock(at('2030-03-09T15:30:00Z'));
    app = await open();
    await app.notifications.drain();
    expect(reminders().map((m) => m.envelopeTo[0])).toContain('person4@example.com');
    expect(reminders()).toHaveLength(3);
    // Another restart, and every pass after it, remind nobody again.
    await app.close();
    app = await open();
    expect(app.eventReminders.runDue()).toBe(0);
    await app.notifications.drain();
    expect(reminders()).toHaveLength(3);
    await app.close();
  }, 60_000);
});
