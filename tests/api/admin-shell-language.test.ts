import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultSiteData } from '@shared/site-content/defaults';
import { putSiteContent } from './site-content/site-content-app';
import { bearer, createAdmin, createTestApp, login, type TestApp } from './helpers';

// The admin's shell (the SPA fallback: /admin, /login...) speaks the site's default language as
// the pages do (issue 54, item 5): <html lang="ar" dir="rtl"> once Arabic is published, so the
// whole admin mirrors from its first paint; the build's own tag until then.

const shell = (opening: string) =>
  `<!doctype html>${opening}<head><title>App</title></head><body><div id="root"></div></body></html>`;

describe('the admin shell’s language and direction', () => {
  let app: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'client-'));
    writeFileSync(join(dir, '__spa-fallback.html'), shell('<html lang="en">'));
    app = await createTestApp({ clientDir: dir });
    await createAdmin(app);
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const opening = async (url: string, gzip = false) => {
    const res = await app.inject({ url, headers: gzip ? { 'accept-encoding': 'gzip' } : {} });
    expect(res.statusCode).toBe(200);
    const html = gzip ? gunzipSync(res.rawPayload).toString('utf8') : res.body;
    return /<html[^>]*>/.exec(html)![0];
  };

  it('follows the published default language, compressed or not', async () => {
    expect(await opening('/admin')).toBe('<html lang="en">');
    expect(await opening('/login', true)).toBe('<html lang="en">');

    const auth = bearer((await login(app)).access_token);
    const languages = [
      { tag: 'ar', name: 'العربية' },
      { tag: 'en', name: 'English' },
    ];
    const content = { ...defaultSiteData, identity: { ...defaultSiteData.identity, languages } };
    expect((await putSiteContent(app, content, 0, auth)).statusCode).toBe(201);

    expect(await opening('/admin')).toBe('<html lang="ar" dir="rtl">');
    expect(await opening('/admin/inbox', true)).toBe('<html lang="ar" dir="rtl">');
    expect(await opening('/login')).toBe('<html lang="ar" dir="rtl">');
  });
});
