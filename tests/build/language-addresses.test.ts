import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messagesIn } from '@shared/messages/all-languages';
import { collectionDef } from '@shared/site-content/collections';
import type { SiteData } from '@shared/site-content/schema';
import { pageDataPath, sitePaths } from '@shared/site-content/site-paths';
import { bearer, createAdmin, createTestApp, login, type TestApp } from '../api/helpers';
import { builtSiteOptions } from './built-site-app';
import { localizedService, SLUGS, threeLanguages } from '../support/languages-fixture';
import { requireBuild } from './require-build';

// Each language at its own address as the production build serves it (issue 54 item 3): another
// language's pages, data and feed under its prefix; a slug renamed in one language answers 301
// in that language (to the new slug, under the prefix), the others' addresses untouched.

const ORIGIN = 'https://www.firm.example';
const path = (slug: string) =>
  collectionDef('services').page!.path({ ...localizedService, slug } as never);

let dataDir: string;
let app: TestApp;
let auth: { authorization: string };
const get = (url: string) => app.inject({ url });

async function publish(content: SiteData, base_version: number) {
  const payload = { content, base_version };
  const res = await app.inject({ method: 'PUT', url: '/api/site-content', headers: auth, payload });
  expect(res.statusCode, res.body).toBe(201);
}

beforeAll(async () => {
  requireBuild('build/client/index.html', 'build/ssr/render-page.js');
  dataDir = mkdtempSync(join(tmpdir(), 'language-addresses-'));
  app = await createTestApp(builtSiteOptions(dataDir, ORIGIN));
  await createAdmin(app);
  auth = bearer((await login(app)).access_token);
  await publish(threeLanguages(), 0);
}, 120_000);
afterAll(async () => {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('another language’s addresses', () => {
  it('serves its pages, their data and its feed under its prefix, with its own slugs', async () => {
    const page = await get(`/fr${path(SLUGS.fr)}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="fr">');
    expect(page.body).toContain(`<link rel="canonical" href="${ORIGIN}/fr${path(SLUGS.fr)}">`);
    const data = await get(pageDataPath(`/fr${path(SLUGS.fr)}`));
    expect(data.statusCode).toBe(200);
    expect(data.json()).toMatchObject({ path: path(SLUGS.fr), frame: { base: '/fr' } });
    expect((await get('/ar')).body).toContain('<html lang="ar" dir="rtl">');
    const feed = await get(`/fr${sitePaths.blogFeed}`);
    expect(feed.statusCode).toBe(200);
    expect(feed.body).toContain(`${ORIGIN}/fr${sitePaths.blog}<`);
    // The default language's slug is not an address in French.
    expect((await get(`/fr${path(localizedService.slug)}`)).statusCode).toBe(404);
  });

  it('labels an Arabic page’s header, footer and built-in words in Arabic', async () => {
    // The catalogue's words (issue 54 items 6 and 7), as React writes them in the page.
    const frame = messagesIn('ar', 'frame');
    const pages = messagesIn('ar', 'pages');
    const html = (await get(`/ar${sitePaths.blog}`)).body;
    expect(html).toContain(`aria-label="${frame.mainNav()}"`);
    expect(html).toContain(frame.rights());
    expect(html).toContain(pages.blogTitle());
    expect(pages.blogTitle()).not.toBe(messagesIn('en', 'pages').blogTitle());
    expect((await get(`/ar${path(SLUGS.ar)}`)).body).toContain(pages.whatWeDeliver());
  });

  it('answers 301 for a slug renamed in one language, in that language only', async () => {
    await publish(threeLanguages('fibre'), 1);
    const old = await get(`/fr${path(SLUGS.fr)}`);
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe(`/fr${path('fibre')}`);
    expect((await get(`/fr${path('fibre')}`)).statusCode).toBe(200);
    // English and Arabic kept their slugs: their pages answer as before.
    expect((await get(path(localizedService.slug))).statusCode).toBe(200);
    expect((await get(`/ar${path(SLUGS.ar)}`)).statusCode).toBe(200);
  });
});
