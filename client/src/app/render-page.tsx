import { StrictMode } from 'react';
// The edge build: web streams like the browser build, but no module-level MessageChannel, which
// would keep the build process alive after prerendering.
import { prerender as renderToStatic } from 'react-dom/static.edge';
import { StaticRouter } from 'react-router';
import type { SiteData } from '~/lib/site-data';
import { App } from './app';

// Renders one public page to HTML (the content of #root) with the given site content. Used by
// the build's prerendering (./prerender.tsx) and, built on its own by `vite build --ssr` into
// build/ssr/, by the server each time content is published: one React code path for both.

export { EMBEDDED_CONTENT_ID, embeddedContentJson } from '~/lib/site-data';

export async function renderPage(url: string, content: SiteData): Promise<string> {
  const { prelude } = await renderToStatic(
    <StrictMode>
      <StaticRouter location={url}>
        <App content={content} />
      </StaticRouter>
    </StrictMode>,
    // Every Suspense boundary's content in place. By default React outlines a boundary larger
    // than 12.8 kB (each page is one, behind its lazy chunk): the page's HTML then sits in a
    // hidden <div> at the end of <body> and an inline script reveals it no earlier than 300 ms
    // after the first paint (React's reveal throttling), which held back the LCP of every page.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return await new Response(prelude).text();
}
