import { describe, expect, it } from 'vitest';
import { createVisitTracker, NO_SOURCE } from './visits';

const DAY = '2030-01-01';
const google = { ...NO_SOURCE, referrer_host: 'google.com' };
const limits = { idleMs: 30 * 60_000, maxVisitors: 3, maxViewsPerVisitor: 4 };

describe('the visit tracker', () => {
  it('makes a visit of a visitor’s pages until a pause of more than 30 minutes', () => {
    const visits = createVisitTracker(limits);
    expect(visits.view(DAY, 'a', 0, '/', google)).toEqual({ entry: true });
    expect(visits.view(DAY, 'a', 30 * 60_000, '/quote', null)).toEqual({ entry: false });
    expect(visits.attribution(DAY, 'a', 31 * 60_000)).toMatchObject({
      landing_page: '/',
      referrer_host: 'google.com',
      pages_viewed: 2,
      seconds_to_submit: 1860,
    });
    expect(visits.view(DAY, 'a', 61 * 60_000, '/blog', null)).toEqual({ entry: true });
    expect(visits.attribution(DAY, 'a', 62 * 60_000)).toMatchObject({
      landing_page: '/blog',
      referrer_host: null,
      pages_viewed: 1,
    });
  });

  it('starts a visit when another source arrives, not when the same one is reloaded', () => {
    const visits = createVisitTracker(limits);
    visits.view(DAY, 'a', 0, '/', google);
    expect(visits.view(DAY, 'a', 1000, '/', google)).toEqual({ entry: false });
    const campaign = { ...NO_SOURCE, utm_source: 'newsletter' };
    expect(visits.view(DAY, 'a', 2000, '/quote', campaign)).toEqual({ entry: true });
  });

  it('forgets everything when the day changes', () => {
    const visits = createVisitTracker(limits);
    visits.view(DAY, 'a', 0, '/', google);
    expect(visits.attribution('2030-01-02', 'a', 1000)).toBeNull();
    visits.view('2030-01-02', 'b', 1000, '/', null);
    expect(visits.attribution(DAY, 'a', 1000)).toBeNull();
  });

  it('counts a visitor’s pages up to the day’s cap, then none', () => {
    const visits = createVisitTracker(limits);
    const counted = Array.from({ length: 6 }, (_, i) => visits.view(DAY, 'a', i, '/', null));
    expect(counted.filter((c) => c !== null)).toHaveLength(4);
    expect(counted.slice(4)).toEqual([null, null]);
  });

  it('remembers at most maxVisitors, forgetting the one seen longest ago', () => {
    const visits = createVisitTracker(limits);
    for (const key of ['a', 'b', 'c']) visits.view(DAY, key, 0, '/', null);
    visits.view(DAY, 'a', 1, '/quote', null); // a is seen again: b is now the oldest
    visits.view(DAY, 'd', 2, '/', null);
    expect(visits.attribution(DAY, 'b', 3)).toBeNull();
    for (const key of ['a', 'c', 'd']) expect(visits.attribution(DAY, key, 3)).not.toBeNull();
  });
});
