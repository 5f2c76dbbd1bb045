import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultSiteData } from '@shared/site-content/defaults';
import { bearer, createAdmin, createTestApp, login, type TestApp } from '../helpers';

// A publish renders every page before it answers, and one page that fails refuses it (422 naming
// the page and the field) with nothing changed. The SSR bundle is stood in
// for by a module of the same interface whose render of a phone number containing FAIL fails the
// way the real one does (app/page-failure.ts); tests/build/publish-restart.test.ts publishes
// through the real one.

const template =
  '<!doctype html><html><head><!--page-head--></head><body><div id="root"><!--page-root--></div></body></html>';
const page = (phone: string) => template.replace('<!--page-root-->', `Call ${phone}`);
const RENDERER = `
export class PageRenderError extends Error {
  constructor(page, field, cause) { super(cause.message); this.name = 'PageRenderError'; this.page = page; this.field = field; }
}
export async function renderSite(template, content, { now, origin }) {
  if (content.settings.phone.includes('FAIL')) {
    throw new PageRenderError('/blog/crew-day-one', 'content.blogPosts.0.content', new Error('Refused HTML that markdown never renders: an onsite handler'));
  }
  const html = template.replace('<!--page-root-->', 'Call ' + content.settings.phone);
  return { files: { 'index.html': html, '404.html': html }, pages: { '/': { json: content.settings.phone, lastmod: now } }, origin, theme: '' };
}
`;

describe('a publish whose page does not render', () => {
  let dir: string;
  let app: TestApp;
  let auth: Record<string, string>;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'render-'));
    const client = join(dir, 'client');
    mkdirSync(client);
    writeFileSync(join(client, '__page-template.html'), template);
    writeFileSync(join(client, 'index.html'), page(defaultSiteData.settings.phone));
    writeFileSync(join(client, '404.html'), page(defaultSiteData.settings.phone));
    writeFileSync(
      join(client, '__site.json'),
      JSON.stringify({
        files: ['index.html', '404.html'],
        pages: { '/': { lastmod: '2026-01-01' } },
      }),
    );
    writeFileSync(join(dir, 'render-page.js'), RENDERER);
    app = await createTestApp({
      clientDir: client,
      ssrEntry: join(dir, 'render-page.js'),
      databasePath: join(dir, 'site.db'),
    });
    await createAdmin(app);
    auth = bearer((await login(app)).access_token);
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const publish = (phone: string, base_version: number) =>
    app.inject({
      method: 'PUT',
      url: '/api/site-content',
      headers: auth,
      payload: {
        content: { ...defaultSiteData, settings: { ...defaultSiteData.settings, phone } },
        base_version,
      },
    });

  it('is refused with 422 naming the page and the field; nothing is published or served', async () => {
    const res = await publish('+1 555 FAIL', 0);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      error: 'page_render_failed',
      message:
        'The page /blog/crew-day-one could not be rendered; check content.blogPosts.0.content ' +
        '(Refused HTML that markdown never renders: an onsite handler). Nothing was published.',
      page: '/blog/crew-day-one',
      field: 'content.blogPosts.0.content',
      issues: [
        {
          path: 'content.blogPosts.0.content',
          message: 'The page /blog/crew-day-one could not be rendered with it',
        },
      ],
    });
    expect((await app.inject({ url: '/api/site-content' })).json().version).toBe(0);
    const history = await app.inject({ url: '/api/site-content/versions', headers: auth });
    expect(history.json().items).toEqual([]);
    expect((await app.inject({ url: '/' })).body).toContain(defaultSiteData.settings.phone);
  });

  it('a publish that renders goes live as before, on the same base', async () => {
    const res = await publish('+1 555 0100', 0);
    expect(res.statusCode).toBe(201);
    expect((await app.inject({ url: '/' })).body).toContain('Call +1 555 0100');
  });

  it('a later publish that does not render is refused too; history holds what rendered', async () => {
    expect((await publish('+1 555 FAIL again', 1)).statusCode).toBe(422);
    const history = await app.inject({ url: '/api/site-content/versions', headers: auth });
    expect(history.json().items.map((v: { version: number }) => v.version)).toEqual([1]);
    expect((await app.inject({ url: '/' })).body).toContain('Call +1 555 0100');
  });

  it('content stored before publishes had to render: a start serves the last pages that did', async () => {
    // As a version before this one could leave it: live content whose pages do not render.
    const live = (await app.inject({ url: '/api/site-content' })).json();
    app.repos.siteContent.append(live.version, () => ({
      content: { ...defaultSiteData, settings: { ...defaultSiteData.settings, phone: 'FAIL' } },
      publishedBy: null,
      summary: 'from an older version',
      restoredFrom: null,
    }));
    await app.close();
    app = await createTestApp({
      clientDir: join(dir, 'client'),
      ssrEntry: join(dir, 'render-page.js'),
      databasePath: join(dir, 'site.db'),
    });
    const home = (await app.inject({ url: '/' })).body;
    expect(home).toContain('Call +1 555 0100');
    expect(home).not.toContain(defaultSiteData.settings.phone);
  });
});
