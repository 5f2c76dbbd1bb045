import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SiteData } from '@shared/site-content/schema';
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
      { ...defaultSiteData.blogPosts[0]!, id: 42, slug: 'a-new-post', title: 'A new post' },
      ...defaultSiteData.blogPosts,
    ];
    const res = await publish(content, 0);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ version: 1, summary: 'phone changed; 1 post added' });
    const live = (await app.inject({ method: 'GET', url: '/api/site-content' })).json();
    expect(live).toMatchObject({ version: 1, content });
    expect(Date.parse(live.published_at)).not.toBeNaN();
  });

  it('answers 409 edit_conflict when both changed one field since the base', async () => {
    expect((await publish(withPhone('1'), 0)).statusCode).toBe(201);
    const stale = await publish(withPhone('2'), 0);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ error: 'edit_conflict', live_version: 1 });
    expect(stale.json().message).toMatch(/Version 1 went live/);
    // Nothing was published by the refused call.
    const live = (await app.inject({ method: 'GET', url: '/api/site-content' })).json();
    expect(live.content.settings.phone).toBe('1');
  });

  it('of two racing publishes from the same base, exactly one wins', async () => {
    const [a, b] = await Promise.all([publish(withPhone('a'), 0), publish(withPhone('b'), 0)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    expect([a, b].find((r) => r.statusCode === 409)!.json().error).toBe('edit_conflict');
  });

  const post = defaultSiteData.blogPosts[0]!;
  const service = defaultSiteData.services[0]!;
  const study = defaultSiteData.caseStudies[0]!;
  const opening = defaultSiteData.openings[0]!;
  const partner = defaultSiteData.partners[0]!;
  const topic = defaultSiteData.chatTopics[0]!;
  const member = defaultSiteData.team[0]!;
  const redirect = (from: string, to: string) => ({
    ...defaultSiteData,
    redirects: [{ id: 1, from, to }],
  });
  it.each([
    [
      'settings',
      { ...defaultSiteData, settings: { phone: 1, email: 'a@b.example', address: 'b' } },
      'content.settings.phone',
    ],
    // Found in review (issue 18): the e-mail is put into mailto: links.
    [
      'settings',
      { ...defaultSiteData, settings: { ...defaultSiteData.settings, email: 'info at firm' } },
      'content.settings.email',
    ],
    [
      'settings',
      {
        ...defaultSiteData,
        settings: { ...defaultSiteData.settings, email: 'a@b.example?cc=x@y.example' },
      },
      'content.settings.email',
    ],
    [
      'posts',
      { ...defaultSiteData, blogPosts: [{ ...post, date: 'soon' }] },
      'content.blogPosts.0.date',
    ],
    [
      'posts',
      { ...defaultSiteData, blogPosts: [{ ...post, slug: 'Not A Slug' }] },
      'content.blogPosts.0.slug',
    ],
    [
      'posts',
      { ...defaultSiteData, blogPosts: [{ ...post, slug: undefined }] },
      'content.blogPosts.0.slug',
    ],
    [
      'posts',
      { ...defaultSiteData, blogPosts: [post, { ...post, id: 2 }] },
      'content.blogPosts.1.slug',
    ],
    [
      'posts',
      {
        ...defaultSiteData,
        blogPosts: [{ ...post, seo: { imageSrc: 'https://evil.example/x.png' } }],
      },
      'content.blogPosts.0.seo.imageSrc',
    ],
    [
      'team',
      { ...defaultSiteData, team: [{ ...member, imageSrc: 'data:image/png;base64,AAAA' }] },
      'content.team.0.imageSrc',
    ],
    [
      'team',
      { ...defaultSiteData, team: [{ ...member, imageSrc: 'https://evil.example/x.png' }] },
      'content.team.0.imageSrc',
    ],
    // Found in review (issue 18): browsers read both as //evil.example, another site.
    [
      'team',
      { ...defaultSiteData, team: [{ ...member, imageSrc: '/\\evil.example/x.png' }] },
      'content.team.0.imageSrc',
    ],
    [
      'team',
      { ...defaultSiteData, team: [{ ...member, imageSrc: '/\t/evil.example/x.png' }] },
      'content.team.0.imageSrc',
    ],
    [
      'team',
      { ...defaultSiteData, team: [{ ...member, imageSrc: '/images/../api/x.png' }] },
      'content.team.0.imageSrc',
    ],
    ['team', { ...defaultSiteData, team: [member, member] }, 'content.team.1.id'],
    [
      'services',
      { ...defaultSiteData, services: [{ ...service, icon: 'rocket' }] },
      'content.services.0.icon',
    ],
    [
      'services',
      { ...defaultSiteData, services: [service, { ...service, id: 99 }] },
      'content.services.1.slug',
    ],
    [
      'services',
      { ...defaultSiteData, services: [{ ...service, capabilities: 'many' }] },
      'content.services.0.capabilities',
    ],
    [
      'services',
      { ...defaultSiteData, services: [{ ...service, description: 7 }] },
      'content.services.0.description',
    ],
    [
      'case studies',
      { ...defaultSiteData, caseStudies: [{ ...study, illustration: 'moon' }] },
      'content.caseStudies.0.illustration',
    ],
    [
      'case studies',
      { ...defaultSiteData, caseStudies: [{ ...study, stats: [{ value: '1' }] }] },
      'content.caseStudies.0.stats.0.label',
    ],
    [
      'case studies',
      { ...defaultSiteData, caseStudies: [{ ...study, slug: '../admin' }] },
      'content.caseStudies.0.slug',
    ],
    [
      'openings',
      { ...defaultSiteData, openings: [{ ...opening, type: 'Freelance' }] },
      'content.openings.0.type',
    ],
    [
      'openings',
      { ...defaultSiteData, openings: [{ ...opening, datePosted: 'soon' }] },
      'content.openings.0.datePosted',
    ],
    ['openings', { ...defaultSiteData, openings: [opening, opening] }, 'content.openings.1.id'],
    [
      'partners',
      { ...defaultSiteData, partners: [{ ...partner, logoSrc: 'https://evil.example/logo.png' }] },
      'content.partners.0.logoSrc',
    ],
    [
      'partners',
      { ...defaultSiteData, partners: [{ ...partner, name: null }] },
      'content.partners.0.name',
    ],
    [
      'legal',
      {
        ...defaultSiteData,
        legal: { ...defaultSiteData.legal, privacyPolicy: { updated: 'yesterday', body: 'x' } },
      },
      'content.legal.privacyPolicy.updated',
    ],
    [
      'legal',
      { ...defaultSiteData, legal: { privacyPolicy: defaultSiteData.legal.privacyPolicy } },
      'content.legal.termsOfService',
    ],
    [
      'chat topics',
      { ...defaultSiteData, chatTopics: [{ ...topic, keywords: 'fiber' }] },
      'content.chatTopics.0.keywords',
    ],
    [
      'chat topics',
      { ...defaultSiteData, chatTopics: [{ ...topic, serviceId: 'x' }] },
      'content.chatTopics.0.serviceId',
    ],
    ['redirects', redirect('//evil.example', '/'), 'content.redirects.0.from'],
    ['redirects', redirect('/old', 'https://evil.example/'), 'content.redirects.0.to'],
    ['redirects', redirect('/old', '/\\evil.example'), 'content.redirects.0.to'],
    ['redirects', redirect('/admin/users', '/'), 'content.redirects.0.from'],
    ['redirects', redirect('/old/', '/'), 'content.redirects.0.from'],
    [
      'redirects',
      {
        ...defaultSiteData,
        redirects: [
          { id: 1, from: '/a', to: '/' },
          { id: 2, from: '/a', to: '/quote' },
        ],
      },
      'content.redirects.1.from',
    ],
    ['the shape', { settings: defaultSiteData.settings, team: [] }, 'content.blogPosts'],
    ['the shape', { ...defaultSiteData, services: undefined }, 'content.services'],
  ])(
    // Named by the part and the case's index: the content itself is the whole site (pages long).
    'refuses invalid content with a 400 naming the field: %s, case %#',
    async (_what, content, field) => {
      const res = await publish(content, 0);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('validation_failed');
      expect(res.json().issues.map((i: { path: string }) => i.path)).toContain(field);
    },
  );

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

describe('redirects', () => {
  const post = defaultSiteData.blogPosts[0]!;
  const live = async () => (await app.inject({ method: 'GET', url: '/api/site-content' })).json();

  it('a renamed slug and a removed page are recorded as redirects by the publish', async () => {
    const res = await publish(
      {
        ...defaultSiteData,
        blogPosts: [
          { ...post, slug: 'private-5g-on-campus' },
          ...defaultSiteData.blogPosts.slice(1),
        ],
        services: defaultSiteData.services.slice(1),
      },
      0,
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().summary).toBe('1 post edited; 1 service removed; 2 redirects added');
    expect((await live()).content.redirects).toEqual([
      { id: expect.any(Number), from: `/blog/${post.slug}`, to: '/blog/private-5g-on-campus' },
      { id: expect.any(Number), from: '/services/wireless-systems', to: '/#services' },
    ]);
  });

  it('refuses a redirect that hides a page, and loops, with a 400 naming the field', async () => {
    const hiding = await publish(
      { ...defaultSiteData, redirects: [{ id: 1, from: '/careers', to: '/' }] },
      0,
    );
    expect(hiding.statusCode).toBe(400);
    expect(hiding.json()).toMatchObject({
      error: 'validation_failed',
      issues: [{ path: 'content.redirects.0.from', message: expect.stringContaining('is a page') }],
    });
    const loop = await publish(
      {
        ...defaultSiteData,
        redirects: [
          { id: 1, from: '/a', to: '/b' },
          { id: 2, from: '/b', to: '/a#top' },
        ],
      },
      0,
    );
    expect(loop.statusCode).toBe(400);
    expect(loop.json().issues.map((i: { path: string }) => i.path)).toEqual([
      'content.redirects.0.to',
      'content.redirects.1.to',
    ]);
    // A page added where a new redirect starts: the redirect would hide it.
    const added = await publish(
      {
        ...defaultSiteData,
        blogPosts: [...defaultSiteData.blogPosts, { ...post, id: 5, slug: 'fresh' }],
        redirects: [{ id: 1, from: '/blog/fresh', to: '/' }],
      },
      0,
    );
    expect(added.statusCode).toBe(400);
    expect((await live()).version).toBe(0); // nothing was published
  });

  it('a slug renamed back takes its address back: the redirect the first rename made goes', async () => {
    const renamed = {
      ...defaultSiteData,
      blogPosts: [{ ...post, slug: 'short' }, ...defaultSiteData.blogPosts.slice(1)],
    };
    expect((await publish(renamed, 0)).statusCode).toBe(201);
    // The working copy still holds the redirect the server recorded; publishing the old slug
    // again must not be refused as "hiding a page".
    const withRedirect = { ...renamed, redirects: (await live()).content.redirects };
    const back = await publish({ ...withRedirect, blogPosts: defaultSiteData.blogPosts }, 1);
    expect(back.statusCode).toBe(201);
    expect((await live()).content.redirects).toEqual([
      { id: expect.any(Number), from: '/blog/short', to: `/blog/${post.slug}` },
    ]);
  });

  it('restore brings a version’s redirects back, and keeps addresses that moved since', async () => {
    const one = {
      ...defaultSiteData,
      redirects: [{ id: 1, from: '/old-site/about', to: '/#contact' }],
    };
    expect((await publish(one, 0)).statusCode).toBe(201);
    const two = {
      ...defaultSiteData,
      blogPosts: [{ ...post, slug: 'renamed' }, ...defaultSiteData.blogPosts.slice(1)],
    };
    expect((await publish(two, 1)).statusCode).toBe(201);
    const res = await app.inject({
      method: 'POST',
      url: '/api/site-content/versions/1/restore',
      headers: auth,
    });
    expect(res.statusCode).toBe(201);
    expect(
      (await live()).content.redirects.map((r: { from: string; to: string }) => [r.from, r.to]),
    ).toEqual([
      ['/old-site/about', '/#contact'],
      ['/blog/renamed', `/blog/${post.slug}`],
    ]);
  });
});

describe('content stored in an older shape', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'site-content-old-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  /** A version as an earlier release stored it: settings, team and posts only, no slugs. */
  async function appWithOldVersion(email: string) {
    const databasePath = join(dir, 'site.db');
    const first = await createTestApp({ databasePath });
    await createAdmin(first);
    const old = {
      settings: { ...defaultSiteData.settings, email },
      team: defaultSiteData.team,
      blogPosts: defaultSiteData.blogPosts.map(({ slug: _slug, ...p }) => ({
        ...p,
        title: `Old: ${p.title}`,
      })),
    };
    first.db.sqlite
      .prepare(
        'INSERT INTO site_content_versions (version, content, published_at, summary) VALUES (1, ?, ?, ?)',
      )
      .run(JSON.stringify(old), '2025-06-01T00:00:00.000Z', '1 post edited');
    await first.close();
    const next = await createTestApp({ databasePath });
    return { next, auth: bearer((await login(next)).access_token) };
  }

  it('keeps loading: the missing collections are the defaults, posts get slugs from their titles', async () => {
    const { next, auth: token } = await appWithOldVersion('info@meridian-netsec.com');
    try {
      const live = (await next.inject({ method: 'GET', url: '/api/site-content' })).json();
      expect(live.version).toBe(1);
      expect(live.content.services).toEqual(defaultSiteData.services);
      expect(live.content.redirects).toEqual([]);
      expect(live.content.blogPosts.map((p: { slug: string }) => p.slug)).toEqual([
        'old-private-5g-for-campuses-when-it-beats-enterprise-wi-fi',
        'old-designing-fiber-backbones-for-40-years-of-service',
        'old-cutting-false-alarms-with-video-analytics',
      ]);
      const version = await next.inject({
        method: 'GET',
        url: '/api/site-content/versions/1',
        headers: token,
      });
      expect(version.statusCode).toBe(200);
      // Publishing on top of it compares against the upgraded shape: only the real change shows.
      const res = await next.inject({
        method: 'PUT',
        url: '/api/site-content',
        headers: token,
        payload: {
          content: { ...live.content, settings: { ...live.content.settings, phone: '1' } },
          base_version: 1,
        },
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().summary).toBe('phone changed');
    } finally {
      await next.close();
    }
  });

  it('a stored e-mail that is no address is served as it is, but cannot be restored', async () => {
    const { next, auth: token } = await appWithOldVersion('info at meridian');
    try {
      const live = (await next.inject({ method: 'GET', url: '/api/site-content' })).json();
      expect(live.content.settings.email).toBe('info at meridian');
      await next.inject({
        method: 'PUT',
        url: '/api/site-content',
        headers: token,
        payload: { content: defaultSiteData, base_version: 1 },
      });
      const restore = await next.inject({
        method: 'POST',
        url: '/api/site-content/versions/1/restore',
        headers: token,
      });
      expect(restore.statusCode).toBe(400);
      expect(restore.json()).toMatchObject({
        error: 'validation_failed',
        issues: [{ path: 'content.settings.email' }],
      });
    } finally {
      await next.close();
    }
  });
});
