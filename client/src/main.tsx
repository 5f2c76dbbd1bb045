// First: must run before any zod schema is built (see the module).
import './lib/zod-jitless';
// Before the router: its popstate listener must run first (see the module).
import './lib/history-guard';
import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { normalizePagePath } from '@shared/site-content/site-paths';
import { App } from './app/app';
import { preloadPage } from './app/public-page';
import { readEmbeddedPage, type SiteSource } from './lib/site-data';
import { createFetchedSource } from './lib/site-data/fetched-source';
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

/**
 * The Vite dev server has no rendered pages: the public pages are built in the browser from the
 * live content (or the built-in one), like the admin's Preview. Never in the production bundle.
 */
async function devSource(): Promise<SiteSource> {
  const [{ createContentSource }, { defaultSiteData }, { upgradeSiteData }] = await Promise.all([
    import('./lib/site-data/content-source'),
    import('@shared/site-content/defaults'),
    import('@shared/site-content/upgrade'),
  ]);
  const live = await fetch('/api/site-content')
    .then((res) => (res.ok ? (res.json() as Promise<{ content: unknown }>) : null))
    .catch(() => null);
  const content = live ? upgradeSiteData(live.content) : defaultSiteData;
  return createContentSource(content as typeof defaultSiteData);
}

async function start() {
  noteLanding();
  const container = document.getElementById('root')!;
  // The data this HTML was rendered with (the live content when it was published): the first
  // render matches the HTML, with no request and no flash. The admin's shell has none.
  const embedded = readEmbeddedPage();
  const source =
    embedded || !import.meta.env.DEV
      ? createFetchedSource(embedded, normalizePagePath(window.location.pathname))
      : await devSource();
  // The built-in texts in the site's language (nothing to load for English): the first render
  // must say what the HTML says. A failed fetch leaves them English.
  const { locale } = source.frame;
  const messages = locale
    ? import('./lib/load-messages').then((m) => m.loadSiteMessages(locale)).catch(() => {})
    : null;
  const app = (
    <StrictMode>
      <BrowserRouter>
        <App source={source} />
      </BrowserRouter>
    </StrictMode>
  );
  if (container.hasChildNodes()) {
    // Prerendered page: hydrate once the lazy chunks it shows are here, so hydration is one pass
    // over the HTML already painted (see lib/lazy-with-preload.tsx). A failed fetch hydrates
    // anyway; the page's error boundary then offers a reload.
    await Promise.allSettled([
      embedded ? preloadPage(embedded.view) : null,
      preloadConsentBanner(),
      messages,
    ]);
    // From here on React's own listeners see every event (and replay those that reach a part
    // still hydrating); what came before is replayed once the tree has committed.
    const input = takeEarlyInput();
    // As a transition, hydration yields to the browser every few milliseconds instead of
    // holding the main thread for the whole page: no long task on a slow phone (its total
    // blocking time; docs/performance-log.md, section 5). An event meanwhile hydrates its part first.
    startTransition(() => {
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
    await messages;
    createRoot(container).render(app);
  }
}

if (typeof window !== 'undefined') void start();
