import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLOCK_KINDS, exampleBlock } from '@shared/site-content/blocks';
import { defaultSiteData } from '@shared/site-content/defaults';
import type { SiteData } from '@shared/site-content/schema';
import { bearer, createAdmin, login, type TestApp } from '../api/helpers';
import { createTestApp } from '../api/helpers';
import { builtSiteOptions } from './built-site-app';
import { requireBuild } from './require-build';

// The firm's own pages as the production build serves them (issue 49): at their path, with
// their head, breadcrumbs and JSON-LD, in the sitemap unless kept out; a campaign page at
// /c/{slug} kept out; a renamed page answering 301; no inline style anywhere in them.

const ORIGIN = 'https://www.firm.example';
const about = defaultSiteData.customPages.find((p) => p.kind === 'page')!;
const campaign = defaultSiteData.customPages.find((p) => p.kind === 'campaign')!;
const every = {
  ...about,
  id: 30,
  slug: 'utilities',
  path: '/sectors/utilities',
  title: 'Utilities',
  blocks: BLOCK_KINDS.map((kind, i) => exampleBlock(kind, i + 1)),
};
const sectors = { ...about, id: 31, slug: 'sectors', path: '/sectors', title: 'Sectors' };

let dataDir: string;
let app: TestApp;
let auth: { authorization: string };

const get = (url: string) => app.inject({ url });
/** The JSON-LD objects of a page, by their @type. */
function jsonLd(html: string): Record<string, Record<string, unknown>> {
  const found = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)];
  return Object.fromEntries(
    found.map(([, json]) => JSON.parse(json!) as Record<string, unknown>).map((o) => [o['@type'], o]),
  );
}
const root = (html: string) => /<div id="root">([\s\S]*)<\/div>/.exec(html)![1]!;

beforeAll(async () => {
  requireBuild('build/client/index.html', 'build/ssr/render-page.js');
  dataDir = mkdtempSync(join(tmpdir(), 'custom-pages-'));
  app = await createTestApp(builtSiteOptions(dataDir, ORIGIN));
  await createAdmin(app);
  auth = bearer((await login(app)).access_token);
  const content: SiteData = {
    ...defaultSiteData,
    customPages: [...defaultSiteData.customPages, sectors, every],
  };
  const res = await app.inject({
    method: 'PUT',
    url: '/api/site-content',
    headers: auth,
    payload: { content, base_version: 0 },
  });
  expect(res.statusCode, res.body).toBe(201);
});
afterAll(async () => {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a page of the firm’s own making', () => {
  it('is served at its path, prerendered, with its title, canonical and JSON-LD WebPage', async () => {
    const res = await get('/sectors/utilities');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Utilities | ');
    expect(res.body).toContain(`<link rel="canonical" href="${ORIGIN}/sectors/utilities">`);
    expect(res.body).not.toContain('name="robots"');
    const ld = jsonLd(res.body);
    expect(ld.WebPage).toMatchObject({ name: 'Utilities', url: `${ORIGIN}/sectors/utilities` });
    // Home > Sectors (a page of the firm too) > Utilities.
    expect(ld.BreadcrumbList!.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${ORIGIN}/` },
      { '@type': 'ListItem', position: 2, name: 'Sectors', item: `${ORIGIN}/sectors` },
      { '@type': 'ListItem', position: 3, name: 'Utilities', item: `${ORIGIN}/sectors/utilities` },
    ]);
    expect(ld.FAQPage!.mainEntity).toHaveLength(2);
    expect(root(res.body)).toContain('aria-label="Breadcrumb"');
  });

  it('renders every kind of block into the page, without an inline style', async () => {
    const html = root((await get('/sectors/utilities')).body);
    expect(html).toContain('<h1');
    expect(html).toContain(exampleBlock('hero', 0).heading);
    expect(html).toContain('<strong>Survey</strong>');
    expect(html).toContain('Fiber rings between three depots');
    expect(html).toContain('99.99%');
    expect(html).toContain(defaultSiteData.services[0]!.title);
    expect(html).toContain(defaultSiteData.team[0]!.name);
    expect(html).toContain('Who owns the network?');
    expect(html).toContain(exampleBlock('cta', 0).heading);
    expect(html).toContain('aria-label="Quote request form"');
    expect(html).not.toMatch(/ style="/);
    expect(html).not.toContain('<style');
  });

  it('is in the sitemap; a campaign page is at /c/{slug}, noindex and out of it', async () => {
    const sitemap = (await get('/sitemap.xml')).body;
    expect(sitemap).toContain(`<loc>${ORIGIN}/sectors/utilities</loc>`);
    expect(sitemap).toContain(`<loc>${ORIGIN}${about.path}</loc>`);
    expect(sitemap).not.toContain(`/c/${campaign.slug}`);
    const res = await get(`/c/${campaign.slug}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<meta name="robots" content="noindex">');
    expect(root(res.body)).not.toMatch(/ style="/);
  });

  it('answers 301 at its old address once renamed, the query kept', async () => {
    const live = (await get('/api/site-content')).json();
    const renamed = live.content.customPages.map((p: typeof about) =>
      p.id === every.id ? { ...p, path: '/sectors/water', slug: 'water' } : p,
    );
    const res = await app.inject({
      method: 'PUT',
      url: '/api/site-content',
      headers: auth,
      payload: { content: { ...live.content, customPages: renamed }, base_version: live.version },
    });
    expect(res.statusCode, res.body).toBe(201);
    const old = await get('/sectors/utilities?utm_source=mail');
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe('/sectors/water?utm_source=mail');
    expect((await get('/sectors/water')).statusCode).toBe(200);
  });
});

describe('the product’s own pages beside them (issue 49’s “Why”)', () => {
  it('serves /contact and /case-studies as pages, not 404s', async () => {
    const contact = await get('/contact');
    expect(contact.statusCode).toBe(200);
    expect(root(contact.body)).toContain('aria-label="Contact form"');
    const list = await get('/case-studies');
    expect(list.statusCode).toBe(200);
    for (const study of defaultSiteData.caseStudies) expect(root(list.body)).toContain(study.title);
  });

  it('hides a home section with nothing left in it, and every link to it', async () => {
    const links = ['/#tech', '/#blog', '/blog'];
    const before = (await get('/')).body;
    for (const href of links) expect(before, href).toContain(`href="${href}"`);
    const live = (await get('/api/site-content')).json();
    // The samples a new firm deletes first: its partners, team and posts.
    const emptied = { ...live.content, partners: [], team: [], blogPosts: [] };
    const res = await app.inject({
      method: 'PUT',
      url: '/api/site-content',
      headers: auth,
      payload: { content: emptied, base_version: live.version },
    });
    expect(res.statusCode, res.body).toBe(201);
    const home = (await get('/')).body;
    for (const heading of ['Meet Our Experts', 'Technology partners', 'Insights from the field'])
      expect(home, heading).not.toContain(heading);
    for (const href of [...links, '/#team']) expect(home, href).not.toContain(`href="${href}"`);
    // What still has something to show keeps its section and its menu link.
    expect(home).toContain('href="/#services"');
    expect(home).toContain('id="services"');
  });
});
