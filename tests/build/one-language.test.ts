import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { defaultSiteData } from '@shared/site-content/defaults';
import type { SiteData } from '@shared/site-content/schema';
import { clientDir, loadBuiltRenderer, type BuiltRenderer } from './built-renderer';

// A firm that speaks one language gets today's site, byte for byte (issue 54): with
// identity.languages absent, and with one language that is the site's own, every file the
// render makes (each page, its data, the 404 page, the sitemap, the feed, the manifest, the
// chat's knowledge) is the very file the build prerendered into build/client. Runs on the
// production build (`npm run build`; ./require-build.ts).

let renderer: BuiltRenderer;
beforeAll(async () => {
  renderer = await loadBuiltRenderer();
}, 120_000);

const withLanguages = (languages: unknown): SiteData =>
  ({ ...defaultSiteData, identity: { ...defaultSiteData.identity, languages } }) as SiteData;

/** Each file of the render of `content` that is not the build's own. */
async function differing(content: SiteData): Promise<string[]> {
  const files = await renderer.render(content);
  const { manifest } = renderer;
  expect(Object.keys(files).sort()).toEqual(manifest.files);
  return manifest.files.filter(
    (file) => files[file] !== readFileSync(join(clientDir, file), 'utf8'),
  );
}

describe('one language is today’s site', () => {
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
