import { StrictMode } from 'react';
import { prerender as renderToStatic } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { App } from './app';

async function streamToString(stream: ReadableStream<Uint8Array>) {
  return await new Response(stream).text();
}

export async function prerenderPage(url: string) {
  const { prelude } = await renderToStatic(
    <StrictMode>
      <StaticRouter location={url}>
        <App />
      </StaticRouter>
    </StrictMode>,
  );
  const html = await streamToString(prelude);
  const { parseLinks } = await import('vite-prerender-plugin/parse');
  return { html, links: new Set(parseLinks(html)), head: { lang: 'en', title: 'Site' } };
}
