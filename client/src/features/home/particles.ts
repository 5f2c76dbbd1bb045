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

/** A 2D context of a canvas on the page or of an OffscreenCanvas in a worker. */
type Context2D = Pick<
  CanvasRenderingContext2D,
  | 'clearRect'
  | 'fillStyle'
  | 'strokeStyle'
  | 'globalAlpha'
  | 'beginPath'
  | 'moveTo'
  | 'lineTo'
  | 'stroke'
  | 'arc'
  | 'fill'
>;

/** Draws one frame: a line between every two particles closer than LINK_DISTANCE, then the dots. */
export function drawParticles(
  ctx: Context2D,
  particles: Particle[],
  width: number,
  height: number,
  color: string,
) {
  ctx.clearRect(0, 0, width, height);
  ctx.fillStyle = color;
  ctx.strokeStyle = color;
  for (let i = 0; i < particles.length; i++) {
    const a = particles[i]!;
    for (let j = i + 1; j < particles.length; j++) {
      const b = particles[j]!;
      const distance = Math.hypot(a.x - b.x, a.y - b.y);
      if (distance < LINK_DISTANCE) {
        ctx.globalAlpha = (1 - distance / LINK_DISTANCE) * 0.35;
        ctx.beginPath();
        ctx.moveTo(a.x, a.y);
        ctx.lineTo(b.x, b.y);
        ctx.stroke();
      }
    }
  }
  ctx.globalAlpha = 0.8;
  for (const p of particles) {
    ctx.beginPath();
    ctx.arc(p.x, p.y, p.r, 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.globalAlpha = 1;
}

/** What the page tells the particle worker (./particle-worker.ts). */
export type ToParticleWorker =
  | { type: 'start'; canvas: OffscreenCanvas; width: number; height: number; color: string }
  | { type: 'size'; width: number; height: number }
  | { type: 'color'; color: string }
  /** Moving, or a still frame (off screen, hidden tab, reduced motion). */
  | { type: 'animate'; animate: boolean };

/** What the worker answers after each (re)size: how many particles, on how many pixels. */
export interface FromParticleWorker {
  particles: number;
  width: number;
  height: number;
}
