import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kindsFor, LEAD_KINDS, type LeadKind } from '../../shared/schemas/leads';
import {
  bearer,
  createAdmin,
  createTestApp,
  login,
  manualClock,
  signInWithRole,
  type TestApp,
} from './helpers';

/** A count of every kind (of `kinds`) and of spam at zero: the tests add what they sent. */
const zeros = (kinds: readonly LeadKind[] = LEAD_KINDS): Record<string, number> => ({
  ...Object.fromEntries(kinds.map((kind) => [kind, 0])),
  spam: 0,
});

/**
 * GET /api/admin/lead-stats: leads per day in the firm's time zone (America/New_York here, UTC-5
 * in January), every day of the range present, spam counted apart from both kinds.
 */
describe('GET /api/admin/lead-stats', () => {
  let app: TestApp;
  let auth: Record<string, string>;
  // Now: 10 January 2030, 15:00 in New York.
  const clock = manualClock(Date.parse('2030-01-10T20:00:00Z'));

  async function postAt(iso: string, url: string, payload: object) {
    const saved = clock.now();
    clock.advance(Date.parse(iso) - saved);
    const res = await app.inject({ method: 'POST', url, payload });
    expect(res.statusCode).toBe(201);
    clock.advance(saved - clock.now());
  }
  const contact = { name: 'A', email: 'a@example.com', message: 'hello' };
  const quote = {
    name: 'B',
    email: 'b@example.com',
    service_interest: 'Other',
    project_details: 'x',
  };

  beforeAll(async () => {
    app = await createTestApp({ now: clock.now, timeZone: 'America/New_York' });
    await createAdmin(app);
    auth = bearer((await login(app)).access_token);
    // 02:00 UTC on 10 January is 21:00 on 9 January in New York.
    await postAt('2030-01-10T02:00:00Z', '/api/contact-submissions', contact);
    await postAt('2030-01-10T06:00:00Z', '/api/contact-submissions', contact);
    await postAt('2030-01-10T18:00:00Z', '/api/quote-requests', quote);
    await postAt('2030-01-10T18:30:00Z', '/api/contact-submissions', { ...contact, website: 'x' });
    // 29 days before today: the first day of a 30-day range; one day earlier is outside it.
    await postAt('2029-12-12T17:00:00Z', '/api/quote-requests', quote);
    await postAt('2029-12-11T17:00:00Z', '/api/quote-requests', quote);
  });
  afterAll(() => app.close());

  it('401 without a token', async () => {
    const res = await app.inject({ url: '/api/admin/lead-stats' });
    expect(res.statusCode).toBe(401);
  });

  it('answers 30 local days by default, zeros included, oldest first', async () => {
    const res = await app.inject({ url: '/api/admin/lead-stats', headers: auth });
    expect(res.statusCode).toBe(200);
    const stats = res.json();
    expect(stats).toMatchObject({
      days: 30,
      time_zone: 'America/New_York',
      from: '2029-12-12',
      to: '2030-01-10',
      totals: { ...zeros(), contact: 2, quote: 2, spam: 1 },
    });
    expect(stats.series).toHaveLength(30);
    const byDate = Object.fromEntries(stats.series.map((d: { date: string }) => [d.date, d]));
    expect(byDate['2030-01-09']).toEqual({ date: '2030-01-09', ...zeros(), contact: 1 });
    expect(byDate['2030-01-10']).toEqual({
      date: '2030-01-10',
      ...zeros(),
      contact: 1,
      quote: 1,
      spam: 1,
    });
    expect(byDate['2029-12-12']).toEqual({ date: '2029-12-12', ...zeros(), quote: 1 });
    expect(byDate['2030-01-01']).toEqual({ date: '2030-01-01', ...zeros() });
  });

  it('answers 90 days on request, reaching the older lead', async () => {
    const stats = (
      await app.inject({ url: '/api/admin/lead-stats?days=90', headers: auth })
    ).json();
    expect(stats.series).toHaveLength(90);
    expect(stats.from).toBe('2029-10-13');
    expect(stats.totals).toEqual({ ...zeros(), contact: 2, quote: 3, spam: 1 });
  });

  it('counts only the kinds a role sees: sales its own, hiring its own', async () => {
    const statsAs = async (role: 'sales' | 'hiring') => {
      const token = (await signInWithRole(app, role)).access_token;
      return (await app.inject({ url: '/api/admin/lead-stats', headers: bearer(token) })).json();
    };
    const sales = await statsAs('sales');
    const salesKinds = kindsFor({ role: 'sales' });
    expect(sales.totals).toEqual({ ...zeros(salesKinds), contact: 2, quote: 2, spam: 1 });
    expect(Object.keys(sales.series[0]).sort()).toEqual(
      ['date', ...Object.keys(zeros(salesKinds))].sort(),
    );
    // The spam was a contact message: not the hiring team's to count.
    expect((await statsAs('hiring')).totals).toEqual(zeros(kindsFor({ role: 'hiring' })));
  });

  it('400 for a range it does not serve', async () => {
    for (const q of ['days=0', 'days=367', 'days=abc']) {
      const res = await app.inject({ url: `/api/admin/lead-stats?${q}`, headers: auth });
      expect(res.statusCode, q).toBe(400);
      expect(res.json().error).toBe('validation_failed');
    }
  });
});

describe('lead stats across a daylight-saving change', () => {
  it('counts a lead at 23:30 local time on the day of the change in that day', async () => {
    // Europe/Zurich moves to summer time on 31 March 2030 (UTC+1 -> UTC+2).
    const clock = manualClock(Date.parse('2030-03-31T21:30:00Z')); // 23:30 local
    const app = await createTestApp({ now: clock.now, timeZone: 'Europe/Zurich' });
    try {
      await createAdmin(app);
      const auth = bearer((await login(app)).access_token);
      await app.inject({
        method: 'POST',
        url: '/api/contact-submissions',
        payload: { name: 'A', email: 'a@example.com', message: 'late' },
      });
      const stats = (
        await app.inject({ url: '/api/admin/lead-stats?days=2', headers: auth })
      ).json();
      expect(stats.series).toEqual([
        { date: '2030-03-30', ...zeros() },
        { date: '2030-03-31', ...zeros(), contact: 1 },
      ]);
    } finally {
      await app.close();
    }
  });
});
