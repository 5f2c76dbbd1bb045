import { randomBytes } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bearer, createAdmin, login, type TestApp } from '../helpers';
import { startWebhookReceiver } from '../notifications/webhook-receiver';
import { CHROME, createSiteApp, navigateTo, openPage, type Visitor } from './site';

const SECRET = `whsec_${randomBytes(32).toString('base64')}`;
const quote = {
  name: 'Grace Hopper',
  email: 'grace@navy.example',
  service_interest: 'Wireless Systems',
  project_details: 'Private LTE for two depots.',
};

function sendQuote(app: TestApp, visitor: Visitor = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/quote-requests',
    remoteAddress: visitor.ip ?? '203.0.113.10',
    headers: { 'user-agent': visitor.ua ?? CHROME, ...visitor.headers },
    payload: quote,
  });
}

describe('a lead carries the visit it was sent in', () => {
  let site: Awaited<ReturnType<typeof createSiteApp>>;
  let hooks: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let auth: { authorization: string };

  beforeEach(async () => {
    hooks = await startWebhookReceiver(SECRET);
    site = await createSiteApp({ webhookUrl: hooks.url, webhookSecret: SECRET });
    await createAdmin(site.app);
    auth = bearer((await login(site.app)).access_token);
  });
  afterEach(async () => {
    await site.close();
    await hooks.close();
  });

  /** A visit from a newsletter: a service page, then two pages within the site, then the form. */
  async function visitAndSend(visitor: Visitor = {}) {
    const { app, clock } = site;
    await openPage(
      app,
      '/services/wireless?utm_source=Newsletter&utm_medium=email&utm_campaign=Spring%20Fiber',
      {
        ...visitor,
        headers: { referer: 'https://mail.example.net/', ...visitor.headers },
      },
    );
    clock.advance(40_000);
    await navigateTo(app, '/blog/first-post', visitor);
    clock.advance(80_000);
    await navigateTo(app, '/quote', visitor);
    clock.advance(252_000);
    const res = await sendQuote(app, visitor);
    expect(res.statusCode).toBe(201);
    return res.json<{ id: string; created_at: string }>();
  }

  const visit = {
    landing_page: '/services/wireless',
    referrer_host: 'mail.example.net',
    utm_source: 'newsletter',
    utm_medium: 'email',
    utm_campaign: 'Spring Fiber',
    pages_viewed: 3,
    seconds_to_submit: 372,
  };

  it('stores its landing page, source, campaign, pages viewed and time to submit', async () => {
    const { app } = site;
    const { id, created_at } = await visitAndSend();

    const lead = (await app.inject({ url: `/api/quote-requests/${id}`, headers: auth })).json();
    expect(lead.attribution).toEqual(visit);
    const listed = (await app.inject({ url: '/api/quote-requests', headers: auth })).json();
    expect(listed.items[0].attribution).toEqual(visit);

    // The timeline starts where the visit did, 372 s before the lead arrived.
    const timeline = (
      await app.inject({ url: `/api/quote-requests/${id}/timeline`, headers: auth })
    ).json();
    expect(timeline.items.slice(0, 2)).toEqual([
      {
        type: 'landed',
        at: new Date(Date.parse(created_at) - 372_000).toISOString(),
        actor: null,
        attribution: visit,
      },
      { type: 'received', at: created_at, actor: null },
    ]);
  });

  it('puts the visit in the CSV export, in columns after the kind’s own', async () => {
    const { app } = site;
    await visitAndSend();
    const csv = (await app.inject({ url: '/api/quote-requests.csv', headers: auth })).body;
    const [header, row] = csv.replace(/^\uFEFF/, '').split('\r\n');
    const columns = header!.split(',').map((c) => c.replaceAll('"', ''));
    // The visit's columns, then the lead's language (issue 54), the newest column, last.
    expect(columns.at(-1)).toBe('language');
    expect(columns.slice(-8, -1)).toEqual([
      'visit_landing_page',
      'visit_referrer_host',
      'visit_utm_source',
      'visit_utm_medium',
      'visit_utm_campaign',
      'visit_pages_viewed',
      'visit_seconds_to_submit',
    ]);
    expect(row!.split(',').at(-1)).toBe('"en"');
    expect(row!.split(',').slice(-8, -1)).toEqual([
      '"/services/wireless"',
      '"mail.example.net"',
      '"newsletter"',
      '"email"',
      '"Spring Fiber"',
      '"3"',
      '"372"',
    ]);
  });

  it('sends the visit in the webhook payload', async () => {
    const { app } = site;
    const { id } = await visitAndSend();
    await app.notifications.drain();
    expect(hooks.received).toHaveLength(1);
    expect(hooks.received[0]!.payload).toMatchObject({ data: { id, attribution: visit } });
  });

  it('is null for a visitor never counted: another browser, Do Not Track, a bot', async () => {
    const { app } = site;
    await visitAndSend();
    const others: Visitor[] = [
      { ip: '198.51.100.7' },
      { headers: { dnt: '1' } },
      { ua: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
    ];
    for (const visitor of others) {
      const res = await sendQuote(app, visitor);
      const lead = (
        await app.inject({ url: `/api/quote-requests/${res.json().id}`, headers: auth })
      ).json();
      expect(lead.attribution).toBeNull();
      const timeline = (
        await app.inject({ url: `/api/quote-requests/${lead.id}/timeline`, headers: auth })
      ).json();
      expect(timeline.items[0].type).toBe('received');
    }
  });

  it('is the latest visit of the same day, never one of the day before', async () => {
    const { app, clock } = site;
    await openPage(app, '/blog/first-post');
    clock.advance(2 * 3600_000);
    await openPage(app, '/quote', { headers: { referer: 'https://www.google.com/' } });
    clock.advance(30_000);
    const today = await sendQuote(app);
    const lead = (
      await app.inject({ url: `/api/quote-requests/${today.json().id}`, headers: auth })
    ).json();
    expect(lead.attribution).toMatchObject({
      landing_page: '/quote',
      referrer_host: 'google.com',
      pages_viewed: 1,
      seconds_to_submit: 30,
    });

    clock.advance(24 * 3600_000);
    const tomorrow = await sendQuote(app);
    const next = (
      await app.inject({ url: `/api/quote-requests/${tomorrow.json().id}`, headers: auth })
    ).json();
    expect(next.attribution).toBeNull();
  });

  it('is null with ANALYTICS=off, and the form still works', async () => {
    await site.close();
    site = await createSiteApp({ analytics: { enabled: false, retentionDays: 30 } });
    await createAdmin(site.app);
    auth = bearer((await login(site.app)).access_token);
    const { id } = await visitAndSend();
    const lead = (
      await site.app.inject({ url: `/api/quote-requests/${id}`, headers: auth })
    ).json();
    expect(lead.attribution).toBeNull();
  });
});
