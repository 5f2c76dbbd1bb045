import { describe, expect, it } from 'vitest';
import { defaultSiteData } from './defaults';
import { listedPagePaths, pagePaths } from './pages';

// The sitemap lists what pagePaths makes, but the pages kept out of search engines.

describe('the pages the sitemap lists', () => {
  const pages = defaultSiteData.customPages;

  it('leaves out a page marked noindex (the sample campaign page) and keeps the others', () => {
    const campaign = pages.find((page) => page.noindex)!;
    const about = pages.find((page) => !page.noindex)!;
    expect(pagePaths(defaultSiteData)).toEqual(expect.arrayContaining([campaign.path, about.path]));
    expect(listedPagePaths(defaultSiteData)).toContain(about.path);
    expect(listedPagePaths(defaultSiteData)).not.toContain(campaign.path);
  });

  it('lists a page once it is no longer kept out', () => {
    const content = {
      ...defaultSiteData,
      customPages: pages.map((page) => ({ ...page, noindex: false })),
    };
    expect(listedPagePaths(content)).toEqual(
      expect.arrayContaining(pages.map((page) => page.path)),
    );
  });
});
