import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contact } from '@shared/lead-kinds/contact';
import { defaultSiteData } from '@shared/site-content/defaults';
import { bearer, createAdmin, login, signInWithRole, type TestApp } from '../helpers';
import { putSiteContent } from '../site-content/site-content-app';
import { CHROME, createSiteApp, openPage } from './site';

// The analytics report per language (issue 54, item 7): page views by the language prefix of
// their path, leads by the language they were sent in; only while the site speaks several.

describe('GET /api/admin/analytics: per language', () => {
  let site: Awaited<ReturnType<typeof createSiteApp>>;
  let app: TestApp;
  let owner: { authorization: string };
  const report = (auth: { authorization: string }) =>
    app.inject({ url: '/api/admin/analytics?from=2030-01-01&to=2030-01-01', headers: auth });
  const sendContact = (ip: string, language?: string) =>
    app.inject({
      method: 'POST',
      url: contact.path,
      remoteAddress: ip,
      headers: { 'user-agent': CHROME },
      payload: { name: 'Ada', email: `ada-${ip}@example.com`, message: 'Call me.', language },
    });

  beforeAll(async () => {
    site = await createSiteApp({}, ['/fr', '/fr/services/wireless']);
    app = site.app;
    await createAdmin(app);
    owner = bearer((await login(app)).access_token);
    // English: the home page and a service; French: its home and the service twice.
    await openPage(app, '/', { ip: '203.0.113.1' });
    await openPage(app, '/services/wireless', { ip: '203.0.113.2' });
    await openPage(app, '/fr', { ip: '203.0.113.3' });
    await openPage(app, '/fr/services/wireless', { ip: '203.0.113.3' });
    await openPage(app, '/fr/services/wireless', { ip: '203.0.113.4' });
    for (const [ip, language] of [
      ['203.0.113.3', 'fr'],
      ['203.0.113.4', 'fr'],
      ['203.0.113.1', undefined],
    ] as const) {
      expect((await sendContact(ip, language)).statusCode).toBe(201);
    }
  });
  afterAll(() => site.close());

  it('a one-language site’s report has no breakdown (as it was)', async () => {
    const res = await report(owner);
    expect(res.statusCode).toBe(200);
    expect(res.json()).not.toHaveProperty('languages');
  });

  it('with French: views by prefix, leads by their language, the default first', async () => {
    const languages = [
      { tag: 'en', name: 'English' },
      { tag: 'fr', name: 'Français' },
    ];
    const content = { ...defaultSiteData, identity: { ...defaultSiteData.identity, languages } };
    expect((await putSiteContent(app, content, 0, owner)).statusCode).toBe(201);
    // Leads sent while the site spoke only English were stored as English.
    expect((await sendContact('203.0.113.4', 'fr')).statusCode).toBe(201);

    const body = (await report(owner)).json();
    expect(body.languages).toEqual([
      { language: 'en', pageviews: 2, leads: 3, qualified: 0, won: 0 },
      { language: 'fr', pageviews: 3, leads: 1, qualified: 0, won: 0 },
    ]);
    expect(body.pageviews).toBe(5);
  });

  it('an editor sees the page views per language, never the leads', async () => {
    const editor = bearer((await signInWithRole(app, 'editor')).access_token);
    const body = (await report(editor)).json();
    expect(body.languages).toEqual([
      { language: 'en', pageviews: 2 },
      { language: 'fr', pageviews: 3 },
    ]);
  });
});
