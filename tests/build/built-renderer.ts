import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { SiteData } from '@shared/site-content/schema';
import { requireBuild, root } from './require-build';

// The build's renderer (build/ssr/render-page.js) with its page template, and what the build
// prerendered with it (build/client/__site.json): to render other content as a publish would.

export const clientDir = join(root, 'build', 'client');

interface Ssr {
  PAGE_TEMPLATE_FILE: string;
  SITE_MANIFEST_FILE: string;
  renderSite(
    template: string,
    content: SiteData,
    options: { now: string; origin: string },
  ): Promise<{ files: Record<string, string> }>;
}

export interface BuiltRenderer {
  /** The build's own render: its time, its origin, its files. */
  manifest: { renderedAt: string; origin: string; files: string[] };
  /** Every file of the site for `content`, rendered with the build's time and origin. */
  render(content: SiteData): Promise<Record<string, string>>;
}

export async function loadBuiltRenderer(): Promise<BuiltRenderer> {
  requireBuild('build/client/index.html', 'build/ssr/render-page.js');
  const ssr = (await import(
    pathToFileURL(join(root, 'build', 'ssr', 'render-page.js')).href
  )) as Ssr;
  const template = readFileSync(join(clientDir, ssr.PAGE_TEMPLATE_FILE), 'utf8');
  const manifest = JSON.parse(
    readFileSync(join(clientDir, ssr.SITE_MANIFEST_FILE), 'utf8'),
  ) as BuiltRenderer['manifest'];
  return {
    manifest,
    render: async (content) =>
      (await ssr.renderSite(template, content, { now: manifest.renderedAt, origin: manifest.origin }))
        .files,
  };
}
