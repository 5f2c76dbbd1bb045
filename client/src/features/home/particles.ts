// Pure helpers of the hero's particle network (at most 100 particles, about one per 15 px of
// width, so a phone animates fewer).

export const MAX_PARTICLES = 100;
export const PX_PER_PARTICLE = 15;
export const LINK_DISTANCE = 120;

export function particleCount(width: number): number {
  return Math.max(0, Math.min(MAX_PARTICLES, Math.floor(width / PX_PER_PARTICLE)));
}

export interface Particle {
  x: number;
  y: number;
  vx: number;
  vy: number;
  r: number;
}

export function createParticles(
  count: number,
  width: number,
  height: number,
  random = Math.random,
): Particle[] {
  return Array.from({ length: count }, () => ({
    x: random() * width,
    y: random() * height,
    vx: (random() - 0.5) * 0.35,
    vy: (random() - 0.5) * 0.35,
    r: 1 + random() * 1.6,
  }));
}

/** Moves every particle one frame, bouncing off the edges. */
export function stepParticles(particles: Particle[], width: number, height: number) {
  for (const p of particles) {
    p.x += p.vx;
    p.y += p.vy;
    if (p.x < 0 || p.x > width) p.vx = -p.vx;
    if (p.y < 0 || p.y > height) p.vy = -p.vy;
  }
}
