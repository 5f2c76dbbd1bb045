import { lazy, useState, type ComponentType } from 'react';

export type PreloadableComponent<P extends object> = ComponentType<P> & {
  /** Fetches the chunk; once it has arrived, new mounts render without suspending. */
  preload: () => Promise<unknown>;
};

/**
 * React.lazy plus a preload() that lets the component render without suspending once its chunk
 * is here. Why: main.tsx preloads the chunks a prerendered page needs before it hydrates. A lazy
 * component suspends at least once even when its chunk has arrived, and a Suspense boundary that
 * is still dehydrated when its parent re-renders is thrown away and rendered again on the client.
 * The browser then paints that content a second time (a second, late Largest Contentful Paint)
 * and loses anything typed into it.
 */
export function lazyWithPreload<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): PreloadableComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        pending = undefined; // A failed fetch (offline) may be retried by the next render.
        throw error;
      },
    ));
  const Lazy = lazy(preload);

  function Preloadable(props: P) {
    // Chosen once per mount: switching between the two component types would remount the page.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  return Object.assign(Preloadable, { preload });
}
