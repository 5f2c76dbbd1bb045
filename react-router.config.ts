import type { Config } from '@react-router/dev/config';
import { prerenderPaths } from './client/src/config/prerender-paths';

// SPA mode with build-time prerendering: every public route is rendered to static HTML
// (content, title, meta tags) and hydrated; admin routes use the SPA fallback page.
// See docs/decisions/004-prerendering.md.
export default {
  appDirectory: 'client/src/app',
  buildDirectory: 'build',
  ssr: false,
  prerender: prerenderPaths,
} satisfies Config;
