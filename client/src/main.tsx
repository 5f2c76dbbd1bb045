// First: must run before any zod schema is built (see the module).
import './lib/zod-jitless';
// Before the router: its popstate listener must run first (see the module).
import './lib/history-guard';
import { StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App, preloadSitePage } from './app/app';
import { defaultSiteData, readEmbeddedContent } from './lib/site-data';
import { preloadConsentBanner } from './app/site-layout';
import { replayEarlyInput, takeEarlyInput, type EarlyInput } from './lib/early-input';
import { noteLanding } from './lib/visit-attribution';
import './app/app.css';

/** Replays the clicks and key presses made before hydration, once hydration has committed. */
function ReplayEarlyInput({ input }: { input: EarlyInput[] }) {
  useEffect(() => {
    // Once, also under StrictMode's second effect run in development. After this task: parts
    // of the page inside Suspense boundaries hydrate in passes of their own after the root commits.
    const events = input.splice(0);
    if (events.length > 0) setTimeout(() => replayEarlyInput(events));
  }, [input]);
  return null;
}

if (typeof window !== 'undefined') {
  noteLanding();
  const container = document.getElementById('root')!;
  // The content this HTML was rendered with (the live content when it was published): the first
  // render matches the HTML, with no request and no flash. Only the Vite dev server has none.
  const content = readEmbeddedContent() ?? defaultSiteData;
  const app = (
    <StrictMode>
      <BrowserRouter>
        <App content={content} />
      </BrowserRouter>
    </StrictMode>
  );
  if (container.hasChildNodes()) {
    // Prerendered page: hydrate once the lazy chunks it shows are here, so hydration is one pass
    // over the HTML already painted (see lib/lazy-with-preload.tsx). A failed fetch hydrates
    // anyway; the page's error boundary then offers a reload.
    void Promise.allSettled([
      preloadSitePage(window.location.pathname),
      preloadConsentBanner(),
    ]).then(() => {
      // From here on React's own listeners see every event (and replay those that reach a part
      // still hydrating); what came before is replayed once the tree has committed.
      const input = takeEarlyInput();
      hydrateRoot(
        container,
        <>
          {app}
          <ReplayEarlyInput input={input} />
        </>,
      );
    });
  } else {
    takeEarlyInput(); // Nothing was on screen to click.
    createRoot(container).render(app);
  }
}

/** Called by vite-prerender-plugin at build time for every public route. */
export async function prerender(data: { url: string }) {
  const { prerenderPage } = await import('./app/prerender');
  return prerenderPage(data.url, defaultSiteData);
}
