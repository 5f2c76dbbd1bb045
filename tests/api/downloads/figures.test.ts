import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEAD_KIND_SPECS } from '@shared/lead-kinds';
import { INFLUENCE_DAYS } from '@shared/schemas/download-figures';
import { defaultSiteData } from '@shared/site-content/defaults';
import { sitePaths } from '@shared/site-content/site-paths';
import { bearer, createAdmin, login, signInWithRole, type TestApp } from '../helpers';
import { GATED_SAMPLE } from '../lead-samples';
import { CHROME, createSiteApp, openPage } from '../analytics/site';

// What the admin sees of each document (issue 50, item 5): the views of its page, the downloads
// of its file with where their visits came from, the requests for it, and the quote requests
// the same addresses sent within 90 days after (influenced).

const DAY = 24 * 60 * 60 * 1000;
const gated = defaultSiteData.downloads.find((d) => d.slug === GATED_SAMPLE)!;
const open = defaultSiteData.downloads.find((d) => !d.gated)!;
const CAMPAIGN = '?utm_source=newsletter&utm_medium=email&utm_campaign=datasheets';

describe('GET /api/admin/analytics/downloads', () => {
  let site: Awaited<ReturnType<typeof createSiteApp>>;
  let app: TestApp;
  let owner: string;
  let editor: string;
  const as = (ip: string) => ({ remoteAddress: ip, headers: { 'user-agent': CHROME } });

  async function requestGated(ip: string, email: string) {
    const res = await app.inject({
      method: 'POST',
      url: LEAD_KIND_SPECS.download.path,
      ...as(ip),
      payload: { download: gated.slug, name: 'Grace', email, company: 'Navy' },
    });
    expect(res.statusCode).toBe(201);
    return new URL(res.json().url as string);
  }
  async function quote(email: string) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/quote-requests',
      payload: { name: 'Grace', email, service_interest: 'Other', project_details: 'A ring.' },
    });
    expect(res.statusCode).toBe(201);
  }
  const fetchFile = (url: string, ip: string, headers: Record<string, string> = {}) =>
    app.inject({ url, remoteAddress: ip, headers: { 'user-agent': CHROME, ...headers } });

  beforeAll(async () => {
    site = await createSiteApp({}, [sitePaths.download(gated.slug), sitePaths.download(open.slug)]);
    app = site.app;
    await createAdmin(app);

    // Two readers of the newsletter open the gated document's page and ask for it; one fetches
    // the file through the link (a download from the campaign), the other never does.
    await openPage(app, `${sitePaths.download(gated.slug)}${CAMPAIGN}`, { ip: '203.0.113.1' });
    await openPage(app, `${sitePaths.download(gated.slug)}${CAMPAIGN}`, { ip: '203.0.113.2' });
    const link = await requestGated('203.0.113.1', 'grace@navy.example');
    expect((await fetchFile(link.pathname + link.search, '203.0.113.1')).statusCode).toBe(200);
    await requestGated('203.0.113.2', 'ada@engines.example');
    // A reader takes the open document from its page: a download with no campaign.
    await openPage(app, sitePaths.download(open.slug), { ip: '203.0.113.3' });
    const own = { referer: `http://localhost${sitePaths.download(open.slug)}` };
    expect((await fetchFile(open.file!.src, '203.0.113.3', own)).statusCode).toBe(200);
    // Not downloads: a bot, a range a PDF viewer reads, a HEAD.
    const bot = { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' };
    expect((await fetchFile(open.file!.src, '203.0.113.4', bot)).statusCode).toBe(200);
    const range = { range: 'bytes=0-99' };
    expect((await fetchFile(open.file!.src, '203.0.113.3', range)).statusCode).toBe(206);
    const head = await app.inject({ method: 'HEAD', url: open.file!.src, ...as('203.0.113.3') });
    expect(head.statusCode).toBe(200);

    // Grace asks for a quote a month later (influenced); someone else does too (not); Ada asks
    // only after the window (not).
    site.clock.advance(30 * DAY);
    await quote('GRACE@navy.example');
    await quote('linus@kernel.example');
    site.clock.advance((INFLUENCE_DAYS - 29) * DAY);
    await quote('ada@engines.example');
    await app.repos.leads.settle();
    // Signed in now, on the test clock's day.
    owner = (await login(app)).access_token;
    editor = (await signInWithRole(app, 'editor')).access_token;
  });
  afterAll(() => site.close());

  const figures = (token: string, from = '2030-01-01', to = '2030-12-31') =>
    app.inject({
      url: `/api/admin/analytics/downloads?from=${from}&to=${to}`,
      headers: bearer(token),
    });
  const row = (body: { documents: { id: number }[] }, id: number) =>
    body.documents.find((d) => d.id === id);

  it('counts per document its views, downloads, requests and the quotes it influenced', async () => {
    const res = await figures(owner);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.documents.map((d: { id: number }) => d.id)).toEqual(
      defaultSiteData.downloads.map((d) => d.id),
    );
    expect(row(body, gated.id)).toEqual({
      id: gated.id,
      slug: gated.slug,
      title: gated.title,
      gated: true,
      views: 2,
      downloads: 1,
      requests: 2,
      influenced: 1,
    });
    expect(row(body, open.id)).toMatchObject({ views: 1, downloads: 1, requests: 0 });
  });

  it('counts the downloads by the source and campaign of their visits', async () => {
    const { sources } = (await figures(owner)).json();
    expect(sources).toEqual(
      expect.arrayContaining([
        { source: 'newsletter', medium: 'email', campaign: 'datasheets', downloads: 1 },
        { source: '(direct)', medium: '', campaign: '', downloads: 1 },
      ]),
    );
    expect(sources).toHaveLength(2);
  });

  it('counts only the range asked for', async () => {
    const body = (await figures(owner, '2030-01-02', '2030-01-02')).json();
    expect(row(body, gated.id)).toMatchObject({ views: 0, downloads: 0, requests: 0 });
  });

  it('editors read the views and downloads, not the leads', async () => {
    const res = await figures(editor);
    expect(res.statusCode).toBe(200);
    const doc = row(res.json(), gated.id);
    expect(doc).toMatchObject({ views: 2, downloads: 1 });
    expect(doc).not.toHaveProperty('requests');
    expect(doc).not.toHaveProperty('influenced');
  });

  it('400 for a reversed range; 401 without a session', async () => {
    expect((await figures(owner, '2030-02-01', '2030-01-01')).statusCode).toBe(400);
    const anonymous = await app.inject({
      url: '/api/admin/analytics/downloads?from=2030-01-01&to=2030-01-02',
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
