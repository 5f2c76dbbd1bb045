import { describe, expect, it } from 'vitest';
import { bearer, manualClock, signInWithRole } from '../helpers';
import { siteContentApp, withPhone } from './site-content-app';

// Publishing at a set time (issue 41, items 2, 5 and 6): the rules of the schedules API and the
// runner's races, on a test clock (config.now) moved by hand, then `scheduleRunner.runDue()`.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const START = Date.parse('2030-03-01T09:00:00Z');
const ZONE = 'Europe/Paris';

describe('schedules', () => {
  let clock = manualClock(START);
  const { ctx, publish } = siteContentApp(() => {
    clock = manualClock(START);
    return { now: clock.now, timeZone: ZONE };
  });

  /** Publishes two versions (1 and 2, live); version 1 is the one the tests schedule. */
  async function twoVersions() {
    expect((await publish(withPhone('+1 555 0101'), 0)).statusCode).toBe(201);
    expect((await publish(withPhone('+1 555 0102'), 1)).statusCode).toBe(201);
  }
  const schedule = (version: number, publish_at: string, headers = ctx.auth) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/site-content/schedules',
      headers,
      payload: { version, publish_at },
    });
  const cancel = (id: string) =>
    ctx.app.inject({
      method: 'DELETE',
      url: `/api/site-content/schedules/${id}`,
      headers: ctx.auth,
    });
  const getOne = (id: string) =>
    ctx.app.inject({ method: 'GET', url: `/api/site-content/schedules/${id}`, headers: ctx.auth });
  const live = () => ctx.app.publisher.live();
  const versions = () => ctx.app.repos.siteContent.list(100, 0).total;
  const auditTypes = () =>
    (
      ctx.app.db.sqlite
        .prepare("SELECT type FROM audit_events WHERE type LIKE 'content.schedule_%' ORDER BY id")
        .all() as { type: string }[]
    ).map((r) => r.type);

  it('schedules a version: the time in UTC and read in SITE_TIME_ZONE', async () => {
    await twoVersions();
    const res = await schedule(1, '2030-03-02T10:30:00+01:00');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      version: 1,
      publish_at: '2030-03-02T09:30:00.000Z',
      publish_at_local: '2 Mar 2030, 10:30',
      time_zone: ZONE,
      status: 'scheduled',
      created_by: 'admin@firm.example',
      created_at: new Date(START).toISOString(),
      published_version: null,
      error: null,
      cancelled_by: null,
      cancelled_at: null,
    });
    expect((await getOne(res.json().id)).json()).toEqual(res.json());
    expect(auditTypes()).toEqual(['content.schedule_created']);
  });

  it('refuses a time without its offset, or in the past, naming publish_at (400)', async () => {
    await twoVersions();
    const naive = await schedule(1, '2030-03-02T10:30:00');
    expect(naive.statusCode).toBe(400);
    expect(naive.json().error).toBe('validation_failed');
    expect(naive.json().message).toContain('publish_at');
    const past = await schedule(1, '2030-03-01T09:59:00+01:00'); // 08:59Z, a minute ago
    expect(past.statusCode).toBe(400);
    expect(past.json()).toMatchObject({
      error: 'validation_failed',
      issues: [{ path: 'publish_at' }],
    });
    expect(past.json().message).toMatch(/publish_at is in the past/);
    expect((await schedule(1, new Date(START).toISOString())).statusCode).toBe(400);
  });

  it('answers 404 for a version that does not exist, and for an unknown schedule', async () => {
    await twoVersions();
    const res = await schedule(9, '2030-03-02T10:30:00Z');
    expect(res.statusCode).toBe(404);
    expect((await getOne('nope')).statusCode).toBe(404);
    expect((await cancel('nope')).statusCode).toBe(404);
  });

  it('refuses a second pending schedule of the same version (409), allows it once cancelled', async () => {
    await twoVersions();
    const first = await schedule(1, '2030-03-02T10:30:00Z');
    const second = await schedule(1, '2030-03-05T10:30:00Z');
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toBe('schedule_overlap');
    expect(second.json().message).toMatch(/two schedules cannot overlap the same version/);
    expect((await schedule(2, '2030-03-05T10:30:00Z')).statusCode).toBe(201);
    expect((await cancel(first.json().id)).statusCode).toBe(200);
    expect((await schedule(1, '2030-03-05T10:30:00Z')).statusCode).toBe(201);
  });

  it('is for the content roles only', async () => {
    await twoVersions();
    const sales = await signInWithRole(ctx.app, 'sales');
    expect((await schedule(1, '2030-03-02T10:30:00Z', bearer(sales.access_token))).statusCode).toBe(
      403,
    );
    const editor = await signInWithRole(ctx.app, 'editor');
    expect(
      (await schedule(1, '2030-03-02T10:30:00Z', bearer(editor.access_token))).statusCode,
    ).toBe(201);
  });

  it('publishes a due schedule once, then refuses to cancel it (409)', async () => {
    await twoVersions();
    const { id } = (await schedule(1, '2030-03-01T10:00:00Z')).json();
    expect(await ctx.app.scheduleRunner.runDue()).toEqual([]); // not due yet
    clock.advance(HOUR);
    const ran = await ctx.app.scheduleRunner.runDue();
    expect(ran).toHaveLength(1);
    expect(live().version).toBe(3);
    expect(live().content.settings.phone).toBe('+1 555 0101');
    expect((await getOne(id)).json()).toMatchObject({ status: 'published', published_version: 3 });
    expect(await ctx.app.scheduleRunner.runDue()).toEqual([]);
    const late = await cancel(id);
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe('schedule_already_ran');
    expect(versions()).toBe(3);
    expect(auditTypes()).toEqual(['content.schedule_created', 'content.schedule_published']);
  });

  it('cancels: nothing is published for it, and cancelling again changes nothing', async () => {
    await twoVersions();
    const { id } = (await schedule(1, '2030-03-01T10:00:00Z')).json();
    const res = await cancel(id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'cancelled', cancelled_by: 'admin@firm.example' });
    expect((await cancel(id)).json()).toEqual(res.json());
    clock.advance(2 * HOUR);
    expect(await ctx.app.scheduleRunner.runDue()).toEqual([]);
    expect(versions()).toBe(2);
    expect(auditTypes()).toEqual(['content.schedule_created', 'content.schedule_cancelled']);
  });

  it('two sweeps racing publish a schedule once', async () => {
    await twoVersions();
    await schedule(1, '2030-03-01T10:00:00Z');
    clock.advance(HOUR);
    const runs = await Promise.all([0, 1, 2].map(() => ctx.app.scheduleRunner.runDue()));
    expect(runs.flat()).toHaveLength(1);
    expect(versions()).toBe(3);
  });

  it('a clock moved back publishes nothing early, and moved forward skips nothing', async () => {
    await twoVersions();
    const { id } = (await schedule(1, '2030-03-01T10:00:00Z')).json();
    clock.advance(-3 * HOUR); // the clock is set back (NTP, a VM restored)
    expect(await ctx.app.scheduleRunner.runDue()).toEqual([]);
    clock.advance(3 * HOUR + 59 * MINUTE); // back to a minute before the time
    expect(await ctx.app.scheduleRunner.runDue()).toEqual([]);
    expect((await getOne(id)).json().status).toBe('scheduled');
    clock.advance(5 * HOUR); // jumps well past it
    expect(await ctx.app.scheduleRunner.runDue()).toHaveLength(1);
    expect(versions()).toBe(3);
  });

  it('lists pending schedules first, soonest first; ?status filters (the dashboard reads failed)', async () => {
    await twoVersions();
    const later = (await schedule(2, '2030-03-03T10:00:00Z')).json();
    const sooner = (await schedule(1, '2030-03-02T10:00:00Z')).json();
    await cancel(later.id);
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/site-content/schedules',
      headers: ctx.auth,
    });
    expect(res.json().time_zone).toBe(ZONE);
    expect(res.json().items.map((s: { id: string }) => s.id)).toEqual([sooner.id, later.id]);
    const cancelled = await ctx.app.inject({
      method: 'GET',
      url: '/api/site-content/schedules?status=cancelled',
      headers: ctx.auth,
    });
    expect(cancelled.json().items.map((s: { id: string }) => s.id)).toEqual([later.id]);
  });

  it('a version that no longer passes the check fails clearly and publishes nothing', async () => {
    await twoVersions();
    const { id } = (await schedule(1, '2030-03-01T10:00:00Z')).json();
    // The version is gone by the time it is due (removed from the history by hand).
    ctx.app.db.sqlite.prepare('DELETE FROM site_content_versions WHERE version = 1').run();
    clock.advance(HOUR);
    expect(await ctx.app.scheduleRunner.runDue()).toHaveLength(1);
    expect(live().version).toBe(2);
    const failed = (await getOne(id)).json();
    expect(failed).toMatchObject({ status: 'failed', published_version: null });
    expect(failed.error).toBe('No version 1 of the site content');
    const board = await ctx.app.inject({
      method: 'GET',
      url: '/api/site-content/schedules?status=failed',
      headers: ctx.auth,
    });
    expect(board.json().items).toEqual([failed]);
    expect(auditTypes()).toEqual(['content.schedule_created', 'content.schedule_failed']);
  });
});
