import { beforeAll, describe, expect, it } from 'vitest';
import { defaultSiteData } from '@shared/site-content/defaults';
import type { Language } from '@shared/site-content/languages';
import type { SiteData } from '@shared/site-content/schema';
import { pageDataPath, sitePaths } from '@shared/site-content/site-paths';
import { loadBuiltRenderer, type BuiltRenderer } from './built-renderer';

// The default language's locale drives what the pages say of their language and how they write
// dates (issue 54): <html lang dir>, og:locale, the feed's and the manifest's language, and a
// post's date. Runs on the production build (`npm run build`; ./require-build.ts).

let renderer: BuiltRenderer;
beforeAll(async () => {
  renderer = await loadBuiltRenderer();
}, 120_000);

const speaking = (...languages: Language[]): SiteData => ({
  ...defaultSiteData,
  identity: { ...defaultSiteData.identity, languages },
});
const post = defaultSiteData.blogPosts.find((p) => p.date.startsWith('2025-03-05'))!;
const postFile = `${sitePaths.post(post.slug).slice(1)}/index.html`;

describe('the default language’s locale', () => {
  it('en-GB: lang, og:locale, the feed, the manifest and the dates are British', async () => {
    const files = await renderer.render(speaking({ tag: 'en-GB', name: 'English' }));
    for (const file of ['index.html', postFile, '404.html']) {
      expect(files[file]).toMatch(/^<!doctype html>\s*<html lang="en-GB">/i);
    }
    expect(files['index.html']).toContain('<meta property="og:locale" content="en_GB">');
    expect(files[postFile]).toContain('5 March 2025');
    expect(files[postFile]).not.toContain('March 5, 2025');
    const data = JSON.parse(files[pageDataPath(sitePaths.post(post.slug)).slice(1)]!);
    expect(data.frame.locale).toBe('en-GB');
    expect(files[sitePaths.blogFeed.slice(1)]).toContain('<language>en-gb</language>');
    const manifest = JSON.parse(files[sitePaths.webManifest.slice(1)]!);
    expect(manifest.lang).toBe('en-GB');
    expect(manifest).not.toHaveProperty('dir');
  }, 120_000);

  it('ar first: the pages and the manifest are right to left', async () => {
    const files = await renderer.render(
      speaking({ tag: 'ar', name: 'العربية' }, { tag: 'en', name: 'English' }),
    );
    expect(files['index.html']).toMatch(/<html lang="ar" dir="rtl">/);
    expect(files['index.html']).toContain('<meta property="og:locale" content="ar_EG">');
    expect(JSON.parse(files[sitePaths.webManifest.slice(1)]!)).toMatchObject({
      lang: 'ar-EG',
      dir: 'rtl',
    });
  }, 120_000);
});
