// First: must run before any zod schema is built (see the module).
import './lib/zod-jitless';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/app';
import './app/app.css';

if (typeof window !== 'undefined') {
  // Prerendered pages switch the web font on before loading this module (vite.config.ts, the
  // entry loader); the SPA shell (login, admin, 404) does it here.
  document.documentElement.classList.add('font-inter');
  const container = document.getElementById('root')!;
  const app = (
    <StrictMode>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </StrictMode>
  );
  if (container.hasChildNodes()) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

/** Called by vite-prerender-plugin at build time for every public route. */
export async function prerender(data: { url: string }) {
  const { prerenderPage } = await import('./app/prerender');
  return prerenderPage(data.url);
}
