// First: must run before any zod schema is built (see the module).
import './lib/zod-jitless';
// Before the router: its popstate listener must run first (see the module).
import './lib/history-guard';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App, preloadSitePage } from './app/app';
import { defaultSiteData, readEmbeddedContent } from './lib/site-data';
import { preloadConsentBanner } from './app/site-layout';
import { noteLanding } from './lib/visit-attribution';
import './app/app.css';

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
    ]).then(() => hydrateRoot(container, app));
  } else {
    createRoot(container).render(app);
  }
}

/** Called by vite-prerender-plugin at build time for every public route. */
export async function prerender(data: { url: string }) {
  const { prerenderPage } = await import('./app/prerender');
  return prerenderPage(data.url, defaultSiteData);
}
