import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messagesIn } from '@shared/messages/all-languages';
import { defaultSiteData } from '@shared/site-content/defaults';
import { sitePaths } from '@shared/site-content/site-paths';
import type { TestApp } from '../helpers';
import { adminApp, putSiteContent } from '../site-content/site-content-app';
import { testEvent } from './event-app';

// GET /{lang}/events/{slug}.ics (issue 54 item 6): the calendar file of another language's event
// page, under its prefix and its slug, with the overlay's title, place and summary, the
// catalogue's words in that language and the language's page; an untranslated event in the
// default's words at its (untranslated) address, as its page is; an unknown prefix a 404.

const ORIGIN = 'https://firm.example';
const translated = testEvent();
const untranslated = testEvent({ id: 7002, slug: 'fibre-splicing-workshop', title: 'Splicing' });
const FR = {
  slug: 'journee-5g-privee',
  title: 'Journée portes ouvertes 5G privée',
  place: 'Campus du port, quai 4, Hambourg',
  summary: 'Une visite du chantier.',
};

const parse = (body: string) =>
  new ICAL.Event(new ICAL.Component(ICAL.parse(body)).getFirstSubcomponent('vevent')!);

describe('the .ics in another language', () => {
  let app: TestApp;
  const get = (url: string) => app.inject({ url });

  beforeAll(async () => {
    let auth;
    ({ app, auth } = await adminApp({ publicOrigin: ORIGIN }));
    const content = {
      ...defaultSiteData,
      identity: {
        ...defaultSiteData.identity,
        languages: [
          { tag: 'en', name: 'English' },
          { tag: 'fr', name: 'Français' },
        ],
      },
      events: [translated, untranslated],
      translations: { fr: { events: { [translated.id]: FR } } },
    };
    const res = await putSiteContent(app, content, 0, auth);
    expect(res.statusCode, res.body).toBe(201);
  });
  afterAll(() => app.close());

  it('is the French page’s event: its words, its slug, its page, the catalogue in French', async () => {
    const res = await get(`/fr${sitePaths.event(FR.slug)}.ics`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${FR.slug}.ics"`);
    const event = parse(res.body);
    expect(event.summary).toBe(FR.title);
    expect(event.location).toBe(FR.place);
    expect(event.description).toContain(FR.summary);
    const page = `${ORIGIN}/fr${sitePaths.event(FR.slug)}`;
    expect(event.description).toContain(messagesIn('fr', 'ics').details({ page }));
    expect(event.component.getFirstPropertyValue('url')).toBe(page);
    expect(event.startDate.toJSDate().toISOString()).toBe('2030-01-10T09:00:00.000Z');

    // The default language's file is as it was; both are one entry in a calendar (one UID).
    const english = parse((await get(`${sitePaths.event(translated.slug)}.ics`)).body);
    expect(english.summary).toBe(translated.title);
    expect(english.description).toContain(
      messagesIn('en', 'ics').details({ page: `${ORIGIN}${sitePaths.event(translated.slug)}` }),
    );
    expect(english.uid).toBe(event.uid);
  });

  it('an untranslated event is the default’s words at its French address, as its page is', async () => {
    const res = await get(`/fr${sitePaths.event(untranslated.slug)}.ics`);
    expect(res.statusCode, res.body).toBe(200);
    const event = parse(res.body);
    expect(event.summary).toBe(untranslated.title);
    expect(event.location).toBe(untranslated.place);
    const page = `${ORIGIN}/fr${sitePaths.event(untranslated.slug)}`;
    expect(event.description).toContain(messagesIn('fr', 'ics').details({ page }));
  });

  it('answers 404 where no French page is: the default’s slug of a translated event', async () => {
    const res = await get(`/fr${sitePaths.event(translated.slug)}.ics`);
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('not_found');
  });

  it('answers 404 for a prefix that is no language of the site (the default’s tag too)', async () => {
    for (const prefix of ['/de', '/en', '/FR']) {
      const res = await get(`${prefix}${sitePaths.event(FR.slug)}.ics`);
      expect(res.statusCode, prefix).toBe(404);
      expect(res.json(), prefix).toMatchObject({
        error: 'not_found',
        message: expect.stringContaining(`${prefix}/`),
      });
    }
    const long = await get(`/${'a'.repeat(41)}${sitePaths.event(FR.slug)}.ics`);
    expect(long.statusCode).toBe(400);
    expect(long.json().error).toBe('validation_failed');
  });
});
