import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { defaultSiteData } from '@shared/site-content/defaults';
import type { SiteData } from '@shared/site-content/schema';
import { requireBuild, root } from './require-build';

// A firm that speaks one language gets today's site, byte for byte (issue 54): with
// identity.languages absent, and with one language that is the site's own, every file the
// render makes (each page, its data, the 404 page, the sitemap, the feed, the manifest, the
// chat's knowledge) is the very file the build prerendered into build/client. Runs on the
// production build (`npm run build`; ./require-build.ts).

const clientDir = join(root, 'build', 'client');

interface Manifest {
  renderedAt: string;
  origin: string;
  files: string[];
}
interface Ssr {
  PAGE_TEMPLATE_FILE: string;
  SITE_MANIFEST_FILE: string;
  renderSite(
    template: string,
    content: SiteData,
    options: { now: string; origin: string },
  ): Promise<{ files: Record<string, string> }>;
}

let ssr: Ssr;
let manifest: Manifest;
let template: string;

beforeAll(async () => {
  requireBuild('build/client/index.html', 'build/ssr/render-page.js');
  ssr = (await import(pathToFileURL(join(root, 'build', 'ssr', 'render-page.js')).href)) as Ssr;
  template = readFileSync(join(clientDir, ssr.PAGE_TEMPLATE_FILE), 'utf8');
  manifest = JSON.parse(readFileSync(join(clientDir, ssr.SITE_MANIFEST_FILE), 'utf8')) as Manifest;
}, 120_000);

const withLanguages = (languages: unknown): SiteData =>
  ({ ...defaultSiteData, identity: { ...defaultSiteData.identity, languages } }) as SiteData;

describe('one language is today’s site', () => {
  /** Each file of the render of `content` that is not the build's own. */
  async function differing(content: SiteData): Promise<string[]> {
    // The build's own time and origin: the same inputs but the content.
    const site = await ssr.renderSite(template, content, {
      now: manifest.renderedAt,
      origin: manifest.origin,
    });
    expect(Object.keys(site.files).sort()).toEqual(manifest.files);
    return manifest.files.filter(
      (file) => site.files[file] !== readFileSync(join(clientDir, file), 'utf8'),
    );
  }

  it.each([
    ['absent', defaultSiteData],
    ['one language, English', withLanguages([{ tag: 'en', name: 'English' }])],
  ])(
    'languages %s: every file is the build’s own, byte for byte',
    async (_what, content) => {
      expect(await differing(content)).toEqual([]);
    },
    120_000,
  );

  it('sees a change: a new tagline is in the pages that show it', async () => {
    const tagline = { ...defaultSiteData.identity, tagline: 'Light on every street' };
    expect(await differing({ ...defaultSiteData, identity: tagline })).toContain('index.html');
  }, 120_000);
});
