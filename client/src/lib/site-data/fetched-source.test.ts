import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFetchedSource } from './fetched-source';

describe('the public pages’ fetched source', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('answers every render of a page that failed with the same failure, and retries on a later visit', async () => {
    const fetch = vi.fn(async (_url: string) => new Response('', { status: 500 }));
    vi.stubGlobal('fetch', fetch);
    const source = createFetchedSource(null);

    const first = source.page('/careers');
    await expect(first).rejects.toThrow('The page could not be loaded (500)');
    // The error screen's render asks again: the same rejection, no new request.
    expect(source.page('/careers')).toBe(first);
    expect(fetch).toHaveBeenCalledTimes(1);

    // The visitor goes elsewhere and comes back: the page is fetched again.
    void Promise.resolve(source.page('/')).catch(() => {});
    await expect(source.page('/careers')).rejects.toThrow();
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      '/_data/careers.json',
      '/_data/index.json',
      '/_data/careers.json',
    ]);
  });
});
