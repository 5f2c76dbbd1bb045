import type { TrustedTypesWindow } from '~/lib/trusted-types';
import particleWorkerUrl from './particle-worker?worker&url';
import {
  createParticles,
  drawParticles,
  particleCount,
  type FromParticleWorker,
  type Particle,
  type ToParticleWorker,
} from './particles';

// The page's side of the hero's particle network. Where the browser can hand a canvas to a
// worker (OffscreenCanvas), the worker draws every frame (./particle-worker.ts) and the page only
// tells it the size, the colour and whether to move: on a slow phone each frame was a long task
// of the main thread (docs/performance-log.md, section 5). Elsewhere the page draws one still
// frame. Still for users who prefer reduced motion; paused off screen and in a hidden tab.

/** What draws on the canvas: the worker, or the page's one still frame. */
interface Painter {
  size(width: number, height: number): void;
  color(color: string): void;
  animate(animate: boolean): void;
  stop(): void;
}

/** The worker's file goes through a Trusted Types policy that accepts that file only (the CSP). */
const workerPolicy = (window as TrustedTypesWindow).trustedTypes?.createPolicy('particle-worker', {
  createScriptURL: (url: string) => {
    if (url === particleWorkerUrl) return url;
    throw new TypeError(`Not the particle worker: ${url}`);
  },
});

/** For diagnostics and the browser tests: what is drawn, at one pixel per CSS pixel. */
function report(canvas: HTMLCanvasElement, { particles, width, height }: FromParticleWorker) {
  canvas.dataset.particles = String(particles);
  canvas.dataset.pixels = `${width}x${height}`;
}

/** The worker draws; the page hears how many particles it drew on how many pixels. */
function workerPainter(canvas: HTMLCanvasElement, width: number, height: number, color: string) {
  if (!('transferControlToOffscreen' in canvas) || typeof Worker === 'undefined') return null;
  // A TrustedScriptURL where the browser has Trusted Types; the DOM types only know strings.
  const worker = new Worker(
    (workerPolicy?.createScriptURL(particleWorkerUrl) ?? particleWorkerUrl) as string,
  );
  worker.onmessage = ({ data }: MessageEvent<FromParticleWorker>) => report(canvas, data);
  const send = (message: ToParticleWorker, transfer: Transferable[] = []) =>
    worker.postMessage(message, transfer);
  const offscreen = canvas.transferControlToOffscreen();
  send({ type: 'start', canvas: offscreen, width, height, color }, [offscreen]);
  return {
    size: (w, h) => send({ type: 'size', width: w, height: h }),
    color: (c) => send({ type: 'color', color: c }),
    animate: (a) => send({ type: 'animate', animate: a }),
    stop: () => worker.terminate(),
  } satisfies Painter;
}

/** No OffscreenCanvas: one still frame, drawn again when the size or the colour changes. */
function stillPainter(canvas: HTMLCanvasElement, width: number, height: number, color: string) {
  const ctx = canvas.getContext('2d');
  let particles: Particle[] = [];
  const draw = () => ctx && drawParticles(ctx, particles, width, height, color);
  const resize = (w: number, h: number) => {
    [width, height] = [w, h];
    [canvas.width, canvas.height] = [w, h];
    particles = createParticles(particleCount(w), w, h);
    draw();
    report(canvas, { particles: particles.length, width: w, height: h });
  };
  resize(width, height);
  return {
    size: resize,
    color: (c) => {
      color = c;
      draw();
    },
    animate: () => {},
    stop: () => {},
  } satisfies Painter;
}

/** Puts the particle network in `container` (a new canvas) until the returned function stops it. */
export function animateParticles(container: HTMLElement): () => void {
  // A canvas of this run's own: one handed to a worker can never be drawn on by the page again.
  const canvas = document.createElement('canvas');
  canvas.style.cssText = 'display:block;width:100%;height:100%';
  container.append(canvas);

  const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)');
  let onScreen = true;
  const size = () => {
    const rect = container.getBoundingClientRect();
    // One canvas pixel per CSS pixel, scaled up by the browser on denser screens: the network is
    // soft decoration, and a phone's 2x canvas has four times the pixels to draw each frame.
    return [Math.round(rect.width), Math.round(rect.height)] as const;
  };
  const color = () => getComputedStyle(container).color || '#22d3ee';
  const moving = () => onScreen && !document.hidden && !reducedMotion.matches;

  const [width, height] = size();
  const painter =
    workerPainter(canvas, width, height, color()) ?? stillPainter(canvas, width, height, color());
  const update = () => painter.animate(moving());

  let drawnSize = `${width}x${height}`;
  const resizeObserver = new ResizeObserver(() => {
    const [w, h] = size();
    // Its first call reports the size the painter started with.
    if (`${w}x${h}` === drawnSize) return;
    drawnSize = `${w}x${h}`;
    painter.size(w, h);
  });
  resizeObserver.observe(container);
  const intersectionObserver = new IntersectionObserver(([entry]) => {
    onScreen = entry?.isIntersecting ?? true;
    update();
  });
  intersectionObserver.observe(container);
  // The theme changes the colour: read it again when <html>'s class changes, and at the end of
  // a transition to it (the reduced-motion rule gives every colour one of 0.01 ms).
  const recolor = () => painter.color(color());
  const onTransitionEnd = (event: TransitionEvent) => event.propertyName === 'color' && recolor();
  container.addEventListener('transitionend', onTransitionEnd);
  const themeObserver = new MutationObserver(recolor);
  themeObserver.observe(document.documentElement, {
    attributes: true,
    attributeFilter: ['class'],
  });
  document.addEventListener('visibilitychange', update);
  reducedMotion.addEventListener('change', update);
  update();

  return () => {
    painter.stop();
    resizeObserver.disconnect();
    intersectionObserver.disconnect();
    themeObserver.disconnect();
    container.removeEventListener('transitionend', onTransitionEnd);
    document.removeEventListener('visibilitychange', update);
    reducedMotion.removeEventListener('change', update);
    canvas.remove();
  };
}
