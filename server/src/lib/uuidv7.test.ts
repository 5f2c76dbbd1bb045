import { describe, expect, it } from 'vitest';
import { createUuidV7Generator } from './uuidv7';

const V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('uuidv7', () => {
  it('makes RFC 9562 version 7 UUIDs carrying the clock in milliseconds', () => {
    const at = Date.UTC(2026, 10, 23, 12, 0, 0, 123);
    const id = createUuidV7Generator(() => at)();
    expect(id).toMatch(V7);
    expect(parseInt(id.replace(/-/g, '').slice(0, 12), 16)).toBe(at);
  });

  it('keeps ids strictly increasing, within a millisecond and beyond 4096 of them', () => {
    const next = createUuidV7Generator(() => 1_700_000_000_000);
    let previous = '';
    const seen = new Set<string>();
    for (let i = 0; i < 10_000; i++) {
      const id = next();
      expect(id).toMatch(V7);
      expect(id > previous).toBe(true);
      seen.add(id);
      previous = id;
    }
    expect(seen.size).toBe(10_000);
  });

  it('does not go backwards when the clock does', () => {
    let t = 2_000_000;
    const next = createUuidV7Generator(() => t);
    const a = next();
    t -= 1_000;
    expect(next() > a).toBe(true);
  });

  it('differs between generators started in the same millisecond (random bits)', () => {
    const ids = new Set(Array.from({ length: 100 }, () => createUuidV7Generator(() => 5)()));
    expect(ids.size).toBe(100);
  });
});
