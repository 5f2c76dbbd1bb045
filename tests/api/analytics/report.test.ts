import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEAD_TABLES } from '@shared/schemas/analytics';
import { bearer, createAdmin, login, signInWithRole, type TestApp } from '../helpers';
import { CHROME, createSiteApp, openPage } from './site';

/** A quote request from a visitor (whose visit, if counted, it carries). */
async function sendQuote(app: TestApp, ip: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/quote-requests',
    remoteAddress: ip,
    headers: { 'user-agent': CHROME },
    payload: {
      name: 'Grace Hopper',
      email: `grace-${ip}@navy.example`,
      service_interest: 'Fiber Optics & LAN/WAN',
      project_details: 'A campus ring.',
    },
  });
  expect(res.statusCode).toBe(201);
  return res.json<{ id: string }>().id;
}

describe('GET /api/admin/analytics', () => {
  let site: Awaited<ReturnType<typeof createSiteApp>>;
  let app: TestApp;
  const tokens: Record<'owner' | 'sales' | 'editor' | 'hiring', string> = {} as never;
  const get = (token: string, query: string) =>
    app.inject({ url: `/api/admin/analytics${query}`, headers: bearer(token) });

  beforeAll(async () => {
    site = await createSiteApp();
    app = site.app;
    await createAdmin(app);
    tokens.owner = (await login(app)).access_token;
    for (const role of ['sales', 'editor', 'hiring'] as const) {
      tokens[role] = (await signInWithRole(app, role)).access_token;
    }
    // Three visits from a newsletter campaign, two from a search engine, one direct.
    const campaign = '?utm_source=newsletter&utm_medium=email&utm_campaign=spring';
    for (const ip of ['203.0.113.1', '203.0.113.2', '203.0.113.3']) {
      await openPage(app, `/services/wireless${campaign}`, { ip });
    }
    for (const ip of ['203.0.113.4', '203.0.113.5']) {
      await openPage(app, '/blog/first-post', {
        ip,
        headers: { referer: 'https://www.google.com/' },
      });
    }
    await openPage(app, '/', { ip: '203.0.113.6' });
    // Leads: two from the newsletter (one of them qualified, then won), one from the search
    // engine (qualified, then lost), and one from a visitor the server never counted.
    const [won, later] = [await sendQuote(app, '203.0.113.1'), await sendQuote(app, '203.0.113.2')];
    const lost = await sendQuote(app, '203.0.113.4');
    await sendQuote(app, '198.51.100.9');
    const owner = bearer(tokens.owner);
    const patch = (id: string, stage: string) =>
      app.inject({
        method: 'PATCH',
        url: `/api/quote-requests/${id}`,
        headers: owner,
        payload: { stage },
      });
    await patch(won, 'qualified');
    await patch(won, 'won');
    await patch(lost, 'qualified');
    await patch(lost, 'lost');
    expect(later).toBeTruthy();
    // A contact message from the direct visitor: a lead, never qualified.
    await app.inject({
      method: 'POST',
      url: '/api/contact-submissions',
      remoteAddress: '203.0.113.6',
      headers: { 'user-agent': CHROME },
      payload: { name: 'Ada', email: 'ada@example.com', message: 'Call me.' },
    });
  });
  afterAll(() => site.close());

  it('answers the contract: totals, pages, days, sources with leads and won', async () => {
    const res = await get(tokens.owner, '?from=2030-01-01&to=2030-01-01');
    expect(res.statusCode).toBe(200);
    const report = res.json();
    expect(report).toMatchObject({
      from: '2030-01-01',
      to: '2030-01-01',
      time_zone: 'UTC',
      visitors: 6,
      visits: 6,
      pageviews: 6,
      days: [{ date: '2030-01-01', visitors: 6, visits: 6, pageviews: 6 }],
      leads: { total: 5, qualified: 2, won: 1, not_measured: 1 },
    });
    expect(report.pages[0]).toEqual({
      path: '/services/wireless',
      views: 3,
      visitors: 3,
      entries: 3,
    });
    expect(report.sources).toEqual([
      { source: 'newsletter', visits: 3, leads: 2, qualified: 1, won: 1 },
      { source: 'google.com', visits: 2, leads: 1, qualified: 1, won: 0 },
      { source: '(direct)', visits: 1, leads: 1, qualified: 0, won: 0 },
      { source: '(not measured)', visits: 0, leads: 1, qualified: 0, won: 0 },
    ]);
    expect(report.campaigns).toEqual([
      {
        source: 'newsletter',
        medium: 'email',
        campaign: 'spring',
        visits: 3,
        leads: 2,
        qualified: 1,
        won: 1,
      },
    ]);
    expect(report.landing_pages).toEqual([
      { path: '/services/wireless', visits: 3, leads: 2, qualified: 1, won: 1 },
      { path: '/blog/first-post', visits: 2, leads: 1, qualified: 1, won: 0 },
      { path: '/', visits: 1, leads: 1, qualified: 0, won: 0 },
      { path: '(not measured)', visits: 0, leads: 1, qualified: 0, won: 0 },
    ]);
  });

  it('gives editors the page figures and nothing of sources or leads', async () => {
    const report = (await get(tokens.editor, '?from=2030-01-01&to=2030-01-01')).json();
    expect(report).toMatchObject({ visitors: 6, pageviews: 6 });
    expect(report.pages).toHaveLength(3);
    for (const key of [...LEAD_TABLES, 'leads']) {
      expect(report, key).not.toHaveProperty(key);
    }
  });

  it('gives sales the leads of its kinds; refuses hiring', async () => {
    const report = (await get(tokens.sales, '?from=2030-01-01&to=2030-01-01')).json();
    expect(report.leads).toEqual({ total: 5, qualified: 2, won: 1, not_measured: 1 });
    expect((await get(tokens.hiring, '?from=2030-01-01&to=2030-01-01')).statusCode).toBe(403);
  });

  it('fills every day of a range, days without views as zeros', async () => {
    const report = (await get(tokens.owner, '?from=2029-12-30&to=2030-01-02')).json();
    expect(
      report.days.map((d: { date: string; pageviews: number }) => [d.date, d.pageviews]),
    ).toEqual([
      ['2029-12-30', 0],
      ['2029-12-31', 0],
      ['2030-01-01', 6],
      ['2030-01-02', 0],
    ]);
    // The leads of a range without visits are still counted (they were sent then).
    const before = (await get(tokens.owner, '?from=2029-12-01&to=2029-12-31')).json();
    expect(before).toMatchObject({ visitors: 0, leads: { total: 0 } });
  });

  it.each([
    ['?from=2030-01-02&to=2030-01-01', 'to'],
    ['?from=2030-02-30&to=2030-03-01', 'from'],
    ['?from=2030-1-1&to=2030-01-02', 'from'],
    ['?from=2030-01-01', 'to'],
    ['?from=2000-01-01&to=2030-01-01', 'from'],
    ['?from=2030-01-01&to=2030-01-01T00:00:00Z', 'to'],
  ])('answers 400 validation_failed for %s', async (query, path) => {
    const res = await get(tokens.owner, query);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: 'validation_failed',
      issues: [expect.objectContaining({ path })],
    });
  });

  it('exports each table as CSV; the lead tables not for editors', async () => {
    const csv = await get(tokens.owner, '.csv?from=2030-01-01&to=2030-01-01&table=sources');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(
      'attachment; filename="analytics-sources-2030-01-01-2030-01-01.csv"',
    );
    expect(
      csv.body
        .replace(/^\uFEFF/, '')
        .split('\r\n')
        .slice(0, 2),
    ).toEqual(['"source","visits","leads","qualified","won"', '"newsletter","3","2","1","1"']);
    const days = await get(tokens.editor, '.csv?from=2030-01-01&to=2030-01-01');
    expect(
      days.body
        .replace(/^\uFEFF/, '')
        .split('\r\n')
        .slice(0, 2),
    ).toEqual(['"date","visitors","visits","pageviews"', '"2030-01-01","6","6","6"']);
    for (const table of LEAD_TABLES) {
      const refused = await get(tokens.editor, `.csv?from=2030-01-01&to=2030-01-01&table=${table}`);
      expect(refused.statusCode, table).toBe(403);
      expect(refused.json()).toMatchObject({ error: 'forbidden' });
    }
    const bad = await get(tokens.owner, '.csv?from=2030-01-01&to=2030-01-01&table=visitors');
    expect(bad.statusCode).toBe(400);
  });
});
