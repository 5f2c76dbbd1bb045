import { describe, expect, it } from 'vitest';
import { addressKey } from './address-key';

describe('addressKey (the client key of rate limits)', () => {
  it('keys IPv4 and IPv4-mapped IPv6 by the address', () => {
    expect(addressKey('203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
  });

  it('keys IPv6 by its /64, however the address is written', () => {
    const key = addressKey('2001:db8:1:2::1');
    expect(key).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0db8:0001:0002:ffff:eeee:dddd:cccc')).toBe(key);
    expect(addressKey('2001:DB8:1:2:0:0:0:99')).toBe(key);
    expect(addressKey('2001:db8:1:3::1')).not.toBe(key);
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });
});
