import { useEffect, useRef } from 'react';

/**
 * The hero's animated particle network. Decorative (aria-hidden) and absolutely positioned, so it
 * never shifts layout; its code is a chunk of its own, fetched after hydration, so it costs the
 * first load nothing, and its frames are drawn in a worker (./particle-animation.ts).
 */
export function ParticleCanvas({ className }: { className?: string }) {
  const containerRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    let stop: (() => void) | undefined;
    let unmounted = false;
    import('./particle-animation').then(
      ({ animateParticles }) => {
        if (!unmounted) stop = animateParticles(container);
      },
      () => {}, // Offline: the hero stays still; the canvas is decoration only.
    );
    return () => {
      unmounted = true;
      stop?.();
    };
  }, []);

  // The canvas is the animation's own (a new one each time it starts), inside this box.
  return <div ref={containerRef} aria-hidden="true" className={className} />;
}
