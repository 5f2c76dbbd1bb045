import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contact } from '@shared/lead-kinds/contact';
import { registration } from '@shared/lead-kinds/registration';
import type { KindsTexts } from '@shared/lead-kinds/kind-texts';
import { messagesIn } from '@shared/messages/all-languages';
import { defaultSiteData } from '@shared/site-content/defaults';
import { bearer, createAdmin, createTestApp, login, type TestApp } from '../helpers';
import { ALTCHA_KEY, fetchChallenge, solve } from '../altcha/helpers';
import { person, testEvent } from '../events/event-app';
import { startSmtpServer, type SmtpTestServer } from '../notifications/smtp-test-server';
import { putSiteContent } from '../site-content/site-content-app';

// A lead records the language of the page its form was sent from (issue 54, item 6): the inbox
// and the CSV show it, and what the visitor is sent speaks it (the acknowledgement, an event's
// confirmation and .ics, a refused body's messages), whatever the site's default language.

/** A compiled message of a kind's words in French, by its path. */
function french(path: string): (d?: Record<string, unknown>) => string {
  const [kind, ...rest] = path.split('.');
  let node: unknown = (messagesIn('fr', 'leadKinds') as KindsTexts)[kind!];
  for (const key of rest) node = (node as KindsTexts)[key];
  if (typeof node !== 'function') throw new Error(`fr has no leadKinds.${path}`);
  return node as (d?: Record<string, unknown>) => string;
}

/** The CSV's header and rows as lists of cells (no cell here holds a comma). */
const readCsv = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n')
    .map((line) => line.split(',').map((cell) => cell.replace(/^"|"$/g, '')));

/** The test event's words on its French page. */
const FRENCH_EVENT = { slug: 'journee-5g-privee', title: 'Journée 5G privée', place: 'Quai 4' };

describe('the lead’s language (an English site that speaks French too)', () => {
  let smtp: SmtpTestServer;
  let app: TestApp;
  let auth: { authorization: string };

  const send = async (url: string, payload: Record<string, unknown>) => {
    const altcha = await solve(await fetchChallenge(app));
    return app.inject({ method: 'POST', url, payload: { ...payload, altcha } });
  };
  const contactFrom = (email: string, language?: string) =>
    send(contact.path, { name: 'Marie Curie', email, message: 'Bonjour', language });
  const mailTo = (address: string) => smtp.mails.find((m) => m.envelopeTo.includes(address));

  beforeAll(async () => {
    smtp = await startSmtpServer();
    app = await createTestApp({
      smtpUrl: smtp.url,
      smtpRequireTls: false,
      notifyFrom: 'website@firm.example',
      autoReply: true,
      altcha: { hmacKey: ALTCHA_KEY },
      publicOrigin: 'https://firm.example',
    });
    await createAdmin(app);
    auth = bearer((await login(app)).access_token);
    const languages = [
      { tag: 'en', name: 'English' },
      { tag: 'fr', name: 'Français' },
    ];
    const event = testEvent({ registrationCloses: null });
    const content = {
      ...defaultSiteData,
      identity: { ...defaultSiteData.identity, languages },
      events: [event],
      translations: { fr: { events: { [event.id]: FRENCH_EVENT } } },
    };
    expect((await putSiteContent(app, content, 0, auth)).statusCode).toBe(201);
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  it('a lead from a French page: French acknowledgement; the inbox and the CSV say fr', async () => {
    const res = await contactFrom('marie@example.fr', 'fr');
    expect(res.statusCode).toBe(201);
    const { id, reference } = res.json();
    await app.notifications.drain();
    const mail = mailTo('marie@example.fr');
    expect(mail?.headers.subject).toBe(french('contact.acknowledgement.subject')({ reference }));
    expect(mail?.text).toMatch(/^Bonjour,/);

    const item = await app.inject({ url: `${contact.path}/${id}`, headers: auth });
    expect(item.json().language).toBe('fr');
    const csv = await app.inject({ url: `${contact.path}.csv`, headers: auth });
    const [header, ...rows] = readCsv(csv.body);
    expect(header!.at(-1)).toBe('language');
    expect(rows.find((row) => row.includes(reference))?.at(-1)).toBe('fr');
  });

  it('a tag the site does not speak, or none, is stored as the default (en), never refused', async () => {
    for (const [email, language] of [
      ['one@example.com', 'de'],
      ['two@example.com', '<script>'],
      ['three@example.com', undefined],
    ] as const) {
      const res = await contactFrom(email, language);
      expect(res.statusCode, String(language)).toBe(201);
      const item = await app.inject({ url: `${contact.path}/${res.json().id}`, headers: auth });
      expect(item.json().language).toBe('en');
    }
    await app.notifications.drain();
    expect(mailTo('one@example.com')?.headers.subject).toMatch(/^We received your message/);
  });

  it('the inbox and its CSV filter by language; a tag the site does not speak is a 400', async () => {
    const list = (query: string) => app.inject({ url: `${contact.path}${query}`, headers: auth });
    const french = await contactFrom('filter-fr@example.fr', 'fr');
    const before = await contactFrom('filter-old@example.com');
    // A lead stored before languages were recorded counts as the default language's.
    app.db.sqlite
      .prepare('UPDATE contact_submissions SET language = NULL WHERE id = ?')
      .run(before.json().id);
    const ids = async (query: string) =>
      (await list(query)).json().items.map((item: { id: string }) => item.id);
    const inFrench = await ids('?language=fr&limit=100');
    expect(inFrench).toContain(french.json().id);
    expect(inFrench).not.toContain(before.json().id);
    const inEnglish = await ids('?language=en&limit=100');
    expect(inEnglish).toContain(before.json().id);
    expect(inEnglish).not.toContain(french.json().id);
    const csv = readCsv((await list('.csv?language=fr')).body);
    expect(csv.slice(1).every((row) => row.at(-1) === 'fr')).toBe(true);
    for (const query of ['?language=de', '.csv?language=de']) {
      const refused = await list(query);
      expect(refused.statusCode, query).toBe(400);
      expect(refused.json()).toMatchObject({
        error: 'validation_failed',
        issues: [{ path: 'language', message: expect.stringContaining('"de"') }],
      });
    }
  });

  it('a refused body is answered in the language it says it was sent in', async () => {
    const refuse = async (language?: string) => {
      const payload = { name: ' ', email: 'x@example.com', message: 'Hi', language };
      const res = await app.inject({ method: 'POST', url: contact.path, payload });
      expect(res.statusCode).toBe(400);
      return res.json().issues.find((i: { path: string }) => i.path === 'name')?.message;
    };
    const label = french('contact.fields.name.label')();
    expect(await refuse('fr')).toBe(messagesIn('fr', 'formErrors').required({ label }));
    expect(await refuse()).toBe(`${contact.fields.name.label} is required`);
  });

  it('a registration from a French page: its confirmation and .ics are in French', async () => {
    const res = await send(registration.path, { ...person(1), language: 'fr' });
    expect(res.statusCode).toBe(201);
    await app.notifications.drain();
    const mail = mailTo('person1@example.com');
    expect(mail?.text).toContain(messagesIn('fr', 'event').registered());
    // The event as its French page shows it, and that page (the French file's own address).
    const page = `https://firm.example/fr/events/${FRENCH_EVENT.slug}`;
    expect(mail?.text).toContain(messagesIn('fr', 'event').details({ page }));
    const vevent = new ICAL.Component(ICAL.parse(mail!.calendar)).getFirstSubcomponent('vevent');
    const event = new ICAL.Event(vevent!);
    expect(event.summary).toBe(FRENCH_EVENT.title);
    expect(event.location).toBe(FRENCH_EVENT.place);
    expect(event.description).toContain(messagesIn('fr', 'ics').details({ page }));
    expect(event.description).not.toContain(messagesIn('en', 'ics').details({ page }));
    const served = await app.inject({ url: `/fr/events/${FRENCH_EVENT.slug}.ics` });
    expect(
      new ICAL.Event(new ICAL.Component(ICAL.parse(served.body)).getFirstSubcomponent('vevent')!)
        .summary,
    ).toBe(event.summary);
  });
});
