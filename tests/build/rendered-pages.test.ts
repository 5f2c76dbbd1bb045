import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteData } from '@shared/schemas/site-content';
import { defaultSiteData } from '@shared/site-content/defaults';
import { bearer, createAdmin, createTestApp, login, type TestApp } from '../api/helpers';
import { requireBuild, root } from './require-build';

// After a publish the server renders the prerendered pages again (build/ssr/render-page.js, the
// same React code the build prerendered with) and serves them; they survive a restart. Runs on
// the production build (`npm run build`; ./require-build.ts).

const clientDir = join(root, 'build', 'client');
const ssrEntry = join(root, 'build', 'ssr', 'render-page.js');

let dataDir: string;
const start = () => createTestApp({ clientDir, ssrEntry, databasePath: join(dataDir, 'site.db') });

const PHONE = '+1 (555) 010-4242';
const TRICKY = 'Splicing </script><script>alert(1)</script> & <!-- notes';
const content: SiteData = {
  ...defaultSiteData,
  settings: { ...defaultSiteData.settings, phone: PHONE },
  blogPosts: [{ ...defaultSiteData.blogPosts[0]!, id: 7, title: TRICKY }],
};

beforeAll(() => {
  requireBuild('build/client/index.html', 'build/ssr/render-page.js');
  dataDir = mkdtempSync(join(tmpdir(), 'site-render-'));
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const embedded = (html: string) =>
  JSON.parse(
    /<script type="application\/json" id="site-content">([\s\S]*?)<\/script>/.exec(html)![1]!,
  );

describe('pages rendered on publish', () => {
  let app: TestApp;

  it('before any publish, the build pages embed the defaults', async () => {
    app = await start();
    const home = await app.inject({ method: 'GET', url: '/' });
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain(defaultSiteData.settings.phone);
    expect(embedded(home.body)).toEqual(defaultSiteData);
    // The shipped defaults look finished: every post and member has its own picture.
    for (const item of [...defaultSiteData.blogPosts, ...defaultSiteData.team])
      expect(home.body).toContain(item.imageSrc!);
    expect(home.body).not.toContain('No Image Provided');
  });

  it('a publish is in the HTML of every page by the time it answers, escaped safely', async () => {
    await createAdmin(app);
    const auth = bearer((await login(app)).access_token);
    const res = await app.inject({
      method: 'PUT',
      url: '/api/site-content',
      headers: auth,
      payload: { content, base_version: 0 },
    });
    expect(res.statusCode).toBe(201);

    const home = await app.inject({ method: 'GET', url: '/' });
    expect(home.body).toContain(PHONE); // contact section and footer
    expect(
      home.body.match(new RegExp(PHONE.replace(/[()+]/g, '\\$&'), 'g'))!.length,
    ).toBeGreaterThanOrEqual(2);
    expect(home.body).not.toContain(defaultSiteData.settings.phone);
    expect(home.body).not.toContain(defaultSiteData.blogPosts[1]!.title);
    // The post title is text in the page and a string in the embedded JSON, never markup.
    expect(home.body).not.toContain('<script>alert(1)</script>');
    expect(embedded(home.body)).toEqual(content);
    // Each page's CSP allows its own inline scripts, the embedded content's included.
    expect(home.headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);

    const careers = await app.inject({ method: 'GET', url: '/careers' });
    expect(careers.body).toContain(PHONE); // the footer of every page
    const missing = await app.inject({ method: 'GET', url: '/no-such-page' });
    expect(missing.statusCode).toBe(404);
    expect(embedded(missing.body).settings.phone).toBe(PHONE);
    const gz = await app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br' } });
    expect(gz.headers['content-encoding']).toBe('br');

    const sitemap = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    const today = new Date().toISOString().slice(0, 10);
    expect(sitemap.body).toContain(`<lastmod>${today}</lastmod>`);
    expect(sitemap.body.match(/<url>/g)!.length).toBe(sitemap.body.match(/<lastmod>/g)!.length);
    await app.close();
  });

  it('content published without images shows the fallbacks', async () => {
    app = await start();
    const auth = bearer((await login(app)).access_token);
    const live = (await app.inject({ method: 'GET', url: '/api/site-content' })).json<{
      version: number;
    }>();
    const bare: SiteData = {
      ...content,
      team: [{ id: 9, name: 'New Member', role: 'New Role', imageAlt: '', imageSrc: null }],
      blogPosts: [{ ...content.blogPosts[0]!, imageSrc: null }],
    };
    const res = await app.inject({
      method: 'PUT',
      url: '/api/site-content',
      headers: auth,
      payload: { content: bare, base_version: live.version },
    });
    expect(res.statusCode).toBe(201);
    const home = await app.inject({ method: 'GET', url: '/' });
    expect(home.body.match(/No Image Provided/g)).toHaveLength(1);
    expect(home.body.match(/data-testid="team-placeholder"/g)).toHaveLength(1);
    // Published again as before, so the tests below see the content they expect.
    const back = await app.inject({
      method: 'PUT',
      url: '/api/site-content',
      headers: auth,
      payload: { content, base_version: live.version + 1 },
    });
    expect(back.statusCode).toBe(201);
    await app.close();
  });

  it('after a restart the published pages are served from disk at once', async () => {
    expect(existsSync(join(dataDir, 'published-pages.json'))).toBe(true);
    // For the server's user only, like the database beside it.
    expect(statSync(join(dataDir, 'published-pages.json')).mode & 0o777).toBe(0o600);
    app = await start();
    const home = await app.inject({ method: 'GET', url: '/' });
    expect(home.body).toContain(PHONE);
    expect(embedded(home.body)).toEqual(content);
    await app.close();
  });

  it('a lost pages file is rendered again at start from the live version', async () => {
    rmSync(join(dataDir, 'published-pages.json'));
    app = await start();
    const home = await app.inject({ method: 'GET', url: '/' });
    expect(home.body).toContain(PHONE);
    await app.close();
  });
});
