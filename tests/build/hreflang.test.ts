import { beforeAll, describe, expect, it } from 'vitest';
import { collectionDef } from '@shared/site-content/collections';
import { siteLanguages } from '@shared/site-content/languages';
import { sitePaths } from '@shared/site-content/site-paths';
import { regionalTag } from '@shared/vocabularies/locale-format';
import { loadBuiltRenderer } from './built-renderer';
import { localizedService, SLUGS, threeLanguages, untranslatedService } from '../support/languages-fixture';

// Search engines see every language right (issue 54 item 4), over the whole render of a site in
// English, French and Arabic with some items untranslated: every hreflang pair both ways, with
// x-default; no page names a version that does not exist or is not translated; each canonical is
// its own page; untranslated pages noindex and out of the sitemap; <html lang dir> of the page's
// language; JSON-LD inLanguage; a feed per language. Runs on the production build.

const content = threeLanguages();
const [english, ...others] = siteLanguages(content.identity);
let files: Record<string, string>;
let origin: string;

/** What search engines read of each page, by its path. */
interface Head {
  lang: string;
  dir: string | null;
  canonical: string | null;
  noindex: boolean;
  alternates: Map<string, string>;
}
const heads = new Map<string, Head>();

const attr = (tag: string, name: string) =>
  new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1] ?? null;

function readHead(html: string): Head {
  const opening = /<html[^>]*>/.exec(html)![0];
  const links = [...html.matchAll(/<link rel="alternate" hreflang="[^"]*"[^>]*>/g)].map((m) => m[0]);
  return {
    lang: attr(opening, 'lang')!,
    dir: attr(opening, 'dir'),
    canonical: attr(/<link rel="canonical"[^>]*>/.exec(html)?.[0] ?? '', 'href'),
    noindex: html.includes('<meta name="robots" content="noindex">'),
    alternates: new Map(links.map((l) => [attr(l, 'hreflang')!, attr(l, 'href')!])),
  };
}

/** index.html -> /, fr/services/x/index.html -> /fr/services/x. */
const pathOf = (file: string) => `/${file.replace(/\/?index\.html$/, '')}`;

beforeAll(async () => {
  const renderer = await loadBuiltRenderer();
  origin = renderer.manifest.origin;
  files = await renderer.render(content);
  for (const [file, body] of Object.entries(files))
    if (file.endsWith('index.html')) heads.set(pathOf(file), readHead(body));
}, 120_000);

const servicePath = (slug: string) =>
  collectionDef('services').page!.path({ ...localizedService, slug } as never);

describe('a site in three languages', () => {
  it('has each language’s pages under its prefix, with its own slugs', () => {
    for (const { tag } of others) {
      expect(heads.has(`/${tag}`), tag).toBe(true);
      expect(heads.has(`/${tag}${servicePath(SLUGS[tag as keyof typeof SLUGS])}`), tag).toBe(true);
      expect(heads.has(`/${tag}${servicePath(localizedService.slug)}`), tag).toBe(false);
    }
    expect(heads.has(servicePath(localizedService.slug))).toBe(true);
  });

  it('names every translated version of a page from each of them, both ways, with x-default', () => {
    let pairs = 0;
    for (const [path, head] of heads) {
      if (head.noindex) continue;
      const self = `${origin}${path}`;
      expect(head.canonical, path).toBe(self);
      expect(head.alternates.get(head.lang), `${path} names itself`).toBe(self);
      const xDefault = head.alternates.get('x-default');
      expect(xDefault, `${path} has x-default`).toBeDefined();
      expect(heads.get(xDefault!.slice(origin.length))?.lang, path).toBe(english!.tag);
      for (const [hreflang, href] of head.alternates) {
        const other = heads.get(href.slice(origin.length));
        expect(other, `${path} names ${href}, which does not exist`).toBeDefined();
        expect(other!.noindex, `${path} names ${href}, which is not translated`).toBe(false);
        if (hreflang === 'x-default') continue;
        expect(other!.lang, href).toBe(hreflang);
        // The return link: the other version names the very same set.
        expect(other!.alternates, `${href} returns to ${path}`).toEqual(head.alternates);
        pairs++;
      }
    }
    expect(pairs).toBeGreaterThan(heads.size);
  });

  it('keeps a page not translated yet out of search engines and tells the visitor', () => {
    const path = `/${others[0]!.tag}${collectionDef('services').page!.path(untranslatedService)}`;
    const head = heads.get(path)!;
    expect(head.noindex).toBe(true);
    expect(head.alternates.size).toBe(0);
    expect(head.canonical).toBe(`${origin}${path}`);
    const html = files[`${path.slice(1)}/index.html`]!;
    expect(html).toContain('data-untranslated');
    // Its words are marked as the default language's.
    expect(html).toContain(`<div lang="${english!.tag}">`);
    expect(html).toContain(untranslatedService.title);
    for (const [other, { alternates }] of heads)
      expect([...alternates.values()], other).not.toContain(`${origin}${path}`);
    expect(files['sitemap.xml']).not.toContain(`${origin}${path}<`);
    expect(files['sitemap.xml']).not.toContain(`"${origin}${path}"`);
  });

  it('writes <html lang dir> of each page’s language, and JSON-LD inLanguage', () => {
    for (const [path, head] of heads) {
      const language = siteLanguages(content.identity).find(
        (l) => path === `/${l.tag}` || path.startsWith(`/${l.tag}/`),
      );
      expect(head.lang, path).toBe((language ?? english!).tag);
      expect(head.dir, path).toBe(language?.tag === 'ar' ? 'rtl' : null);
    }
    for (const { tag } of others) {
      const home = files[`${tag}/index.html`]!;
      expect(home).toContain(`"inLanguage":"${tag}"`);
    }
  });

  it('lists in the sitemap exactly the translated pages, each with its alternates', () => {
    const sitemap = files['sitemap.xml']!;
    const urls = [...sitemap.matchAll(/<url><loc>([^<]+)<\/loc>[\s\S]*?<\/url>/g)];
    const indexed = [...heads].filter(([, h]) => !h.noindex).map(([p]) => `${origin}${p}`);
    expect(urls.map((u) => u[1]).sort()).toEqual(
      indexed.filter((u) => !u.includes('/apply')).sort(),
    );
    for (const [url, loc] of urls.map((u) => [u[0], u[1]!] as const)) {
      const alternates = [...url.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)];
      const head = heads.get(loc.slice(origin.length))!;
      expect(new Map(alternates.map((a) => [a[1]!, a[2]!])), loc).toEqual(head.alternates);
    }
  });

  it('has a feed per language, at its prefix, with its own addresses', () => {
    for (const { tag } of others) {
      const feed = files[`${tag}${sitePaths.blogFeed}`];
      expect(feed, tag).toBeDefined();
      expect(feed).toContain(`<language>${regionalTag(tag).toLowerCase()}</language>`);
      expect(feed).toContain(`${origin}/${tag}${sitePaths.blog}<`);
      const home = files[`${tag}/index.html`]!;
      expect(home).toContain(`href="/${tag}${sitePaths.blogFeed}"`);
    }
  });
});
