import { describe, expect, it } from 'vitest';
import { defaultSiteData } from '@shared/site-content/defaults';
import { asPublished, siteContentApp, withPhone } from './site-content-app';

const { ctx, publish } = siteContentApp();

describe('versions and restore', () => {
  it('lists versions newest first with who published and what changed, paginated', async () => {
    await publish(withPhone('1'), 0);
    await publish({ ...withPhone('1'), team: defaultSiteData.team.slice(1) }, 1);
    await publish({ ...withPhone('2'), team: defaultSiteData.team.slice(1) }, 2);
    const page = await ctx.app.inject({
      method: 'GET',
      url: '/api/site-content/versions?limit=2',
      headers: ctx.auth,
    });
    expect(page.statusCode).toBe(200);
    expect(page.json().total).toBe(3);
    expect(page.json().items).toMatchObject([
      { version: 3, summary: 'phone changed', published_by: 'admin@firm.example' },
      { version: 2, summary: '1 team member removed', restored_from: null },
    ]);
    const rest = await ctx.app.inject({
      method: 'GET',
      url: '/api/site-content/versions?limit=2&offset=2',
      headers: ctx.auth,
    });
    expect(rest.json().items.map((v: { version: number }) => v.version)).toEqual([1]);
    const one = await ctx.app.inject({
      method: 'GET',
      url: '/api/site-content/versions/1',
      headers: ctx.auth,
    });
    expect(one.json()).toMatchObject({ version: 1, content: asPublished(withPhone('1')) });
  });

  it('restore publishes the old content again as a new version; history is kept', async () => {
    await publish(withPhone('old'), 0);
    await publish(withPhone('new'), 1);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/site-content/versions/1/restore',
      headers: ctx.auth,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ version: 3, summary: 'restored version 1: phone changed' });
    const live = (await ctx.app.inject({ method: 'GET', url: '/api/site-content' })).json();
    expect(live).toMatchObject({ version: 3, content: asPublished(withPhone('old')) });
    const list = (
      await ctx.app.inject({ method: 'GET', url: '/api/site-content/versions', headers: ctx.auth })
    ).json();
    expect(list.items.map((v: { version: number }) => v.version)).toEqual([3, 2, 1]);
    expect(list.items[0].restored_from).toBe(1);
    // Who put which version live is in the audit trail.
    const trail = (
      await ctx.app.inject({ url: '/api/admin/audit-events?limit=100', headers: ctx.auth })
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
    const missing = await ctx.app.inject({
      method: 'POST',
      url: '/api/site-content/versions/9/restore',
      headers: ctx.auth,
    });
    expect(missing.statusCode).toBe(404);
    const get = await ctx.app.inject({
      method: 'GET',
      url: '/api/site-content/versions/9',
      headers: ctx.auth,
    });
    expect(get.statusCode).toBe(404);
    const junk = await ctx.app.inject({
      method: 'GET',
      url: '/api/site-content/versions/abc',
      headers: ctx.auth,
    });
    expect(junk.statusCode).toBe(400);
  });
});

describe('redirects', () => {
  const post = defaultSiteData.blogPosts[0]!;
  const live = async () =>
    (await ctx.app.inject({ method: 'GET', url: '/api/site-content' })).json();

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
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/site-content/versions/1/restore',
      headers: ctx.auth,
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
