import { describe, expect, it } from 'vitest';
import { onPublicOrigin, publicHostMatcher } from './public-host';

describe("PUBLIC_ORIGIN's host", () => {
  it('matches its own host however a client spells it, and no other', () => {
    const isPublic = publicHostMatcher('https://www.firm.example');
    for (const host of ['www.firm.example', 'WWW.Firm.Example', 'www.firm.example:443']) {
      expect(isPublic(host), host).toBe(true);
    }
    expect(isPublic('www.firm.example.')).toBe(true);
    for (const host of [
      'firm.example',
      'www.firm.example:80',
      '10.0.0.5:3000',
      '',
      'evil.example',
    ]) {
      expect(isPublic(host), host).toBe(false);
    }
  });

  it('keeps a port that is not the default one', () => {
    const isPublic = publicHostMatcher('http://127.0.0.1:3000');
    expect(isPublic('127.0.0.1:3000')).toBe(true);
    expect(isPublic('127.0.0.1')).toBe(false);
    expect(isPublic('localhost:3000')).toBe(false);
  });

  it('redirects to the same path and query, never to another origin', () => {
    const origin = 'https://www.firm.example';
    expect(onPublicOrigin(origin, '/quote?service=fiber-optics')).toBe(
      'https://www.firm.example/quote?service=fiber-optics',
    );
    expect(onPublicOrigin(origin, '//evil.example/x')).toBe('https://www.firm.example/');
    expect(onPublicOrigin(origin, 'http://evil.example/x')).toBe('https://www.firm.example/');
  });
});
