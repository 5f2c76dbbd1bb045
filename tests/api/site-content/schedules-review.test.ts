import { describe, expect, it } from 'vitest';
import { defaultSiteData } from '@shared/site-content/defaults';
import { withPhone } from './site-content-app';
import { reviewApp } from './review-setup';

// Schedules meet reviews at one seam (services/publishing/schedule-target.ts): with
// REQUIRE_REVIEW on, only an approved saved version is scheduled, and it is checked again when
// the schedule runs; an edit, a change request or a withdrawal after the approval cancels its
// schedule at once (issue 41, items 2 and 6).

const HOUR = 3_600_000;
const { ctx, clock, editor, put, approve, reviews, live } = reviewApp();

describe('schedules with review on', () => {
  const schedule = (version: number, at: number) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/site-content/schedules',
      headers: ctx.auth,
      payload: { version, publish_at: new Date(at).toISOString() },
    });
  const runDue = async (ms: number) => {
    clock().advance(ms);
    await ctx.app.scheduleRunner.runDue();
  };

  it('refuses a version not yet approved (409), publishes it once approved, at the time', async () => {
    const alice = await editor();
    expect((await put(withPhone('+1 555 0140'), 0, alice)).statusCode).toBe(202);
    const refused = await schedule(1, clock().now() + HOUR);
    expect(refused.statusCode).toBe(409);
    expect((await live()).version).toBe(0);

    expect((await approve(1, ctx.auth)).statusCode).toBe(200);
    const scheduled = await schedule(1, clock().now() + HOUR);
    expect(scheduled.statusCode).toBe(201);
    await runDue(HOUR / 2);
    expect((await live()).version).toBe(0); // not before its time
    await runDue(HOUR / 2);
    const now = await live();
    expect(now.content.settings.phone).toBe('+1 555 0140');
    expect((await reviews())[0].status).toBe('published');
  });

  const scheduleOf = async (id: string) =>
    (await ctx.app.inject({ url: `/api/site-content/schedules/${id}`, headers: ctx.auth })).json();
  const cancelReasons = () =>
    (
      ctx.app.db.sqlite
        .prepare("SELECT details FROM audit_events WHERE type = 'content.schedule_cancelled'")
        .all() as { details: string }[]
    ).map((r) => JSON.parse(r.details).reason);

  it('an edit after the approval voids it: its schedule is cancelled at once', async () => {
    const alice = await editor();
    expect((await put(withPhone('+1 555 0141'), 0, alice)).statusCode).toBe(202);
    expect((await approve(1, ctx.auth)).statusCode).toBe(200);
    const scheduled = await schedule(1, clock().now() + HOUR);
    expect(scheduled.statusCode).toBe(201);
    // The editor edits again: review 1 is superseded, its approval void, its schedule gone.
    expect((await put(withPhone('+1 555 0142'), 0, alice)).statusCode).toBe(202);
    expect(await scheduleOf(scheduled.json().id)).toMatchObject({
      status: 'cancelled',
      cancelled_by: alice.email,
    });
    expect(cancelReasons()).toEqual(['superseded by review 2']);
    await runDue(HOUR);
    expect(await live()).toMatchObject({ version: 0, content: defaultSiteData });
  });

  it('changes asked for after the approval cancel its schedule too', async () => {
    const alice = await editor();
    const bob = await editor(true);
    expect((await put(withPhone('+1 555 0143'), 0, alice)).statusCode).toBe(202);
    expect((await approve(1, ctx.auth)).statusCode).toBe(200);
    const scheduled = await schedule(1, clock().now() + HOUR);
    const asked = await ctx.app.inject({
      method: 'POST',
      url: '/api/site-content/reviews/1/request-changes',
      headers: { authorization: bob.authorization },
      payload: { comment: 'The area code is wrong' },
    });
    expect(asked.statusCode).toBe(200);
    expect(await scheduleOf(scheduled.json().id)).toMatchObject({
      status: 'cancelled',
      cancelled_by: bob.email,
    });
    expect(cancelReasons()).toEqual(['changes requested in review 1']);
    await runDue(HOUR);
    expect((await live()).version).toBe(0);
  });

  it('its requester withdraws a review: 403 for another editor, the schedule cancelled, 409 after', async () => {
    const alice = await editor();
    const carol = await editor();
    expect((await put(withPhone('+1 555 0144'), 0, alice)).statusCode).toBe(202);
    expect((await approve(1, ctx.auth)).statusCode).toBe(200);
    const scheduled = await schedule(1, clock().now() + HOUR);
    const withdraw = (headers: { authorization: string }) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/site-content/reviews/1/withdraw',
        headers: { authorization: headers.authorization },
      });
    expect((await withdraw(carol)).statusCode).toBe(403);
    const done = await withdraw(alice);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ id: 1, status: 'withdrawn' });
    expect(await scheduleOf(scheduled.json().id)).toMatchObject({ status: 'cancelled' });
    expect(cancelReasons()).toEqual(['review 1 withdrawn']);
    expect((await withdraw(alice)).statusCode).toBe(409);
    expect((await approve(1, ctx.auth)).statusCode).toBe(409);
    await runDue(HOUR);
    expect((await live()).version).toBe(0);
  });
});
