import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messagesIn } from '@shared/messages/all-languages';
import { collectionDef } from '@shared/site-content/collections';
import { defaultSiteData } from '@shared/site-content/defaults';
import { sitePaths } from '@shared/site-content/site-paths';
import type { TestApp } from '../api/helpers';
import { englishAndFrench, FRENCH } from '../support/french-chat-fixture';
import { publishedBuiltSite } from './built-site-app';
import { requireBuild } from './require-build';

// The public site's built-in words (headings, labels, buttons of the pages, the header, the
// footer, the theme menu, the fixed pages' titles) come from the catalogues (issue 54 items 6
// and 7): a French visitor reads them in French, an English one in English, as the production
// build serves a site in both.

const ORIGIN = 'https://www.firm.example';
let app: TestApp;

let close: () => Promise<void>;

beforeAll(async () => {
  requireBuild('build/client/index.html', 'build/ssr/render-page.js');
  ({ app, close } = await publishedBuiltSite('language-built-in-texts', ORIGIN, englishAndFrench()));
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
