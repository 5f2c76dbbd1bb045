import { describe, expect, it } from 'vitest';
import { defaultSiteData } from '@shared/site-content/defaults';
import { asPublished, withPhone } from './site-content-app';
import { reviewApp } from './review-setup';

// Review off (the default): publishing works as before, and saved versions are kept beside the
// published ones in one number space (what a schedule publishes later).

const { ctx, editor, put, post, versions, live } = reviewApp(false);

const save = (content: unknown, base_version: number, headers = ctx.auth, message?: string) =>
  post('/api/site-content/versions', headers, { content, base_version, message });

describe('saved versions, review off', () => {
  it("an editor's publish goes live at once, as it always did", async () => {
    const alice = await editor();
    const res = await put(withPhone('1'), 0, alice);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ version: 1, summary: 'phone changed' });
    expect((await live()).version).toBe(1);
    expect(await ctx.app.inject({ url: '/api/site-content/reviews', headers: ctx.auth })).toSatisfy(
      (r: { json: () => { items: unknown[] } }) => r.json().items.length === 0,
    );
  });

  it('saves without publishing: 201, listed with its status, never live', async () => {
    await put(withPhone('live'), 0, ctx.auth);
    const alice = await editor();
    const res = await save(withPhone('draft'), 1, alice, 'For the launch');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      version: 2,
      status: 'saved',
      base_version: 1,
      saved_at: '2030-01-01T00:00:00.000Z',
      saved_by: alice.email,
      message: 'For the launch',
      summary: 'phone changed',
    });
    expect(res.json().content_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(await live()).toMatchObject({ version: 1, content: asPublished(withPhone('live')) });
    // The next publish takes the next number, on top of the live (published) version.
    expect((await put(withPhone('next'), 1, ctx.auth)).json().version).toBe(3);
    const list = await versions();
    expect(list.statuses).toEqual([
      [3, 'published'],
      [2, 'saved'],
      [1, 'published'],
    ]);
    expect(list.items[1]).toMatchObject({ published_at: null, saved_by: alice.email });
    const one = await ctx.app.inject({ url: '/api/site-content/versions/2', headers: ctx.auth });
    expect(one.json()).toMatchObject({ status: 'saved', content: withPhone('draft') });
    // Restore takes what went live, never a saved version.
    expect((await post('/api/site-content/versions/2/restore', ctx.auth)).statusCode).toBe(404);
  });

  it('publishVersion merges a saved version from its base onto the live content', async () => {
    await put(withPhone('live'), 0, ctx.auth);
    const team = defaultSiteData.team.slice(1);
    await save({ ...withPhone('live'), team }, 1);
    await put(withPhone('other'), 1, ctx.auth);
    const by = ctx.app.repos.users.findByEmail('admin@firm.example')!;
    const published = await ctx.app.contentReviews.publishVersion(2, by);
    expect(published).toMatchObject({
      version: 4,
      summary: 'from saved version 2: 1 team member removed',
    });
    // What only the saved version changed applied; what went live meanwhile stayed.
    expect(await live()).toMatchObject({ content: asPublished({ ...withPhone('other'), team }) });
    // A field both changed is a conflict: nothing published.
    await save(withPhone('mine'), 4);
    await put(withPhone('theirs'), 4, ctx.auth);
    await expect(ctx.app.contentReviews.publishVersion(5, by)).rejects.toMatchObject({
      statusCode: 409,
      code: 'edit_conflict',
    });
    expect((await live()).content.settings.phone).toBe('theirs');
  });

  it('the seam: with review off, any saved or published version that exists', async () => {
    await put(withPhone('1'), 0, ctx.auth);
    await save(withPhone('2'), 1);
    const { publishableVersion } = ctx.app.contentReviews;
    expect(publishableVersion(1)).toEqual({ ok: true });
    expect(publishableVersion(2)).toEqual({ ok: true });
    expect(publishableVersion(3)).toMatchObject({ ok: false, status: 404, error: 'not_found' });
  });

  it('400 for content that does not validate, naming the field', async () => {
    const res = await save({ ...withPhone('1'), settings: { phone: 1 } }, 0);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/settings/);
  });
});
