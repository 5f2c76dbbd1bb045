import { describe, expect, it } from 'vitest';
import { canonicalJson, contentHash } from './content-hash';

describe('contentHash', () => {
  it('is the same whatever the key order, and differs for any other value', () => {
    const a = { b: [1, { y: 2, x: 'é' }], a: null, c: undefined };
    const b = { a: null, b: [1, { x: 'é', y: 2 }] };
    expect(canonicalJson(a)).toBe('{"a":null,"b":[1,{"x":"é","y":2}]}');
    expect(contentHash(a)).toBe(contentHash(b));
    expect(contentHash(a)).toMatch(/^[0-9a-f]{64}$/);
    expect(contentHash({ ...b, a: 0 })).not.toBe(contentHash(b));
    expect(contentHash([1, 2])).not.toBe(contentHash([2, 1]));
  });
});
