import { describe, expect, it } from 'vitest';
import { createParticles, MAX_PARTICLES, particleCount, stepParticles } from './particles';

describe('particles', () => {
  it('uses about one particle per 15 px of width, at most 100', () => {
    expect(particleCount(390)).toBe(26);
    expect(particleCount(1200)).toBe(80);
    expect(particleCount(1500)).toBe(100);
    expect(particleCount(4000)).toBe(MAX_PARTICLES);
    expect(particleCount(0)).toBe(0);
  });

  it('keeps particles inside the canvas by bouncing', () => {
    const ps = createParticles(10, 100, 50, () => 0.99);
    for (let i = 0; i < 1000; i++) stepParticles(ps, 100, 50);
    for (const p of ps) {
      expect(p.x).toBeGreaterThanOrEqual(-1);
      expect(p.x).toBeLessThanOrEqual(101);
    }
  });
});
