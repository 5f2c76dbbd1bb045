import { describe, expect, it } from 'vitest';
import { kindOfReference, LEAD_KIND_SPECS, LEAD_KINDS } from '.';

describe('a reference names its kind by its letter', () => {
  for (const kind of LEAD_KINDS) {
    const { letter } = LEAD_KIND_SPECS[kind];
    it(`${letter}-2026-0042 is a ${kind}, however it is typed`, () => {
      expect(kindOfReference(`${letter}-2026-0042`)).toBe(kind);
      expect(kindOfReference(` ${letter.toLowerCase()}-2026-12345 `)).toBe(kind);
    });
  }

  it('anything else is no reference', () => {
    for (const text of [
      '',
      'Q-26-0001',
      'Q-2026-01',
      'Grace Q-2026-0001',
      'X-2026-0001',
      'QQ-2026-0001',
    ]) {
      expect(kindOfReference(text), text).toBeNull();
    }
  });
});
