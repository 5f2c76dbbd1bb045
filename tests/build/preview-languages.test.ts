import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messagesIn } from '@shared/messages/all-languages';
import { collectionDef } from '@shared/site-content/collections';
import type { SiteData } from '@shared/site-content/schema';
import { sitePaths } from '@shared/site-content/site-paths';
import { bearer, createAdmin, createTestApp, login, type TestApp } from '../api/helpers';
import { builtSiteOptions } from './built-site-app';
import { localizedService, SLUGS, threeLanguages } from '../support/languages-fixture';
import { requireBuild } from './require-build';

// Issue 54 in what a reviewer and a visitor get beyond the pages themselves, as the production
// build renders it: a preview link shows every language's pages under the link, each switching to
// the others; another language's event page links to its own .ics, which speaks that language.

const ORIGIN = 'https://www.firm.example';
const servicePath = (slug: string) =>
  collectionDef('services').page!.path({ ...localizedService, slug } as never);

/** The three-language site with the first event's French slug and title of its own. */
function withFrenchEvent(): { content: SiteData; event: { id: number; slug: string } } {
  const content = threeLanguages();
  const event = content.events[0]!;
  const fr = { title: `${event.title} (fr)`, slug: 'journee-portes-ouvertes' };
  const events = (content.translations!.fr as { events: Record<string, object> }).events;
  events[event.id] = { ...events[event.id], ...fr };
  return { content, event: { id: event.id, slug: fr.slug } };
}

let dataDir: string;
let app: TestApp;
let auth: { authorization: string };
const { content, event } = withFrenchEvent();
const get = (url: string) => app.inject({ url });

beforeAll(async () => {
  requireBuild('build/client/index.html', 'build/ssr/render-page.js');
  dataDir = mkdtempSync(join(tmpdir(), 'preview-languages-'));
  app = await createTestApp(builtSiteOptions(dataDir, ORIGIN));
  await createAdmin(app);
  auth = bearer((await login(app)).access_token);
  const payload = { content, base_version: 0 };
  const res = await app.inject({ method: 'PUT', url: '/api/site-content', headers: auth, payload });
  expect(res.statusCode, res.body).toBe(201);
}, 120_000);
afterAll(async () => {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a preview link in another language', () => {
  it('opens at the French page: its words, lang="fr", the switcher under the link', async () => {
    const shared = await app.inject({
      method: 'POST',
      url: '/api/site-content/preview-links',
      headers: auth,
      payload: { version: 1 },
    });
    expect(shared.statusCode, shared.body).toBe(201);
    const root = new URL(shared.json<{ url: string }>().url).pathname.replace(/\/$/, '');

    const french = await get(`${root}/fr${servicePath(SLUGS.fr)}`);
    expect(french.statusCode).toBe(200);
    expect(french.body).toMatch(/<html\b[^>]*\blang="fr"/);
    expect(french.body).toContain(`${localizedService.title} (fr)`);
    expect(french.body).toMatch(/Preview of version 1<\/strong>/);
    // The switcher leads to the page in each language, still under the link.
    expect(french.body).toContain(`href="${root}${servicePath(localizedService.slug)}"`);
    expect(french.body).toContain(`href="${root}/ar${servicePath(SLUGS.ar)}"`);

    const arabic = await get(`${root}/ar${servicePath(SLUGS.ar)}`);
    expect(arabic.statusCode).toBe(200);
    expect(arabic.body).toMatch(/<html\b[^>]*\blang="ar" dir="rtl"/);
    // An address under the prefix that is no page: the French 404 page, as on the site.
    const missing = await get(`${root}/fr/nothing-here`);
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toMatch(/<html\b[^>]*\blang="fr"/);
    const english = await get(`${root}${servicePath(localizedService.slug)}`);
    expect(english.body).toMatch(/<html\b[^>]*\blang="en"/);
    expect(english.body).toContain(`href="${root}/fr${servicePath(SLUGS.fr)}"`);
  });
});

describe('an event page in another language', () => {
  it('links to its language’s .ics, which is the French event', async () => {
    const page = await get(`/fr${sitePaths.event(event.slug)}`);
    expect(page.statusCode).toBe(200);
    const ics = `/fr${sitePaths.event(event.slug)}.ics`;
    expect(page.body).toContain(`href="${ics}"`);
    const english = content.events[0]!;
    expect((await get(sitePaths.event(english.slug))).body).toContain(
      `href="${sitePaths.event(english.slug)}.ics"`,
    );

    const file = await get(ics);
    expect(file.statusCode, file.body).toBe(200);
    const vevent = new ICAL.Component(ICAL.parse(file.body)).getFirstSubcomponent('vevent')!;
    expect(new ICAL.Event(vevent).summary).toBe(`${english.title} (fr)`);
    const url = `${ORIGIN}/fr${sitePaths.event(event.slug)}`;
    expect(new ICAL.Event(vevent).description).toContain(
      messagesIn('fr', 'ics').details({ page: url }),
    );
  });
});
