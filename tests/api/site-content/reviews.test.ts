import { describe, expect, it } from 'vitest';
import { defaultSiteData } from '@shared/site-content/defaults';
import type { SiteData } from '@shared/site-content/schema';
import { asPublished, withPhone } from './site-content-app';
import { reviewApp } from './review-setup';

const { ctx, clock, editor, put, post, approve, reviews, versions, live } = reviewApp();

const withPrivacy = (body: string): SiteData => ({
  ...defaultSiteData,
  legal: {
    ...defaultSiteData.legal,
    privacyPolicy: { ...defaultSiteData.legal.privacyPolicy, body },
  },
});

describe('review before publishing (REQUIRE_REVIEW=on)', () => {
  it("an editor's publish saves a version and asks for a review; the live site is unchanged", async () => {
    const alice = await editor();
    const res = await put(withPhone('+1 555 0100'), 0, alice, 'New switchboard number');
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ review: { id: 1, version: 1, status: 'requested' } });
    expect(await live()).toMatchObject({ version: 0, content: defaultSiteData });
    const [review] = await reviews();
    expect(review).toMatchObject({
      id: 1,
      version: 1,
      status: 'requested',
      message: 'New switchboard number',
      requested_by: alice.email,
      requested_at: '2030-01-01T00:00:00.000Z',
      base_version: 0,
      summary: 'phone changed',
      changes: { settings: ['phone'] },
      approvals: [],
      approvals_needed: 1,
      comments: [],
    });
    expect(review.content_hash).toMatch(/^[0-9a-f]{64}$/);
    // An owner's publish still goes live at once.
    const owner = await put(withPhone('+1 555 0199'), 0, ctx.auth);
    expect(owner.statusCode).toBe(201);
    expect(owner.json().version).toBe(2);
    expect((await live()).version).toBe(2);
  });

  it('an owner approves, then publishes: the approved change goes live as a new version', async () => {
    const alice = await editor();
    await put(withPhone('+1 555 0100'), 0, alice);
    clock().advance(60_000);
    const ok = await approve(1, ctx.auth, { version: 1 });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      status: 'approved',
      approvals: [{ by: 'admin@firm.example', at: '2030-01-01T00:01:00.000Z' }],
    });
    const published = await post('/api/site-content/reviews/1/publish', alice);
    expect(published.statusCode).toBe(201);
    expect(published.json()).toMatchObject({
      version: 2,
      summary: 'from saved version 1: phone changed',
    });
    expect(await live()).toMatchObject({
      version: 2,
      content: asPublished(withPhone('+1 555 0100')),
    });
    expect((await reviews())[0]).toMatchObject({ status: 'published', published_version: 2 });
    // Published once: a second click is refused.
    expect((await post('/api/site-content/reviews/1/publish', alice)).statusCode).toBe(409);
  });

  it('two publishes of one approved review racing: one goes live, the other is refused', async () => {
    const alice = await editor();
    await put(withPhone('1'), 0, alice);
    await approve(1, ctx.auth);
    const [a, b] = await Promise.all([
      post('/api/site-content/reviews/1/publish', alice),
      post('/api/site-content/reviews/1/publish', ctx.auth),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    expect((await live()).version).toBe(2);
    expect((await versions()).statuses).toEqual([
      [2, 'published'],
      [1, 'saved'],
    ]);
  });

  it('403 for the requester and for an editor without the reviewer grant', async () => {
    const alice = await editor(true);
    const bob = await editor();
    await put(withPhone('1'), 0, alice);
    const own = await approve(1, alice);
    expect(own.statusCode).toBe(403);
    expect(own.json()).toMatchObject({ error: 'forbidden', message: expect.stringMatching(/own/) });
    const plain = await approve(1, bob);
    expect(plain.statusCode).toBe(403);
    expect(plain.json().error).toBe('forbidden');
    const changes = await post('/api/site-content/reviews/1/request-changes', bob, {
      comment: 'no',
    });
    expect(changes.statusCode).toBe(403);
    // Nobody may publish what was not approved, the requester included.
    expect((await post('/api/site-content/reviews/1/publish', alice)).json().error).toBe(
      'not_approved',
    );
    // An editor given the grant by an owner approves someone else's.
    await put(withPhone('2'), 0, bob);
    const granted = await approve(2, alice);
    expect(granted.statusCode).toBe(200);
    expect(granted.json().status).toBe('approved');
  });

  it('a new edit supersedes the open review and voids its approval (409 on the old one)', async () => {
    const alice = await editor();
    await put(withPhone('1'), 0, alice);
    expect((await approve(1, ctx.auth)).json().status).toBe('approved');
    const again = await put(withPhone('2'), 0, alice);
    expect(again.json().review).toMatchObject({ id: 2, version: 2 });
    const all = await reviews();
    expect(all.map((r: { id: number; status: string }) => [r.id, r.status])).toEqual([
      [2, 'requested'],
      [1, 'superseded'],
    ]);
    expect(all[1].superseded_by).toBe(2);
    const late = await approve(1, ctx.auth);
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe('version_changed');
    expect((await post('/api/site-content/reviews/1/publish', alice)).statusCode).toBe(409);
    expect((await live()).version).toBe(0);
  });

  it('409 when the version the reviewer saw is not the review’s, or its content changed', async () => {
    const alice = await editor();
    await put(withPhone('1'), 0, alice);
    const wrong = await approve(1, ctx.auth, { version: 7 });
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().error).toBe('version_changed');
    // The stored content no longer hashes to what was asked for (altered behind the API).
    ctx.app.db.sqlite
      .prepare('UPDATE site_content_versions SET content = ? WHERE version = 1')
      .run(JSON.stringify(withPhone('666')));
    const changed = await approve(1, ctx.auth);
    expect(changed.statusCode).toBe(409);
    expect(changed.json().error).toBe('version_changed');
  });

  it('two approvals racing are each counted once; the same person never counts twice', async () => {
    const alice = await editor();
    const [r1, r2] = [await editor(true), await editor(true)];
    await put(withPrivacy('New terms of data handling.'), 0, alice);
    const [a, b, c] = await Promise.all([approve(1, r1), approve(1, r2), approve(1, r1)]);
    expect([a.statusCode, b.statusCode, c.statusCode]).toEqual([200, 200, 200]);
    const [review] = await reviews();
    expect(review.approvals_needed).toBe(2);
    expect(review.approvals.map((x: { by: string }) => x.by).sort()).toEqual(
      [r1.email, r2.email].sort(),
    );
    expect(review.status).toBe('approved');
  });

  it('the legal pages need two distinct approvers', async () => {
    const alice = await editor();
    const reviewer = await editor(true);
    await put(withPrivacy('We keep your data for 30 days.'), 0, alice);
    const first = await approve(1, ctx.auth);
    expect(first.json()).toMatchObject({
      status: 'requested',
      approvals_needed: 2,
      changes: { legal: ['privacyPolicy'] },
    });
    expect((await approve(1, ctx.auth)).json()).toMatchObject({ status: 'requested' });
    expect((await post('/api/site-content/reviews/1/publish', alice)).statusCode).toBe(409);
    const second = await approve(1, reviewer);
    expect(second.json()).toMatchObject({ status: 'approved' });
    expect(second.json().approvals).toHaveLength(2);
  });

  it('request-changes keeps the comment with who and when; bad comments are 400', async () => {
    const alice = await editor();
    await put(withPhone('1'), 0, alice);
    clock().advance(5 * 60_000);
    const res = await post('/api/site-content/reviews/1/request-changes', ctx.auth, {
      comment: 'Use the international format',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'changes_requested',
      comments: [
        {
          by: 'admin@firm.example',
          at: '2030-01-01T00:05:00.000Z',
          comment: 'Use the international format',
        },
      ],
    });
    for (const comment of ['', 'x'.repeat(2001)]) {
      const bad = await post('/api/site-content/reviews/1/request-changes', ctx.auth, { comment });
      expect(bad.statusCode).toBe(400);
    }
    expect((await reviews('changes_requested')).map((r: { id: number }) => r.id)).toEqual([1]);
    expect(await reviews('approved')).toEqual([]);
    const missing = await approve(99, ctx.auth);
    expect(missing.statusCode).toBe(404);
  });

  it("an editor's restore opens a review of the old content and publishes nothing", async () => {
    await put(withPhone('old'), 0, ctx.auth);
    await put(withPhone('new'), 1, ctx.auth);
    const alice = await editor();
    const res = await post('/api/site-content/versions/1/restore', alice);
    expect(res.statusCode).toBe(202);
    expect(res.json().review).toMatchObject({ version: 3, status: 'requested' });
    expect((await live()).version).toBe(2);
    const [review] = await reviews();
    expect(review).toMatchObject({ base_version: 2, summary: 'phone changed' });
    await approve(review.id, ctx.auth);
    await post(`/api/site-content/reviews/${review.id}/publish`, ctx.auth);
    expect(await live()).toMatchObject({ version: 4, content: asPublished(withPhone('old')) });
  });

  it('a request from an older version is merged onto the live one first; a conflict is 409', async () => {
    const alice = await editor();
    const team = defaultSiteData.team.slice(1);
    await put(withPhone('owner'), 0, ctx.auth);
    // Alice edited version 0: her team change is asked about on top of the owner's phone.
    const res = await put({ ...defaultSiteData, team }, 0, alice);
    expect(res.statusCode).toBe(202);
    const [review] = await reviews();
    expect(review).toMatchObject({ base_version: 1, summary: '1 team member removed' });
    await approve(review.id, ctx.auth);
    await post(`/api/site-content/reviews/${review.id}/publish`, ctx.auth);
    expect(await live()).toMatchObject({ content: asPublished({ ...withPhone('owner'), team }) });
    // A field both changed: 409 edit_conflict, settled by resolutions like a publish.
    const clash = await put(withPhone('alice'), 0, alice);
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({
      error: 'edit_conflict',
      conflicts: [{ key: 'settings.phone' }],
    });
    const settled = await ctx.app.inject({
      method: 'PUT',
      url: '/api/site-content',
      headers: { authorization: alice.authorization },
      payload: {
        content: withPhone('alice'),
        base_version: 0,
        resolutions: { 'settings.phone': 'mine' },
      },
    });
    expect(settled.statusCode).toBe(202);
    expect((await reviews())[0]).toMatchObject({ summary: 'phone changed', status: 'requested' });
  });

  it('a long message is refused with a sentence naming it', async () => {
    const alice = await editor();
    const res = await put(withPhone('1'), 0, alice, 'x'.repeat(1001));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/message/i);
  });
});

describe('the history tells the story', () => {
  it("lists saved versions and each version's events: who did what, when, and the comment", async () => {
    const alice = await editor();
    await put(withPhone('1'), 0, alice, 'Please check the number');
    clock().advance(60_000);
    await post('/api/site-content/reviews/1/request-changes', ctx.auth, { comment: 'Wrong digit' });
    await put(withPhone('2'), 0, alice, 'Fixed');
    clock().advance(60_000);
    await approve(2, ctx.auth);
    await post('/api/site-content/reviews/2/publish', ctx.auth);
    const list = await versions();
    expect(list.statuses).toEqual([
      [3, 'published'],
      [2, 'saved'],
      [1, 'saved'],
    ]);
    const [published, second, first] = list.items;
    expect(first.events).toEqual([
      {
        type: 'content.review_requested',
        at: '2030-01-01T00:00:00.000Z',
        by: alice.email,
        comment: 'Please check the number',
      },
      {
        type: 'content.changes_requested',
        at: '2030-01-01T00:01:00.000Z',
        by: 'admin@firm.example',
        comment: 'Wrong digit',
      },
    ]);
    expect(second.events.map((e: { type: string }) => e.type)).toEqual([
      'content.review_requested',
      'content.review_approved',
    ]);
    expect(second.events[1]).toMatchObject({
      by: 'admin@firm.example',
      at: '2030-01-01T00:02:00.000Z',
    });
    expect(published.events).toEqual([
      expect.objectContaining({ type: 'content.review_published', by: 'admin@firm.example' }),
    ]);
    expect(published.summary).toBe('from saved version 2: phone changed');
  });
});

describe('the seam for schedules: publishableVersion', () => {
  it('with review on, only a saved version with an approved review of its content', async () => {
    const alice = await editor();
    const { contentReviews } = ctx.app;
    expect(contentReviews.publishableVersion(9)).toMatchObject({ ok: false, status: 404 });
    await put(withPhone('1'), 0, alice);
    expect(contentReviews.publishableVersion(1)).toMatchObject({
      ok: false,
      status: 409,
      error: 'not_approved',
    });
    await approve(1, ctx.auth);
    expect(contentReviews.publishableVersion(1)).toEqual({ ok: true });
    await put(withPhone('2'), 0, alice);
    expect(contentReviews.publishableVersion(1)).toMatchObject({ ok: false, status: 409 });
  });
});
