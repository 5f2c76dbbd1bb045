import { fileURLToPath } from 'node:url';

// What the builds put into the code besides the code (vite.config.ts, ./build-server.mjs).

/**
 * The build's day (YYYY-MM-DD, UTC): BUILD_DATE, or today, which is then written into BUILD_DATE
 * so the builds and tests this process starts take the same day past midnight (npm test pins it
 * before it starts any).
 */
export function pinBuildDate() {
  process.env.BUILD_DATE ??= new Date().toISOString().slice(0, 10);
  return process.env.BUILD_DATE;
}

/**
 * The build's day as `__BUILD_DATE__`, the same in the client, the page renderer and the server:
 * the upcoming sample event is dated from it (shared/site-content/build-date.ts), so the pages
 * and their script agree.
 */
export const BUILD_DATE_DEFINE = { __BUILD_DATE__: JSON.stringify(pinBuildDate()) };

/**
 * The browser build takes client/src/lib/site-data/sample-firm.ts for
 * shared/site-content/sample-firm.ts: no public file names the built-in sample firm (the server
 * and the page renderer keep the real one; the admin area asks the server for it).
 * @returns {import('vite').Plugin}
 */
export function sampleFirmPlugin() {
  const shared = fileURLToPath(new URL('../shared/site-content/sample-firm.ts', import.meta.url));
  const browser = fileURLToPath(
    new URL('../client/src/lib/site-data/sample-firm.ts', import.meta.url),
  );
  return {
    name: 'site:sample-firm',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!source.endsWith('sample-firm')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id === shared ? browser : null;
    },
  };
}
