import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messagesIn } from '@shared/messages/all-languages';
import { defaultSiteData } from '@shared/site-content/defaults';
import { CHAT_DATA_PATH, sitePaths } from '@shared/site-content/site-paths';
import type { ChatKnowledge } from '~/lib/site-data';
import type { TestApp } from '../api/helpers';
import { englishAndFrench, FRENCH } from '../support/french-chat-fixture';
import { localizedService } from '../support/languages-fixture';
import { publishedBuiltSite } from './built-site-app';
import { requireBuild } from './require-build';

// The chat and the 404 page speak the visitor's language (issue 54 item 6, decision 054 section
// i54-chat-404), as the production build serves a site in English and French: an unknown address
// under /fr answers French's 404 page, any other the default's; /fr/_data/chat.json is French's
// knowledge, its links under /fr.

const ORIGIN = 'https://www.firm.example';
let app: TestApp;
const get = (url: string) => app.inject({ url });

let close: () => Promise<void>;

beforeAll(async () => {
  requireBuild('build/client/index.html', 'build/ssr/render-page.js');
  ({ app, close } = await publishedBuiltSite('language-chat-404', ORIGIN, englishAndFrench()));
}, 120_000);
afterAll(() => close());

const opening = (html: string) => /<html[^>]*>/.exec(html)?.[0];
/** The 404 page's link home: its address and words. */
const homeLink = (href: string, words: string) => new RegExp(`<a [^>]*href="${href}"[^>]*>${words}<`);
const heading = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];

describe('the 404 page per language', () => {
  it('answers an unknown address under /fr with French’s 404 page', async () => {
    for (const url of ['/fr/does-not-exist', '/fr/services/no-such-service', '/fr/a/b/']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(opening(res.body)).toBe('<html lang="fr">');
      expect(heading(res.body)).toBe(FRENCH.notFound.heading);
      expect(res.body).toContain('<meta name="robots" content="noindex">');
    }
    const page = (await get('/fr/does-not-exist')).body;
    expect(page).toContain(FRENCH.notFound.text);
    // The catalogue's words, and the way home stays in French.
    expect(page).toMatch(homeLink('/fr', messagesIn('fr', 'notFound').home()));
    expect(page).not.toContain(defaultSiteData.pages.notFound.heading);
  });

  it('answers every other unknown address with the default language’s', async () => {
    for (const url of ['/does-not-exist', '/french/x', '/FR/x', '/services/fr']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(opening(res.body)).toBe('<html lang="en">');
      expect(heading(res.body)).toBe(defaultSiteData.pages.notFound.heading);
      expect(res.body).toMatch(homeLink('/', messagesIn('en', 'notFound').home()));
    }
  });
});

describe('the chat’s knowledge per language', () => {
  const knowledge = async (url: string) => {
    const res = await get(url);
    expect(res.statusCode, url).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    return res.json() as ChatKnowledge;
  };

  it('serves French’s under /fr, in French words, linking French pages', async () => {
    const french = await knowledge(`/fr${CHAT_DATA_PATH}`);
    expect(french.texts.greeting).toBe(FRENCH.greeting);
    const fibre = french.topics.find((t) => t.title === FRENCH.service.title);
    expect(fibre).toMatchObject({
      answer: FRENCH.answer,
      link: { label: FRENCH.service.title, href: `/fr${sitePaths.service(FRENCH.service.slug)}` },
    });
    expect(fibre!.keywords.slice(0, FRENCH.keywords.length)).toEqual(FRENCH.keywords);
    // Every link is a French page (an untranslated service's at its default slug, under /fr).
    for (const { link } of french.topics) if (link) expect(link.href).toMatch(/^\/fr\//);
    expect((await get(french.topics.find((t) => t.link)!.link!.href)).statusCode).toBe(200);
  });

  it('keeps the default language’s at /_data/chat.json', async () => {
    const english = await knowledge(CHAT_DATA_PATH);
    expect(english.texts.greeting).toBe(defaultSiteData.chat.greeting);
    expect(english.topics.find((t) => t.title === localizedService.title)?.link?.href).toBe(
      sitePaths.service(localizedService.slug),
    );
    expect(JSON.stringify(english)).not.toContain('/fr/');
  });
});
