import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultSiteData } from '@shared/site-content/defaults';
import {
  bearer,
  createAdmin,
  createTestApp,
  login,
  manualClock,
  signInWithRole,
  type TestApp,
} from '../helpers';

// Preview links (issue 41, items 3 and 5): a signed link to a version's rendered pages for
// reviewers without an account; expiring, revocable, never indexed nor cached. The SSR bundle is
// stood in for by a module of the same interface (see publish-render.test.ts).

const HOUR = 3_600_000;
const template =
  '<!doctype html><html lang="en"><head><script>document.documentElement.className="dark"</script>' +
  '<link rel="modulepreload" href="/assets/chunk.js"><link rel="stylesheet" href="/assets/main.css">' +
  '<!--page-head--></head><body><div id="root"><!--page-root--></div>' +
  '<script type="module" src="/assets/main.js"></script>' +
  '<script data-entry-scripts>load(["/assets/entry.js"])</script></body></html>';
const RENDERER = `
export async function renderSite(template, content, { now, origin }) {
  const page = (text) => template.replace('<!--page-root-->', text);
  const home = page('Call ' + content.settings.phone + ' <a href="/services/first">Services</a> ' +
    '<a href="/#contact">Contact</a> <img src="/media/x.webp" alt="">');
  return {
    files: { 'index.html': home, 'services/first/index.html': page('A service'), '404.html': page('Not found') },
    pages: { '/': { json: content.settings.phone, lastmod: now } },
    origin,
    theme: '',
  };
}
`;

describe('preview links', () => {
  const clock = manualClock(Date.parse('2030-03-01T09:00:00Z'));
  let dir: string;
  let app: TestApp;
  let auth: Record<string, string>;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'preview-'));
    const client = join(dir, 'client');
    mkdirSync(client);
    writeFileSync(join(client, '__page-template.html'), template);
    writeFileSync(join(client, 'index.html'), template);
    writeFileSync(join(client, '404.html'), template);
    writeFileSync(
      join(client, '__site.json'),
      JSON.stringify({
        files: ['index.html', '404.html'],
        pages: { '/': { lastmod: '2030-01-01' } },
      }),
    );
    writeFileSync(join(dir, 'render-page.js'), RENDERER);
    app = await createTestApp({
      clientDir: client,
      ssrEntry: join(dir, 'render-page.js'),
      databasePath: join(dir, 'site.db'),
      publicOrigin: 'https://firm.example',
      now: clock.now,
      timeZone: 'Asia/Tokyo',
    });
    await createAdmin(app);
    auth = bearer((await login(app)).access_token);
    const content = {
      ...defaultSiteData,
      settings: { ...defaultSiteData.settings, phone: '+1 555 0199' },
    };
    const published = await app.inject({
      method: 'PUT',
      url: '/api/site-content',
      headers: auth,
      payload: { content, base_version: 0 },
    });
    expect(published.statusCode).toBe(201);
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const share = (payload: object, headers = auth) =>
    app.inject({ method: 'POST', url: '/api/site-content/preview-links', headers, payload });
  /** The path of a link's URL (the app answers it in-process). */
  const pathOf = (url: string) => new URL(url).pathname;

  it('answers { url, expires_at } 24 hours ahead by default, and its pages open without an account', async () => {
    const res = await share({ version: 1 });
    expect(res.statusCode).toBe(201);
    const link = res.json();
    expect(link).toMatchObject({ version: 1, expires_at: '2030-03-02T09:00:00.000Z' });
    expect(link.url).toMatch(/^https:\/\/firm\.example\/preview\/[\w-]+\.[\w-]+\/$/);

    const page = await app.inject({ method: 'GET', url: pathOf(link.url) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store, private');
    expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
    const html = page.body;
    expect(html).toContain('Call +1 555 0199');
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(html).toMatch(/Preview of version 1<\/strong>: not the live site/);
    // When it stops working, on the firm's clocks (as the admin area shows times), not in UTC.
    expect(html).toContain('This link stops working on 2 Mar 2030, 18:00 (Asia/Tokyo).');
    // Page links stay in the preview; files stay where they are; nothing hydrates.
    expect(html).toContain(`href="${pathOf(link.url)}services/first"`);
    expect(html).toContain(`href="${pathOf(link.url)}#contact"`);
    expect(html).toContain('href="/assets/main.css"');
    expect(html).toContain('src="/media/x.webp"');
    expect(html).not.toContain('/assets/main.js');
    expect(html).not.toContain('/assets/entry.js');
    expect(html).not.toContain('modulepreload');
    expect(html).toContain('document.documentElement.className');

    const inner = await app.inject({ method: 'GET', url: `${pathOf(link.url)}services/first` });
    expect(inner.statusCode).toBe(200);
    expect(inner.body).toContain('A service');
    const missing = await app.inject({ method: 'GET', url: `${pathOf(link.url)}nothing-here` });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('Not found');
    expect(missing.headers['cache-control']).toBe('no-store, private');
  });

  it('stops working when it expires: 410 in words, never cached', async () => {
    const link = (await share({ version: 1, hours: 2 })).json();
    expect(link.expires_at).toBe(new Date(clock.now() + 2 * HOUR).toISOString());
    clock.advance(2 * HOUR - 1000);
    expect((await app.inject({ method: 'GET', url: pathOf(link.url) })).statusCode).toBe(200);
    clock.advance(1000);
    const gone = await app.inject({ method: 'GET', url: pathOf(link.url) });
    expect(gone.statusCode).toBe(410);
    expect(gone.body).toContain('This preview link has expired');
    expect(gone.headers['cache-control']).toBe('no-store, private');
    expect(gone.headers['x-robots-tag']).toBe('noindex, nofollow');
    auth = bearer((await login(app)).access_token); // the clock moved past the access token
  });

  it('is revoked at once, listed with who shared and who revoked it, and audited', async () => {
    const link = (await share({ version: 1 })).json();
    const revoked = await app.inject({
      method: 'DELETE',
      url: `/api/site-content/preview-links/${link.id}`,
      headers: auth,
    });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toMatchObject({ id: link.id, status: 'revoked' });
    const page = await app.inject({ method: 'GET', url: pathOf(link.url) });
    expect(page.statusCode).toBe(410);
    expect(page.body).toContain('withdrawn');

    const list = await app.inject({
      method: 'GET',
      url: '/api/site-content/preview-links',
      headers: auth,
    });
    expect(list.json().items[0]).toMatchObject({
      id: link.id,
      url: link.url,
      status: 'revoked',
      created_by: 'admin@firm.example',
      revoked_by: 'admin@firm.example',
    });
    const events = await app.inject({
      method: 'GET',
      url: '/api/admin/audit-events',
      headers: auth,
    });
    const types = events.json().items.map((e: { type: string }) => e.type);
    expect(types).toEqual(
      expect.arrayContaining(['content.preview_link_created', 'content.preview_link_revoked']),
    );
    const unknown = await app.inject({
      method: 'DELETE',
      url: '/api/site-content/preview-links/nope',
      headers: auth,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it("opens a saved version's pages (never live): the change a reviewer is asked about", async () => {
    const saved = await app.inject({
      method: 'POST',
      url: '/api/site-content/versions',
      headers: auth,
      payload: {
        content: {
          ...defaultSiteData,
          settings: { ...defaultSiteData.settings, phone: '+1 555 0142' },
        },
        base_version: 1,
        message: 'New number',
      },
    });
    expect(saved.statusCode).toBe(201);
    const { version } = saved.json();
    const link = (await share({ version })).json();
    const page = await app.inject({ method: 'GET', url: pathOf(link.url) });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Call +1 555 0142');
    expect(page.body).toContain(`Preview of version ${version}`);
    // The live site still has the published number.
    expect((await app.inject({ method: 'GET', url: '/' })).body).toContain('Call +1 555 0199');
  });

  it('refuses a forged or altered link with 404', async () => {
    const link = (await share({ version: 1 })).json();
    const [id, signature] = pathOf(link.url).split('/')[2]!.split('.') as [string, string];
    const flipped = signature.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'));
    for (const token of [`${id}.${flipped}`, `${id}`, `x${id}.${signature}`, 'a.b']) {
      const res = await app.inject({ method: 'GET', url: `/preview/${token}/` });
      expect(res.statusCode, token).toBe(404);
      expect(res.headers['cache-control']).toBe('no-store, private');
    }
  });

  it('answers 400 for bad hours or version, 404 for a version that does not exist', async () => {
    for (const body of [{ version: 1, hours: 0 }, { version: 1, hours: 721 }, { version: 0 }, {}]) {
      const res = await share(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error).toBe('validation_failed');
    }
    const res = await share({ version: 99 });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toMatch(/No version 99/);
  });

  it('is for the content roles: an editor may share, sales may not', async () => {
    const editor = await signInWithRole(app, 'editor');
    expect((await share({ version: 1 }, bearer(editor.access_token))).statusCode).toBe(201);
    const sales = await signInWithRole(app, 'sales');
    expect((await share({ version: 1 }, bearer(sales.access_token))).statusCode).toBe(403);
  });

  it('is revoked with the invitations of its creator when the account is disabled', async () => {
    const editor = await signInWithRole(app, 'editor', 'leaving@firm.example');
    const link = (await share({ version: 1 }, bearer(editor.access_token))).json();
    const kept = (await share({ version: 1 })).json();
    expect((await app.inject({ method: 'GET', url: pathOf(link.url) })).statusCode).toBe(200);
    const id = app.repos.users.findByEmail('leaving@firm.example')!.id;
    const disabled = await app.inject({
      method: 'POST',
      url: `/api/admin/users/${id}/disable`,
      headers: auth,
    });
    expect(disabled.statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: pathOf(link.url) })).statusCode).toBe(410);
    expect((await app.inject({ method: 'GET', url: pathOf(kept.url) })).statusCode).toBe(200);
  });
});

describe('preview links without a built site', () => {
  it('answers 503 in words rather than a page it cannot render', async () => {
    const app = await createTestApp();
    await createAdmin(app);
    const auth = bearer((await login(app)).access_token);
    await app.inject({
      method: 'PUT',
      url: '/api/site-content',
      headers: auth,
      payload: { content: defaultSiteData, base_version: 0 },
    });
    const link = await app.inject({
      method: 'POST',
      url: '/api/site-content/preview-links',
      headers: auth,
      payload: { version: 1 },
    });
    const res = await app.inject({ method: 'GET', url: new URL(link.json().url).pathname });
    expect(res.statusCode).toBe(503);
    expect(res.body).toContain('not available on this server');
    await app.close();
  });
});
