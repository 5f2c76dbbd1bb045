import { describe, expect, it } from 'vitest';
import { defaultSiteData } from '@shared/site-content/defaults';
import { asPublished, siteContentApp, withPhone } from './site-content-app';

const { ctx, publish } = siteContentApp();

describe('GET /api/site-content', () => {
  it('is public: version 0 and the built-in defaults before the first publish', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/site-content' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ version: 0, published_at: null, content: defaultSiteData });
    expect(res.headers.etag).toBe('"0"');
  });

  it('answers 304 while the version in If-None-Match is live, 200 once it changed', async () => {
    const first = await ctx.app.inject({
      method: 'GET',
      url: '/api/site-content',
      headers: { 'if-none-match': '"0"' },
    });
    expect(first.statusCode).toBe(304);
    expect(first.body).toBe('');
    expect((await publish(withPhone('+1 555 0100'), 0)).statusCode).toBe(201);
    const next = await ctx.app.inject({
      method: 'GET',
      url: '/api/site-content',
      headers: { 'if-none-match': 'W/"0"' },
    });
    expect(next.statusCode).toBe(200);
    expect(next.headers.etag).toBe('"1"');
    expect(next.json().content.settings.phone).toBe('+1 555 0100');
  });
});

describe('GET /api/site-content/built-in', () => {
  it('answers staff the built-in content, the sample firm included, whatever is live', async () => {
    expect((await publish(withPhone('+1 555 0100'), 0)).statusCode).toBe(201);
    const res = await ctx.app.inject({ url: '/api/site-content/built-in', headers: ctx.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ content: defaultSiteData });
    // The browser build does not carry it: only a signed-in editor gets it.
    const anonymous = await ctx.app.inject({ url: '/api/site-content/built-in' });
    expect(anonymous.statusCode).toBe(401);
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
    const live = (await ctx.app.inject({ method: 'GET', url: '/api/site-content' })).json();
    expect(live).toMatchObject({ version: 1, content: asPublished(content) });
    expect(Date.parse(live.published_at)).not.toBeNaN();
  });

  it('answers 409 edit_conflict when both changed one field since the base', async () => {
    expect((await publish(withPhone('1'), 0)).statusCode).toBe(201);
    const stale = await publish(withPhone('2'), 0);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ error: 'edit_conflict', live_version: 1 });
    expect(stale.json().message).toMatch(/Version 1 went live/);
    // Nothing was published by the refused call.
    const live = (await ctx.app.inject({ method: 'GET', url: '/api/site-content' })).json();
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
    // Found in review: the e-mail is put into mailto: links.
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
    // Found in review: browsers read both as //evil.example, another site.
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
    ...(['name', 'legalName', 'tagline'] as const).flatMap((field) =>
      ['\r', '\n'].map((breaks): [string, unknown, string] => [
        'identity',
        {
          ...defaultSiteData,
          identity: { ...defaultSiteData.identity, [field]: `Meridian${breaks}Set-Cookie: x=1` },
        },
        `content.identity.${field}`,
      ]),
    ),
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
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/site-content',
      headers: ctx.auth,
      payload: { content: defaultSiteData },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0].path).toBe('base_version');
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
      const res = await ctx.app.inject({
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
