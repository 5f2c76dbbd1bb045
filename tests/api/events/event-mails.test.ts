import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALTCHA_KEY, fetchChallenge, solve } from '../altcha/helpers';
import { startSmtpServer, type SmtpTestServer } from '../notifications/smtp-test-server';
import { eventApp, person, testEvent, type EventApp } from './event-app';

const LINK = 'https://meet.firm.example/j/8841-2207?pwd=secret';

/** The first event of an iCalendar file, read by a real parser (ical.js). */
function firstEvent(calendar: string) {
  const component = new ICAL.Component(ICAL.parse(calendar));
  return new ICAL.Event(component.getFirstSubcomponent('vevent')!);
}

describe('the mails of a registration (SMTP, a sender and ALTCHA on; AUTO_REPLY off)', () => {
  let smtp: SmtpTestServer;
  let t: EventApp;
  const online = testEvent({
    id: 7002,
    slug: 'private-5g-webinar',
    title: 'Private 5G: a webinar',
    kind: 'webinar',
    mode: 'online',
    place: '',
    capacity: 1,
  });
  const signUp = async (body: Record<string, unknown>) =>
    t.register({ ...body, altcha: await solve(await fetchChallenge(t.app)) });
  const mailsTo = (address: string) => smtp.mails.filter((m) => m.envelopeTo.includes(address));

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await eventApp([testEvent(), online], {
      smtpUrl: smtp.url,
      smtpRequireTls: false,
      notifyFrom: 'website@firm.example',
      altcha: { hmacKey: ALTCHA_KEY },
      publicOrigin: 'https://firm.example',
    });
    const link = await t.app.inject({
      method: 'PUT',
      url: '/api/events/7002/link',
      headers: t.auth,
      payload: { online_link: LINK },
    });
    expect(link.statusCode).toBe(200);
  });
  afterAll(async () => {
    await t.app.close();
    await smtp.close();
  });

  it('confirms a seat with the event, in its own time zone, and its calendar file; nothing the visitor typed', async () => {
    const res = await signUp({
      ...person(1),
      name: 'Eve <b>Mallory</b>',
      company: 'Visit evil.example',
    });
    expect(res.json().status).toBe('registered');
    await t.app.notifications.drain();
    const [mail] = mailsTo('person1@example.com');
    expect(mail?.headers.subject).toBe(
      `Your registration ${res.json().reference}: Private 5G open day`,
    );
    expect(mail?.text).toContain(`Your reference is ${res.json().reference}.`);
    expect(mail?.text).toContain('Your seat is confirmed.');
    expect(mail?.text).toMatch(/When: Thu, January 10, 2030, 10:00\sAM – 12:00\sPM GMT\+1/);
    expect(mail?.text).toContain('Where: Harbour campus, Pier 4, Hamburg');
    expect(mail?.text).toContain('Details: https://firm.example/events/private-5g-open-day');
    expect(mail?.text).not.toMatch(/Eve|Mallory|evil/);
    const event = firstEvent(mail!.calendar);
    expect(event.summary).toBe('Private 5G open day');
    expect(event.startDate.toJSDate().toISOString()).toBe('2030-01-10T09:00:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2030-01-10T11:00:00.000Z');
    expect(event.location).toBe('Harbour campus, Pier 4, Hamburg');
    expect(event.uid).toBe('event-7001@firm.example');
  });

  it('the link to join is in the mails of a seat only, never on the page, its data or its .ics', async () => {
    const seat = await signUp(person(2, 'private-5g-webinar'));
    const waiting = await signUp(person(3, 'private-5g-webinar'));
    expect([seat.json().status, waiting.json().status]).toEqual(['registered', 'waitlisted']);
    await t.app.notifications.drain();
    const [seatMail] = mailsTo('person2@example.com');
    expect(seatMail?.text).toContain(`Online: ${LINK}`);
    expect(firstEvent(seatMail!.calendar).description).toContain(`Join online: ${LINK}`);
    const [waitMail] = mailsTo('person3@example.com');
    expect(waitMail?.text).toContain('you are on the waiting list');
    expect(waitMail?.text).not.toContain(LINK);
    expect(waitMail?.calendar).toBe('');
    // What anyone can fetch: the content, the calendar file.
    const content = await t.app.inject({ url: '/api/site-content' });
    const ics = await t.app.inject({ url: '/events/private-5g-webinar.ics' });
    expect(ics.statusCode).toBe(200);
    for (const body of [content.body, ics.body]) expect(body).not.toContain('meet.firm.example');
  });

  it('a seat freed by a cancellation goes to the first on the waiting list, who is confirmed with it', async () => {
    const list = await t.app.inject({ url: '/api/events/7002/registrations', headers: t.auth });
    const [holder, waiter] = list.json().items as { id: string; email: string }[];
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/events/7002/registrations/${holder!.id}`,
      headers: t.auth,
      payload: { status: 'cancelled' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().event.counts).toMatchObject({ registered: 1, waitlisted: 0, cancelled: 1 });
    await t.app.notifications.drain();
    const mails = mailsTo(waiter!.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]?.text).toContain('Your seat is confirmed.');
    expect(mails[1]?.text).toContain(`Online: ${LINK}`);
    expect(firstEvent(mails[1]!.calendar).summary).toBe('Private 5G: a webinar');
  });
});
