import { useEffect, useRef } from 'react';

/**
 * The hero's animated particle network. Decorative (aria-hidden) and absolutely positioned, so it
 * never shifts layout; its code is a chunk of its own, fetched after hydration, so it costs the
 * first load nothing and never delays the first paint.
 */
export function ParticleCanvas({ className }: { className?: string }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    let stop: (() => void) | undefined;
    let unmounted = false;
    import('./particle-animation').then(
      ({ animateParticles }) => {
        if (!unmounted) stop = animateParticles(canvas);
      },
      () => {}, // Offline: the hero stays still; the canvas is decoration only.
    );
    return () => {
      unmounted = true;
      stop?.();
    };
  }, []);

  return <canvas ref={canvasRef} aria-hidden="true" className={className} />;
}
