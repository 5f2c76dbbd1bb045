import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messagesIn } from '@shared/messages/all-languages';
import { collectionDef } from '@shared/site-content/collections';
import { defaultSiteData } from '@shared/site-content/defaults';
import { CHAT_DATA_PATH, sitePaths } from '@shared/site-content/site-paths';
import type { ChatKnowledge } from '~/lib/site-data';
import type { TestApp } from '../api/helpers';
import { englishAndFrench, FRENCH } from '../support/french-chat-fixture';
import { localizedService } from '../support/languages-fixture';
import { publishedBuiltSite } from './built-site-app';
import { requireBuild } from './require-build';

// The public site's built-in words (headings, labels, buttons of the pages, the header, the
// footer, the theme menu, the fixed pages' titles) come from the catalogues (issue 54 items 6
// and 7): a French visitor reads them in French, an English one in English, as the production
// build serves a site in both.

// The chat and the 404 page speak the visitor's language (issue 54 item 6, decision 054 section
// i54-chat-404), as the production build serves a site in English and French: an unknown address
// under /fr answers French's 404 page, any other the default's; /fr/_data/chat.json is French's
// knowledge, its links under /fr.

// Both published once, on one app: the tests only read the site.
const ORIGIN = 'https://www.firm.example';
let app: TestApp;
let close: () => Promise<void>;
const get = (url: string) => app.inject({ url });

beforeAll(async () => {
  requireBuild('build/client/index.html', 'build/ssr/render-page.js');
  ({ app, close } = await publishedBuiltSite('language-french-site', ORIGIN, englishAndFrench()));
}, 120_000);
afterAll(() => close());

/** A page's HTML, as the server sends it (quotes of attributes as React writes them). */
async function page(url: string) {
  const res = await app.inject({ url });
  expect(res.statusCode, url).toBe(200);
  return res.body.replaceAll('&#x27;', "'");
}
const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

const fr = { frame: messagesIn('fr', 'frame'), pages: messagesIn('fr', 'pages') };
const en = { frame: messagesIn('en', 'frame'), pages: messagesIn('en', 'pages') };
const event = defaultSiteData.events[0]!;
const eventPath = collectionDef('events').page!.path(event as never);
const name = defaultSiteData.identity.name;

describe('built-in texts per language', () => {
  it('speak French on French’s blog, service, event and downloads pages', async () => {
    const expected: [string, string[]][] = [
      [sitePaths.blog, [fr.pages.blogTitle(), fr.pages.rssFeed(), fr.pages.blogIntro()]],
      [
        `/fr/services/${FRENCH.service.slug}`,
        [
          fr.pages.whatWeDeliver(),
          fr.pages.serviceCtaTitle({ service: FRENCH.service.title }),
          fr.pages.sendMessage(),
        ],
      ],
      [eventPath, [fr.pages.addToCalendar(), `${fr.pages.events()} · `, fr.pages.allEvents()]],
      [sitePaths.downloads, [fr.pages.allCategories(), fr.pages.allServices(), fr.pages.filter()]],
    ];
    for (const [path, words] of expected) {
      const url = path.startsWith('/fr/') ? path : `/fr${path}`;
      const html = await page(url);
      for (const w of words) expect(html, `${url}: ${w}`).toContain(w);
    }
    // The French words are not the English ones (a catalogue that copied English would pass).
    expect(fr.pages.whatWeDeliver()).not.toBe(en.pages.whatWeDeliver());
    expect(await page('/fr/blog')).not.toContain(en.pages.blogTitle());
  });

  it('label French’s header, footer and theme menu in French', async () => {
    const html = await page(`/fr${sitePaths.events}`);
    expect(html).toContain(`aria-label="${fr.frame.mainNav()}"`);
    expect(html).toContain(`aria-label="${fr.frame.theme()}"`);
    expect(html).toContain(`aria-label="${fr.frame.home({ name })}"`);
    expect(html).toContain(fr.frame.skip());
    expect(html).toContain(fr.frame.quote());
    expect(html).toContain(fr.frame.rights());
    expect(html).not.toContain(en.frame.rights());
    expect(html).not.toContain(`aria-label="${en.frame.mainNav()}"`);
  });

  it('title French’s fixed pages in French, in their <head>', async () => {
    const meta = messagesIn('fr', 'pageMeta');
    expect(title(await page(`/fr${sitePaths.events}`))).toBe(`${meta.eventsTitle()} | ${name}`);
    expect(title(await page(`/fr${sitePaths.downloads}`))).toBe(
      `${meta.downloadsTitle()} | ${name}`,
    );
    expect(await page(`/fr${sitePaths.quote}`)).toContain(meta.quoteText());
  });

  it('keep English’s pages in English', async () => {
    const blog = await page(sitePaths.blog);
    expect(blog).toContain(en.pages.blogTitle());
    expect(blog).toContain(`aria-label="${en.frame.mainNav()}"`);
    expect(blog).not.toContain(fr.pages.blogTitle());
    const meta = messagesIn('en', 'pageMeta');
    expect(title(await page(sitePaths.events))).toBe(`${meta.eventsTitle()} | ${name}`);
  });
});


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
