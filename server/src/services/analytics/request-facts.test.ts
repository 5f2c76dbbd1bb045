import { describe, expect, it } from 'vitest';
import { agentOf, campaignOf, isDocumentRequest, isPrefetch, referrerHost } from './request-facts';

describe('what a request says of a view', () => {
  it('classes devices by User-Agent, and bots as bots', () => {
    const cases: [string, boolean, string][] = [
      [
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
        false,
        'desktop',
      ],
      [
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
        false,
        'mobile',
      ],
      [
        'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
        false,
        'tablet',
      ],
      [
        'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
        false,
        'tablet',
      ],
      ['Mozilla/5.0 (compatible; AhrefsBot/7.0; +http://ahrefs.com/robot/)', true, 'desktop'],
      ['Wget/1.21', true, 'desktop'],
      ['x', true, 'desktop'],
    ];
    for (const [ua, bot, device] of cases) expect(agentOf(ua), ua).toEqual({ bot, device });
  });

  it('knows a prefetch and a document request by their headers', () => {
    expect(isPrefetch({ 'sec-purpose': 'prefetch;prerender' })).toBe(true);
    expect(isPrefetch({ purpose: 'Prefetch' })).toBe(true);
    expect(isPrefetch({})).toBe(false);
    expect(isDocumentRequest({ 'sec-fetch-dest': 'document', accept: '*/*' })).toBe(true);
    expect(isDocumentRequest({ 'sec-fetch-dest': 'iframe', accept: 'text/html' })).toBe(false);
    expect(isDocumentRequest({ accept: 'text/html,*/*' })).toBe(true);
    expect(isDocumentRequest({ accept: '*/*' })).toBe(false);
  });

  it('reads another site’s host from a Referer, never this site’s own', () => {
    const own = ['firm.example'];
    expect(referrerHost('https://www.Google.com/search?q=x', own)).toBe('google.com');
    expect(referrerHost('https://www.firm.example/blog', own)).toBeNull();
    expect(referrerHost('android-app://com.slack/', own)).toBeNull();
    expect(referrerHost(undefined, own)).toBeNull();
  });

  it('reads the utm_* tags of a query, or none', () => {
    expect(campaignOf('')).toBeNull();
    expect(campaignOf('?page=2')).toBeNull();
    expect(campaignOf('?utm_source=LinkedIn&utm_campaign=Q3%20Launch')).toEqual({
      utm_source: 'linkedin',
      utm_medium: null,
      utm_campaign: 'Q3 Launch',
    });
    expect(campaignOf('?utm_source=%20%20')).toBeNull();
  });
});
