import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SiteData } from '@shared/schemas/site-content';
import { defaultSiteData } from '@shared/site-content/defaults';
import { bearer, createAdmin, createTestApp, login, type TestApp } from '../helpers';

let app: TestApp;
let auth: { authorization: string };

beforeEach(async () => {
  app = await createTestApp();
  await createAdmin(app);
  auth = bearer((await login(app)).access_token);
});
afterEach(() => app.close());

const withPhone = (phone: string): SiteData => ({
  ...defaultSiteData,
  settings: { ...defaultSiteData.settings, phone },
});

function publish(content: unknown, base_version: number, headers = auth) {
  return app.inject({
    method: 'PUT',
    url: '/api/site-content',
    headers,
    payload: { content, base_version },
  });
}

describe('GET /api/site-content', () => {
  it('is public: version 0 and the built-in defaults before the first publish', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/site-content' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ version: 0, published_at: null, content: defaultSiteData });
    expect(res.headers.etag).toBe('"0"');
  });

  it('answers 304 while the version in If-None-Match is live, 200 once it changed', async () => {
    const first = await app.inject({
      method: 'GET',
      url: '/api/site-content',
      headers: { 'if-none-match': '"0"' },
    });
    expect(first.statusCode).toBe(304);
    expect(first.body).toBe('');
    expect((await publish(withPhone('+1 555 0100'), 0)).statusCode).toBe(201);
    const next = await app.inject({
      method: 'GET',
      url: '/api/site-content',
      headers: { 'if-none-match': 'W/"0"' },
    });
    expect(next.statusCode).toBe(200);
    expect(next.headers.etag).toBe('"1"');
    expect(next.json().content.settings.phone).toBe('+1 555 0100');
  });
});

describe('PUT /api/site-content', () => {
  it('publishes a new version (201) that everyone then gets, with a summary of the change', async () => {
    const content = withPhone('+1 555 0101');
    content.blogPosts = [
      { ...defaultSiteData.blogPosts[0]!, id: 42, title: 'A new post' },
      ...defaultSiteData.blogPosts,
    ];
    const res = await publish(content, 0);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ version: 1, summary: 'phone changed; 1 post added' });
    const live = (await app.inject({ method: 'GET', url: '/api/site-content' })).json();
    expect(live).toMatchObject({ version: 1, content });
    expect(Date.parse(live.published_at)).not.toBeNaN();
  });

  it('answers 409 version_conflict with the live version when the base is not live', async () => {
    expect((await publish(withPhone('1'), 0)).statusCode).toBe(201);
    const stale = await publish(withPhone('2'), 0);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ error: 'version_conflict', live_version: 1 });
    expect(stale.json().message).toMatch(/version 1/);
    // Nothing was published by the refused call.
    const live = (await app.inject({ method: 'GET', url: '/api/site-content' })).json();
    expect(live.content.settings.phone).toBe('1');
  });

  it('of two racing publishes from the same base, exactly one wins', async () => {
    const [a, b] = await Promise.all([publish(withPhone('a'), 0), publish(withPhone('b'), 0)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
  });

  it.each([
    [
      { ...defaultSiteData, settings: { phone: 1, email: 'a', address: 'b' } },
      'content.settings.phone',
    ],
    [
      { ...defaultSiteData, blogPosts: [{ ...defaultSiteData.blogPosts[0], date: 'soon' }] },
      'content.blogPosts.0.date',
    ],
    [
      {
        ...defaultSiteData,
        team: [{ ...defaultSiteData.team[0], imageSrc: 'data:image/png;base64,AAAA' }],
      },
      'content.team.0.imageSrc',
    ],
    [
      {
        ...defaultSiteData,
        team: [{ ...defaultSiteData.team[0], imageSrc: 'https://evil.example/x.png' }],
      },
      'content.team.0.imageSrc',
    ],
    [
      { ...defaultSiteData, team: [defaultSiteData.team[0], defaultSiteData.team[0]] },
      'content.team.1.id',
    ],
    [{ settings: defaultSiteData.settings, team: [] }, 'content.blogPosts'],
  ])('refuses invalid content with a 400 naming the field (%#)', async (content, field) => {
    const res = await publish(content, 0);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('validation_failed');
    expect(res.json().issues.map((i: { path: string }) => i.path)).toContain(field);
  });

  it('refuses a missing base_version', async () => {
    const res = await app.inject({
      method: 'PUT',
      url: '/api/site-content',
      headers: auth,
      payload: { content: defaultSiteData },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0].path).toBe('base_version');
  });
});

describe('versions and restore', () => {
  it('lists versions newest first with who published and what changed, paginated', async () => {
    await publish(withPhone('1'), 0);
    await publish({ ...withPhone('1'), team: defaultSiteData.team.slice(1) }, 1);
    await publish({ ...withPhone('2'), team: defaultSiteData.team.slice(1) }, 2);
    const page = await app.inject({
      method: 'GET',
      url: '/api/site-content/versions?limit=2',
      headers: auth,
    });
    expect(page.statusCode).toBe(200);
    expect(page.json().total).toBe(3);
    expect(page.json().items).toMatchObject([
      { version: 3, summary: 'phone changed', published_by: 'admin@firm.example' },
      { version: 2, summary: '1 team member removed', restored_from: null },
    ]);
    const rest = await app.inject({
      method: 'GET',
      url: '/api/site-content/versions?limit=2&offset=2',
      headers: auth,
    });
    expect(rest.json().items.map((v: { version: number }) => v.version)).toEqual([1]);
    const one = await app.inject({
      method: 'GET',
      url: '/api/site-content/versions/1',
      headers: auth,
    });
    expect(one.json()).toMatchObject({ version: 1, content: withPhone('1') });
  });

  it('restore publishes the old content again as a new version; history is kept', async () => {
    await publish(withPhone('old'), 0);
    await publish(withPhone('new'), 1);
    const res = await app.inject({
      method: 'POST',
      url: '/api/site-content/versions/1/restore',
      headers: auth,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ version: 3, summary: 'restored version 1: phone changed' });
    const live = (await app.inject({ method: 'GET', url: '/api/site-content' })).json();
    expect(live).toMatchObject({ version: 3, content: withPhone('old') });
    const list = (
      await app.inject({ method: 'GET', url: '/api/site-content/versions', headers: auth })
    ).json();
    expect(list.items.map((v: { version: number }) => v.version)).toEqual([3, 2, 1]);
    expect(list.items[0].restored_from).toBe(1);
    // Who put which version live is in the audit trail.
    const trail = (
      await app.inject({ url: '/api/admin/audit-events?limit=100', headers: auth })
    ).json();
    const content = trail.items.filter((e: { type: string }) => e.type.startsWith('content.'));
    expect(content).toMatchObject([
      {
        type: 'content.restored',
        actor_email: 'admin@firm.example',
        target_type: 'site_content',
        target_id: '3',
        details: { restored_from: 1 },
      },
      { type: 'content.published', target_id: '2', details: { summary: 'phone changed' } },
      { type: 'content.published', target_id: '1' },
    ]);
  });

  it('404 for a version that does not exist, 400 for one that is not a number', async () => {
    const missing = await app.inject({
      method: 'POST',
      url: '/api/site-content/versions/9/restore',
      headers: auth,
    });
    expect(missing.statusCode).toBe(404);
    const get = await app.inject({
      method: 'GET',
      url: '/api/site-content/versions/9',
      headers: auth,
    });
    expect(get.statusCode).toBe(404);
    const junk = await app.inject({
      method: 'GET',
      url: '/api/site-content/versions/abc',
      headers: auth,
    });
    expect(junk.statusCode).toBe(400);
  });
});

describe('admin routes need a valid session', () => {
  it.each([
    ['PUT', '/api/site-content'],
    ['GET', '/api/site-content/versions'],
    ['GET', '/api/site-content/versions/1'],
    ['POST', '/api/site-content/versions/1/restore'],
    ['POST', '/api/media'],
  ] as const)('%s %s answers 401 without a token and with a forged one', async (method, url) => {
    for (const headers of [{}, { authorization: 'Bearer abc.def.ghi' }]) {
      const res = await app.inject({
        method,
        url,
        headers,
        payload: method === 'GET' ? undefined : {},
      });
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toBe('unauthorized');
    }
  });
});
