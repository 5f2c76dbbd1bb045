import {
  createParticles,
  drawParticles,
  particleCount,
  stepParticles,
  type FromParticleWorker,
  type Particle,
  type ToParticleWorker,
} from './particles';

// The hero's particle network, drawn in a worker on the canvas the page handed over
// (OffscreenCanvas): each frame is rasterised here, never on the page's main thread, so the
// animation costs a slow phone's page nothing (docs/performance-log.md, section 5). The page
// (./particle-animation.ts) tells it the size, the colour and whether to move.

/** The worker's global scope, as far as used here (the project's types are the page's). */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<ToParticleWorker>) => void) | null;
  postMessage(message: FromParticleWorker): void;
  requestAnimationFrame?: (callback: () => void) => number;
};

let canvas: OffscreenCanvas | null = null;
let ctx: OffscreenCanvasRenderingContext2D | null = null;
let particles: Particle[] = [];
let width = 0;
let height = 0;
let color = '';
let animate = false;
let scheduled = false;

// A worker's animation frames follow the display where the browser has them; a timer otherwise.
// The still frames are drawn in one too: at most one drawing per frame, however many messages.
const nextFrame = (callback: () => void) =>
  scope.requestAnimationFrame ? scope.requestAnimationFrame(callback) : setTimeout(callback, 16);

function frame() {
  scheduled = false;
  if (animate) stepParticles(particles, width, height);
  if (ctx) drawParticles(ctx, particles, width, height, color);
  if (animate) draw();
}

/** Draws in the next frame (once, however often asked); moving, it keeps drawing. */
function draw() {
  if (scheduled) return;
  scheduled = true;
  nextFrame(frame);
}

function resize(on: OffscreenCanvas, w: number, h: number) {
  width = w;
  height = h;
  on.width = w;
  on.height = h;
  particles = createParticles(particleCount(w), w, h);
  scope.postMessage({ particles: particles.length, width: w, height: h });
  draw();
}

scope.onmessage = ({ data }) => {
  switch (data.type) {
    case 'start':
      canvas = data.canvas;
      ctx = canvas.getContext('2d');
      color = data.color;
      resize(canvas, data.width, data.height);
      break;
    case 'size':
      if (canvas) resize(canvas, data.width, data.height);
      break;
    case 'color':
      color = data.color;
      draw();
      break;
    case 'animate':
      animate = data.animate;
      draw();
      break;
  }
};
