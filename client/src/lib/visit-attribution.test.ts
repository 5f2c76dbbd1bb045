import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VISIT_ATTRIBUTION_KEY } from '~/config/storage-keys';
import { noteLanding, visitAttribution } from './visit-attribution';

/** A tab landing on `url` from `referrer`, with the privacy signals given. */
function land(url: string, referrer: string, privacy: { dnt?: string; gpc?: boolean } = {}) {
  const store = new Map<string, string>();
  const { pathname, search, hostname } = new URL(url);
  vi.stubGlobal('sessionStorage', {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => void store.set(key, value),
  });
  vi.stubGlobal('location', { pathname, search, hostname });
  vi.stubGlobal('document', { referrer });
  vi.stubGlobal('navigator', {
    doNotTrack: privacy.dnt ?? null,
    globalPrivacyControl: privacy.gpc,
  });
  return store;
}

describe('the visit a form sends', () => {
  beforeEach(() => vi.unstubAllGlobals());
  afterEach(() => vi.unstubAllGlobals());

  const url = 'https://firm.example/services/fiber?utm_source=newsletter&utm_campaign=spring';

  it('names the referring site and the campaign of the landing page', () => {
    land(url, 'https://search.example/results');
    noteLanding();
    expect(visitAttribution()).toEqual({
      source_page: '/services/fiber',
      referrer_domain: 'search.example',
      utm_source: 'newsletter',
      utm_campaign: 'spring',
    });
  });

  it.each([
    ['Do Not Track', { dnt: '1' }],
    ['Global Privacy Control', { gpc: true }],
  ])('keeps neither referrer nor campaign under %s, only the page of the form', (_, privacy) => {
    const store = land(url, 'https://search.example/results', privacy);
    noteLanding();
    expect(store.get(VISIT_ATTRIBUTION_KEY)).toBe('{}');
    expect(visitAttribution()).toEqual({ source_page: '/services/fiber' });
  });
});
