import { afterEach, expect, it, vi } from 'vitest';

afterEach(() => vi.useRealTimers());

// The samples dated from the build's day (the upcoming event) must agree between every module
// of one build: in the tests too, where a module loaded again after midnight (vi.resetModules)
// once dated them a day later than the defaults loaded before it.
it('is the day of the build or test run, not of the moment a module is loaded', async () => {
  const { BUILD_DATE } = await import('./build-date');
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.parse(`${BUILD_DATE}T23:59:59Z`) + 2_000);
  vi.resetModules();
  const again = await import('./build-date');
  expect(again.BUILD_DATE).toBe(BUILD_DATE);
});
