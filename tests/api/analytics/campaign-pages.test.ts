import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createAdmin, login, signInWithRole, type TestApp } from '../helpers';
import { CAMPAIGN_PAGE, CHROME, createSiteApp, openPage } from './site';

// A campaign page's visits and the leads sent in them (any kind counted), qualified and won,
// are a row of the report per page (issue 49): the built-in content's campaign page here.

const DAY = '?from=2030-01-01&to=2030-01-01';

describe('the campaign pages of the analytics report', () => {
  let site: Awaited<ReturnType<typeof createSiteApp>>;
  let app: TestApp;
  let owner: { authorization: string };

  async function send(url: string, ip: string, payload: Record<string, string>) {
    const res = await app.inject({
      method: 'POST',
      url,
      remoteAddress: ip,
      headers: { 'user-agent': CHROME },
      payload,
    });
    expect(res.statusCode).toBe(201);
    return res.json<{ id: string }>().id;
  }

  beforeAll(async () => {
    site = await createSiteApp();
    app = site.app;
    await createAdmin(app);
    owner = bearer((await login(app)).access_token);
    // Three visits land on the campaign page (one from an ad), one on the home page.
    await openPage(app, `${CAMPAIGN_PAGE.path}?utm_source=linkedin&utm_campaign=p5g`, {
      ip: '203.0.113.1',
    });
    await openPage(app, CAMPAIGN_PAGE.path, { ip: '203.0.113.2' });
    await openPage(app, CAMPAIGN_PAGE.path, { ip: '203.0.113.3' });
    await openPage(app, '/', { ip: '203.0.113.4' });
    // A quote request from the first (won), a contact message from the second, and a quote
    // from the home page's visitor: two leads of two kinds came from the campaign page.
    const won = await send('/api/quote-requests', '203.0.113.1', {
      name: 'Grace Hopper',
      email: 'grace@navy.example',
      service_interest: 'Wireless Systems',
      project_details: 'Private 5G for a port.',
    });
    await send('/api/contact-submissions', '203.0.113.2', {
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      message: 'Call me about the assessment.',
    });
    await send('/api/quote-requests', '203.0.113.4', {
      name: 'Alan Turing',
      email: 'alan@example.com',
      service_interest: 'Fiber Optics & LAN/WAN',
      project_details: 'A campus ring.',
    });
    for (const stage of ['qualified', 'won']) {
      const res = await app.inject({
        method: 'PATCH',
        url: `/api/quote-requests/${won}`,
        headers: owner,
        payload: { stage },
      });
      expect(res.statusCode).toBe(200);
    }
  });
  afterAll(() => site.close());

  it('lists each campaign page with its visits, the leads of any kind, qualified and won', async () => {
    const res = await app.inject({ url: `/api/admin/analytics${DAY}`, headers: owner });
    expect(res.statusCode).toBe(200);
    expect(res.json().campaign_pages).toEqual([
      { ...CAMPAIGN_PAGE, visits: 3, leads: 2, qualified: 1, won: 1 },
    ]);
  });

  it('lists a campaign page nobody visited, with zeros', async () => {
    const res = await app.inject({
      url: '/api/admin/analytics?from=2029-12-01&to=2029-12-02',
      headers: owner,
    });
    expect(res.json().campaign_pages).toEqual([
      { ...CAMPAIGN_PAGE, visits: 0, leads: 0, qualified: 0, won: 0 },
    ]);
  });

  it('exports the table as CSV, for the roles that see leads only', async () => {
    const csv = await app.inject({
      url: `/api/admin/analytics.csv${DAY}&table=campaign_pages`,
      headers: owner,
    });
    expect(csv.statusCode).toBe(200);
    expect(
      csv.body
        .replace(/^\uFEFF/, '')
        .split('\r\n')
        .slice(0, 2),
    ).toEqual([
      '"path","title","visits","leads","qualified","won"',
      `"${CAMPAIGN_PAGE.path}","${CAMPAIGN_PAGE.title}","3","2","1","1"`,
    ]);
    const editor = bearer((await signInWithRole(app, 'editor')).access_token);
    const report = await app.inject({ url: `/api/admin/analytics${DAY}`, headers: editor });
    expect(report.json()).not.toHaveProperty('campaign_pages');
  });
});
