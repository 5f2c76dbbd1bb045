import {
  createParticles,
  LINK_DISTANCE,
  particleCount,
  stepParticles,
  type Particle,
} from './particles';

/**
 * Runs the particle network on `canvas` until the returned function stops it. Still for users who
 * prefer reduced motion; paused when off-screen or when the tab is hidden; follows the theme.
 */
export function animateParticles(canvas: HTMLCanvasElement): () => void {
  const ctx = canvas.getContext('2d');
  if (!ctx) return () => {};

  let width = 0;
  let height = 0;
  let particles: Particle[] = [];
  let color = '#22d3ee';
  let frame = 0;
  let onScreen = true;
  const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)');

  const draw = () => {
    ctx.clearRect(0, 0, width, height);
    ctx.fillStyle = color;
    ctx.strokeStyle = color;
    for (let i = 0; i < particles.length; i++) {
      const a = particles[i]!;
      for (let j = i + 1; j < particles.length; j++) {
        const b = particles[j]!;
        const dx = a.x - b.x;
        const dy = a.y - b.y;
        const distance = Math.hypot(dx, dy);
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
  };

  const readColor = () => {
    color = getComputedStyle(canvas).color || color;
  };

  const resize = () => {
    const rect = canvas.getBoundingClientRect();
    width = rect.width;
    height = rect.height;
    // One canvas pixel per CSS pixel, scaled up by the browser on denser screens: the network
    // is soft decoration, and a phone's 2x canvas has four times the pixels to draw each frame.
    // Where there is no GPU, each frame is rasterised in software on the main thread: at 2x the
    // frames were 92-113 ms long tasks under Lighthouse's mobile slowdown
    // (docs/performance-log.md, section 5).
    canvas.width = Math.round(width);
    canvas.height = Math.round(height);
    particles = createParticles(particleCount(width), width, height);
    canvas.dataset.particles = String(particles.length);
    readColor();
    draw();
  };

  const running = () => onScreen && !document.hidden && !reducedMotion.matches;
  const loop = () => {
    frame = 0;
    if (!running()) return;
    stepParticles(particles, width, height);
    draw();
    frame = requestAnimationFrame(loop);
  };
  const start = () => {
    if (!frame && running()) frame = requestAnimationFrame(loop);
  };
  const stop = () => {
    if (frame) cancelAnimationFrame(frame);
    frame = 0;
  };
  const update = () => (running() ? start() : stop());

  resize();
  const resizeObserver = new ResizeObserver(() => resize());
  resizeObserver.observe(canvas);
  const intersectionObserver = new IntersectionObserver(([entry]) => {
    onScreen = entry?.isIntersecting ?? true;
    update();
  });
  intersectionObserver.observe(canvas);
  // The theme changes the colour: re-read it when <html>'s class changes.
  const themeObserver = new MutationObserver(() => {
    readColor();
    draw();
  });
  themeObserver.observe(document.documentElement, {
    attributes: true,
    attributeFilter: ['class'],
  });
  document.addEventListener('visibilitychange', update);
  reducedMotion.addEventListener('change', update);
  update();

  return () => {
    stop();
    resizeObserver.disconnect();
    intersectionObserver.disconnect();
    themeObserver.disconnect();
    document.removeEventListener('visibilitychange', update);
    reducedMotion.removeEventListener('change', update);
  };
}
