import type { SiteData } from '@shared/site-content/schema';
import { buildPageData, buildSiteFrame } from './build-page-data';
import { buildChatKnowledge } from './chat-knowledge';
import type { PageData } from './page-data';
import type { SiteSource } from './site-source';

const HOUR = 3_600_000;

/**
 * A source built from whole content: the server's renderer (the published content) and the
 * admin's Preview (the working copy). Carries the markdown renderer: never in the public bundle.
 * `now`: the render's time; pages that change with it (what is upcoming) read it to the hour, so
 * their data, and with it their lastmod, changes at most hourly.
 */
export function createContentSource(content: SiteData, now = Date.now()): SiteSource {
  const asOf = Math.floor(now / HOUR) * HOUR;
  const pages = new Map<string, PageData>();
  return {
    frame: buildSiteFrame(content),
    page(path) {
      let page = pages.get(path);
      if (!page) pages.set(path, (page = buildPageData(content, path, asOf)));
      return page;
    },
    chat() {
      const known = buildChatKnowledge(content);
      return known ? Promise.resolve(known) : Promise.reject(new Error('The chat is off'));
    },
  };
}
