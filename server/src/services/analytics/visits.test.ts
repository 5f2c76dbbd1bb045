import { describe, expect, it } from 'vitest';
import { createVisitTracker, NO_SOURCE } from './visits';

const DAY = '2030-01-01';
const google = { ...NO_SOURCE, referrer_host: 'google.com' };
const limits = {
  idleMs: 30 * 60_000,
  maxVisitors: 3,
  maxViewsPerVisitor: 4,
  maxVisitorsPerAddress: 2,
  maxViewsPerAddress: 6,
  maxViewsPerDay: 10,
};
const MINUTE = 60_000;

describe('the visit tracker', () => {
  it('makes a visit of a visitor’s pages until a pause of more than 30 minutes', () => {
    const visits = createVisitTracker(limits);
    expect(visits.view(DAY, 'a', 'a', 0, '/', google)).toEqual({ entry: true });
    expect(visits.view(DAY, 'a', 'a', 30 * 60_000, '/quote', null)).toEqual({ entry: false });
    expect(visits.attribution(DAY, 'a', 31 * 60_000)).toMatchObject({
      landing_page: '/',
      referrer_host: 'google.com',
      pages_viewed: 2,
      seconds_to_submit: 1860,
    });
    expect(visits.view(DAY, 'a', 'a', 61 * 60_000, '/blog', null)).toEqual({ entry: true });
    expect(visits.attribution(DAY, 'a', 62 * 60_000)).toMatchObject({
      landing_page: '/blog',
      referrer_host: null,
      pages_viewed: 1,
    });
  });

  it('starts a visit when another source arrives, not when the same one is reloaded', () => {
    const visits = createVisitTracker(limits);
    visits.view(DAY, 'a', 'a', 0, '/', google);
    expect(visits.view(DAY, 'a', 'a', 1000, '/', google)).toEqual({ entry: false });
    const campaign = { ...NO_SOURCE, utm_source: 'newsletter' };
    expect(visits.view(DAY, 'a', 'a', 2000, '/quote', campaign)).toEqual({ entry: true });
  });

  it('forgets everything when the day changes', () => {
    const visits = createVisitTracker(limits);
    visits.view(DAY, 'a', 'a', 0, '/', google);
    expect(visits.attribution('2030-01-02', 'a', 1000)).toBeNull();
    visits.view('2030-01-02', 'b', 'b', 1000, '/', null);
    expect(visits.attribution(DAY, 'a', 1000)).toBeNull();
  });

  it('counts a visitor’s pages up to the day’s cap, then none', () => {
    const visits = createVisitTracker(limits);
    const counted = Array.from({ length: 6 }, (_, i) => visits.view(DAY, 'a', 'a', i, '/', null));
    expect(counted.filter((c) => c !== null)).toHaveLength(4);
    expect(counted.slice(4)).toEqual([null, null]);
  });

  it('remembers at most maxVisitors, forgetting the one seen longest ago once its visit is over', () => {
    const visits = createVisitTracker(limits);
    for (const key of ['a', 'b', 'c']) visits.view(DAY, key, key, 0, '/', null);
    visits.view(DAY, 'a', 'a', 1, '/quote', null); // a is seen again: b is now the oldest
    // Every visit is still going on: a new visitor is not counted, nobody is forgotten.
    expect(visits.view(DAY, 'd', 'd', 2, '/', null)).toBeNull();
    for (const key of ['a', 'b', 'c']) expect(visits.attribution(DAY, key, 3)).not.toBeNull();
    // b's visit is over (31 minutes without a page): d takes its place.
    visits.view(DAY, 'a', 'a', 31 * MINUTE, '/', null);
    visits.view(DAY, 'c', 'c', 31 * MINUTE, '/', null);
    expect(visits.view(DAY, 'd', 'd', 31 * MINUTE, '/', null)).toEqual({ entry: true });
    expect(visits.attribution(DAY, 'b', 32 * MINUTE)).toBeNull();
  });

  it('never lets a flood of made-up visitors evict a real visit', () => {
    const visits = createVisitTracker({
      ...limits,
      maxVisitorsPerAddress: 1000,
      maxViewsPerDay: 1e6,
    });
    visits.view(DAY, 'reader', 'home', 0, '/', { ...NO_SOURCE, utm_campaign: 'spring' });
    for (let i = 0; i < 1000; i++) visits.view(DAY, `fake-${i}`, `net-${i}`, i, '/', null);
    expect(visits.attribution(DAY, 'reader', 10 * MINUTE)).toMatchObject({
      utm_campaign: 'spring',
    });
  });

  it('counts at most maxVisitorsPerAddress browsers and maxViewsPerAddress pages an address', () => {
    const visits = createVisitTracker(limits);
    // A new User-Agent on every request from one address: two visitors, no crowd.
    const agents = Array.from({ length: 5 }, (_, i) =>
      visits.view(DAY, `ua-${i}`, 'one', i, '/', null),
    );
    expect(agents.filter((c) => c !== null)).toHaveLength(2);
    for (let i = 0; i < 10; i++) visits.view(DAY, `ua-${i % 2}`, 'one', 10 + i, '/', null);
    // Six pages from the address in all (the first two visitors' four each are not reached).
    expect(visits.view(DAY, 'ua-0', 'one', 30, '/', null)).toBeNull();
    expect(visits.view(DAY, 'other', 'two', 31, '/', null)).toEqual({ entry: true });
  });

  it('counts at most maxViewsPerDay pages a day, every address together', () => {
    const visits = createVisitTracker({ ...limits, maxVisitors: 100, maxVisitorsPerAddress: 100 });
    const counted = Array.from({ length: 15 }, (_, i) =>
      visits.view(DAY, `v${i}`, `a${i}`, i, '/', null),
    );
    expect(counted.filter((c) => c !== null)).toHaveLength(10);
    expect(visits.view('2030-01-02', 'v0', 'a0', 0, '/', null)).toEqual({ entry: true });
  });
});
