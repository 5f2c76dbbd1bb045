import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteData } from '@shared/site-content/schema';
import { defaultSiteData } from '@shared/site-content/defaults';
import { bearer, createAdmin, createTestApp, login, type TestApp } from '../api/helpers';
import { requireBuild, root } from './require-build';

// The site is rendered from the content: at build time with the built-in content, and by the
// server after each publish (build/ssr/render-page.js, the same React code); every page is a
// whole HTML document with its own head, the data it renders and its structured data. Runs on the
// production build (`npm run build`; ./require-build.ts).

const clientDir = join(root, 'build', 'client');
const ssrEntry = join(root, 'build', 'ssr', 'render-page.js');

let dataDir: string;
/** The site's PUBLIC_ORIGIN: every absolute address of the pages starts with it. */
const ORIGIN = 'https://www.firm.example';
const start = () =>
  createTestApp({
    clientDir,
    ssrEntry,
    databasePath: join(dataDir, 'site.db'),
    publicOrigin: ORIGIN,
    siteOrigin: ORIGIN,
  });

const PHONE = '+1 (555) 010-4242';
const TRICKY = 'Splicing </script><script>alert(1)</script> & <!-- notes';
/** Deep in a long post: beyond any excerpt, so only the post's own page may carry it. */
const BODY_MARKER = 'only-the-post-page-carries-this-sentence';
const post = defaultSiteData.blogPosts[0]!;
const longBody = `${'Field notes on fiber. '.repeat(40)}\n\n${BODY_MARKER}.`;
const HOSTILE = [
  'Intro with <script>alert(1)</script> and <img src="/images/x.svg" onerror="alert(2)">.',
  '',
  '<!-- a comment --> [a link](javascript:alert(3)) and [another](JaVaScRiPt:alert(4))',
  '',
  '<div onclick="alert(5)">raw html</div> [fine](https://example.com/docs)',
].join('\n');

const newService = {
  ...defaultSiteData.services[0]!,
  id: 70,
  slug: 'private-lte',
  title: 'Private LTE',
  tagline: 'Your own LTE network.',
  summary: 'Private LTE for ports, mines and plants.',
  description: 'We **plan** and build private LTE.',
};
const newStudy = {
  ...defaultSiteData.caseStudies[0]!,
  id: 71,
  slug: 'port-private-lte',
  title: 'Port Private LTE',
  illustration: null,
};

const content: SiteData = {
  ...defaultSiteData,
  settings: { ...defaultSiteData.settings, phone: PHONE },
  blogPosts: [
    { ...post, slug: 'splicing-notes', title: TRICKY, content: longBody },
    { ...defaultSiteData.blogPosts[1]!, content: HOSTILE },
  ],
  services: [...defaultSiteData.services, newService],
  caseStudies: [...defaultSiteData.caseStudies, newStudy],
};

beforeAll(() => {
  requireBuild('build/client/index.html', 'build/ssr/render-page.js');
  dataDir = mkdtempSync(join(tmpdir(), 'site-render-'));
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const embedded = (html: string) =>
  JSON.parse(
    /<script type="application\/json" id="page-data">([\s\S]*?)<\/script>/.exec(html)![1]!,
  );
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) =>
    JSON.parse(m[1]!),
  );
const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const meta = (html: string, attr: string) =>
  new RegExp(`<meta (?:name|property)="${attr}" content="([^"]*)"`).exec(html)?.[1];

// Rendering ~20 pages takes a few seconds with React's development build (vitest runs with
// NODE_ENV=test) on a busy machine: each test has a minute.
describe('the site rendered from the content', { timeout: 60_000 }, () => {
  let app: TestApp;
  let auth: { authorization: string };
  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });

  it('before any publish, the build’s pages show the built-in content, each with its own head', async () => {
    app = await start();
    const home = await get('/');
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain(defaultSiteData.settings.phone);
    expect(embedded(home.body)).toMatchObject({ path: '/', view: { kind: 'home' } });
    // The shipped defaults look finished: every post and member has its own picture.
    for (const item of [...defaultSiteData.blogPosts, ...defaultSiteData.team])
      expect(home.body).toContain(item.imageSrc!);
    expect(home.body).not.toContain('No Image Provided');
    // Complete pages: the consent banner is in the HTML (a stored choice hides it before the
    // first paint), nothing is left for the browser to render.
    expect(home.body).toContain('data-consent-banner');
    expect(home.body).not.toMatch(/<!--\$[!?]-->/);

    for (const p of defaultSiteData.blogPosts) {
      const page = await get(`/blog/${p.slug}`);
      expect(page.statusCode).toBe(200);
      expect(title(page.body)).toBe(`${p.title} | Meridian NetSec`);
      expect(page.body).toContain('<link rel="alternate" type="application/rss+xml"');
      // Read More on the home page is a real link to it.
      expect(home.body).toContain(`href="/blog/${p.slug}"`);
    }
    // A job posting is on the page of its one job (search engines refuse it on a list).
    expect(jsonLd((await get('/careers')).body)).toEqual([]);
    for (const o of defaultSiteData.openings) {
      const apply = await get(`/careers/${o.slug}/apply`);
      expect(jsonLd(apply.body).map((d) => d['@type'])).toEqual(['JobPosting', 'BreadcrumbList']);
      // The role before the form.
      expect(apply.body.indexOf('data-testid="opening-description"')).toBeLessThan(
        apply.body.indexOf('<form'),
      );
    }
  });

  it('the certifications: a home section, a page each, in the sitemap and the firm’s JSON-LD', async () => {
    const home = await get('/');
    expect(home.body).toContain('id="certifications"');
    const [firm] = jsonLd(home.body);
    expect(firm.hasCredential).toEqual(
      defaultSiteData.certifications.map((c) =>
        expect.objectContaining({
          '@type': 'EducationalOccupationalCredential',
          name: c.name,
          recognizedBy: { '@type': 'Organization', name: c.issuer },
        }),
      ),
    );
    const sitemap = (await get('/sitemap.xml')).body;
    for (const c of defaultSiteData.certifications) {
      const page = await get(`/certifications/${c.slug}`);
      expect(page.statusCode).toBe(200);
      expect(title(page.body)).toBe(`${c.name} – Certification | Meridian NetSec`);
      expect(embedded(page.body).view).toMatchObject({
        kind: 'certification',
        certification: { name: c.name, issuer: c.issuer, validUntil: c.validUntil },
      });
      expect(home.body).toContain(`href="/certifications/${c.slug}"`);
      expect(sitemap).toContain(`/certifications/${c.slug}</loc>`);
    }
    expect(
      jsonLd((await get(`/certifications/${defaultSiteData.certifications[0]!.slug}`)).body).map(
        (d) => d['@type'],
      ),
    ).toEqual(['BreadcrumbList']);
  });

  it('each page embeds only what it renders', async () => {
    const home = embedded((await get('/')).body);
    expect(Object.keys(home)).toEqual(['path', 'frame', 'meta', 'view']);
    // Cards, not whole texts: no post body, no service description, no legal text.
    const text = JSON.stringify(home);
    expect(text).not.toContain(defaultSiteData.services[0]!.description.slice(0, 60));
    expect(text).not.toContain('What we collect');
    const service = embedded((await get('/services/wireless-systems')).body);
    expect(JSON.stringify(service)).not.toContain(defaultSiteData.blogPosts[0]!.title);
  });

  it('a publish is live in every page by the time it answers: new slug pages, redirects, escapes', async () => {
    await createAdmin(app);
    auth = bearer((await login(app)).access_token);
    // The first post's slug changes (it becomes "splicing-notes"); a service and a case study are added.
    const res = await app.inject({
      method: 'PUT',
      url: '/api/site-content',
      headers: auth,
      payload: { content, base_version: 0 },
    });
    expect(res.statusCode).toBe(201);

    const home = await get('/');
    expect(
      home.body.match(new RegExp(PHONE.replace(/[()+]/g, '\\$&'), 'g'))!.length,
    ).toBeGreaterThanOrEqual(2);
    expect(home.body).not.toContain(defaultSiteData.settings.phone);
    // The post title is text in the page and a string in the embedded JSON, never markup.
    expect(home.body).not.toContain('<script>alert(1)</script>');
    expect(home.body).toContain('href="/services/private-lte"');
    expect(home.body).toContain('href="/case-studies/port-private-lte"');
    expect(home.body).toContain('href="/blog/splicing-notes"');

    const service = await get('/services/private-lte');
    expect(service.statusCode).toBe(200);
    expect(title(service.body)).toBe('Private LTE | Meridian NetSec');
    expect(meta(service.body, 'description')).toBe('Private LTE for ports, mines and plants.');
    expect(service.body).toContain('We <strong>plan</strong> and build private LTE.');
    expect(service.body).toContain('data-consent-banner');
    const study = await get('/case-studies/port-private-lte');
    expect(study.statusCode).toBe(200);
    // Neither an image nor an illustration: no picture, and no placeholder box (issue 49).
    expect(study.body).not.toContain('No Image Provided');

    const moved = await get(`/blog/${post.slug}?utm_source=newsletter`);
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe('/blog/splicing-notes?utm_source=newsletter');
    const newPost = await get('/blog/splicing-notes');
    expect(newPost.statusCode).toBe(200);
    expect(newPost.body).toContain(BODY_MARKER);
    const removed = await get(`/blog/${defaultSiteData.blogPosts[2]!.slug}`);
    expect(removed.statusCode).toBe(301);
    expect(removed.headers.location).toBe('/#blog');

    for (const url of ['/blog/no-such-post', '/services/unknown', '/case-studies/x', '/nothing']) {
      const missing = await get(url);
      expect(missing.statusCode, url).toBe(404);
      expect(missing.body).toContain('Page not found');
      expect(missing.body).toContain(PHONE); // the rendered 404 page of the live version
      expect(missing.body).toContain('<meta name="robots" content="noindex">');
    }
  });

  it('each page embeds only what it renders: a post’s text is on its own page only', async () => {
    for (const url of ['/', '/blog', '/careers', '/services/wireless-systems', '/privacy-policy']) {
      const page = await get(url);
      expect(page.body, url).not.toContain(BODY_MARKER);
    }
    expect((await get('/_data/blog/splicing-notes.json')).json().view.post.html).toContain(
      BODY_MARKER,
    );
    const data = await get('/_data/services/private-lte.json');
    expect(data.statusCode).toBe(200);
    expect(data.headers['content-type']).toContain('application/json');
    expect(data.json()).toMatchObject({ path: '/services/private-lte', view: { kind: 'service' } });
    expect((await get('/_data/blog/no-such-post.json')).statusCode).toBe(404);
  });

  it('renders hostile markdown as text: no script, no event handler, no comment, no javascript: link', async () => {
    const page = (await get(`/blog/${defaultSiteData.blogPosts[1]!.slug}`)).body;
    const body = page.slice(
      page.indexOf('<div id="root">'),
      page.indexOf('<script data-entry-scripts>'),
    );
    expect(body).not.toMatch(
      /<script|<img[^>]*onerror|<div onclick|<!-- a comment|href="javascript/i,
    );
    expect(body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(body).toContain('<a href="https://example.com/docs" rel="noopener noreferrer">fine</a>');
  });

  it('starts no script before the first paint: the loader names the entry and its imports', async () => {
    for (const url of ['/', '/services/private-lte', '/about']) {
      const page = (await get(url)).body;
      const head = page.slice(0, page.indexOf('</head>'));
      // Only the CSS and the font compete with the page's first (and largest) paint.
      expect(head, url).not.toMatch(/rel="modulepreload"|<script[^>]*\bsrc=/);
      const loader = /<script data-entry-scripts>([\s\S]*?)<\/script>/.exec(page)?.[1] ?? '';
      const urls = [...loader.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
      expect(urls.some((u) => /\/main-[\w-]+\.js$/.test(u)), url).toBe(true);
      expect(urls.some((u) => /\/core-[\w-]+\.js$/.test(u)), url).toBe(true);
    }
  });

  it('every page has the CSP of the build’s template: the same hashes, whatever the content', async () => {
    const pages = ['/', '/blog/splicing-notes', '/services/private-lte', '/nothing'];
    const csps = await Promise.all(
      pages.map(async (url) => (await get(url)).headers['content-security-policy']),
    );
    expect(new Set(csps).size).toBe(1);
    expect(csps[0]).toMatch(/script-src 'self' 'sha256-/);
    expect(csps[0]).toContain("require-trusted-types-for 'script'");
  });

  it('is served at once after a publish, compressed, and decodes to the same page', async () => {
    // A publish answers once its pages are served; compressing the changed ones follows (or
    // happens on the first request, off the event loop).
    const br = await get('/blog/splicing-notes', { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(
      (await get('/blog/splicing-notes')).body,
    );
    const gz = await get('/blog/splicing-notes', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe((await get('/blog/splicing-notes')).body);
  });

  it('structured data carries the live content', async () => {
    const [org] = jsonLd((await get('/')).body);
    expect(org).toMatchObject({
      '@type': 'ProfessionalService',
      telephone: PHONE,
      email: defaultSiteData.settings.email,
      // Its fields, as search engines read an address (issue 53).
      address: {
        '@type': 'PostalAddress',
        streetAddress: defaultSiteData.settings.address.street,
        addressLocality: defaultSiteData.settings.address.locality,
        addressRegion: defaultSiteData.settings.address.region,
        postalCode: defaultSiteData.settings.address.postalCode,
        addressCountry: defaultSiteData.settings.address.country,
      },
    });
    const postLd = jsonLd((await get('/blog/splicing-notes')).body);
    expect(postLd).toMatchObject([
      {
        '@type': 'BlogPosting',
        headline: TRICKY,
        datePublished: post.date,
        // A post the publish changed: its last change is the publish.
        dateModified: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        publisher: {
          '@type': 'Organization',
          logo: { '@type': 'ImageObject', url: `${ORIGIN}/favicon.svg` },
        },
      },
      {
        '@type': 'BreadcrumbList',
        itemListElement: [
          { position: 1, name: 'Home' },
          { position: 2, name: 'Blog' },
          {
            position: 3,
            name: TRICKY,
            item: `${ORIGIN}/blog/splicing-notes`,
          },
        ],
      },
    ]);
    const serviceLd = jsonLd((await get('/services/private-lte')).body);
    expect(serviceLd[0].itemListElement[2]).toMatchObject({ name: 'Private LTE' });
    const remote = defaultSiteData.openings[1]!;
    const [job] = jsonLd((await get(`/careers/${remote.slug}/apply`)).body);
    expect(job).toMatchObject({
      '@type': 'JobPosting',
      title: remote.title,
      datePosted: remote.datePosted,
      jobLocationType: 'TELECOMMUTE', // "Remote"
      applicantLocationRequirements: { '@type': 'Country', name: 'US' },
      url: `${ORIGIN}/careers/${remote.slug}/apply`,
    });
  });

  it('sitemap.xml lists every page with lastmod; the feed lists the posts', async () => {
    const sitemap = (await get('/sitemap.xml')).body;
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod>/g)];
    expect(locs.every((m) => m[1]!.startsWith(`${ORIGIN}/`))).toBe(true);
    const paths = locs.map((m) => m[1]!.slice(ORIGIN.length));
    expect(paths).toContain('/services/private-lte');
    expect(paths).toContain('/case-studies/port-private-lte');
    expect(paths).toContain('/blog/splicing-notes');
    expect(paths).not.toContain(`/blog/${post.slug}`);
    expect(sitemap.match(/<url>/g)!.length).toBe(locs.length);
    for (const [, , lastmod] of locs) expect(Date.parse(lastmod!)).not.toBeNaN();

    const feed = await get('/blog/rss.xml');
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toContain('application/rss+xml');
    expect(feed.body).toContain('<rss version="2.0"');
    expect(feed.body.match(/<item>/g)).toHaveLength(2);
    expect(feed.body).toContain(`<link>${ORIGIN}/blog/splicing-notes</link>`);
    expect(feed.body).toContain('Splicing &lt;/script&gt;&lt;script&gt;');
  });

  it('a page the next publish does not change keeps its render and its lastmod', async () => {
    const lastmod = (xml: string, path: string) =>
      new RegExp(`${path.replace(/[/.]/g, '\\$&')}</loc><lastmod>([^<]+)<`).exec(xml)?.[1];
    const before = (await get('/sitemap.xml')).body;
    const live = (await get('/api/site-content')).json();
    const edited = {
      ...live.content,
      services: live.content.services.map((s: { slug: string }) =>
        s.slug === 'private-lte' ? { ...s, tagline: 'Edited tagline.' } : s,
      ),
    };
    await new Promise((r) => setTimeout(r, 5)); // a later publish time
    const res = await app.inject({
      method: 'PUT',
      url: '/api/site-content',
      headers: auth,
      payload: { content: edited, base_version: live.version },
    });
    expect(res.statusCode).toBe(201);
    const after = (await get('/sitemap.xml')).body;
    expect(lastmod(after, '/services/private-lte')).not.toBe(
      lastmod(before, '/services/private-lte'),
    );
    expect(lastmod(after, '/careers')).toBe(lastmod(before, '/careers'));
    expect((await get('/services/private-lte')).body).toContain('Edited tagline.');
    await app.close();
  });

  it('after a restart the published site is served from disk at once', async () => {
    const stored = join(dataDir, 'published-pages.json');
    expect(existsSync(stored)).toBe(true);
    // For the server's user only, like the database beside it.
    expect(statSync(stored).mode & 0o777).toBe(0o600);
    app = await start();
    const home = await get('/');
    expect(home.body).toContain(PHONE);
    expect((await get('/blog/splicing-notes')).statusCode).toBe(200);
    await app.close();
  });

  it('a lost pages file is rendered again at start from the live version', async () => {
    rmSync(join(dataDir, 'published-pages.json'));
    app = await start();
    expect((await get('/')).body).toContain(PHONE);
    expect((await get(`/blog/${post.slug}`)).statusCode).toBe(301);
    await app.close();
  });
});
