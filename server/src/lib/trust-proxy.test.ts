import { describe, expect, it } from 'vitest';
import { fastifyTrustProxy, trustsPeer } from './trust-proxy';

describe('the trusted proxies of TRUST_PROXY', () => {
  it('trust the listed addresses and subnets only, asked once or again and again', () => {
    const trust = fastifyTrustProxy(['loopback', '172.16.0.0/12']);
    if (typeof trust !== 'function') throw new Error('a list gives a function');
    // Past the answers remembered (10,000), so the forgetting is crossed too.
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 12_000; i++) {
        const visitor = `203.0.${(i >> 8) & 255}.${i & 255}`;
        expect(trust(visitor, 1)).toBe(false);
      }
      expect(trust('127.0.0.1', 0)).toBe(true);
      expect(trust('::1', 0)).toBe(true);
      expect(trust('172.18.0.1', 0)).toBe(true);
      expect(trust('172.32.0.1', 0)).toBe(false);
    }
  });

  it('name the peers whose connections carry many visitors', () => {
    const peer = trustsPeer(['10.0.0.5']);
    expect([peer('10.0.0.5'), peer('10.0.0.6'), peer('10.0.0.5')]).toEqual([true, false, true]);
    expect(trustsPeer(false)('10.0.0.5')).toBe(false);
    expect(trustsPeer({ hops: 1 })('198.51.100.1')).toBe(true);
  });
});
