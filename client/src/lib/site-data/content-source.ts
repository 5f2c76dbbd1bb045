import type { SiteData } from '@shared/site-content/schema';
import { buildPageData, buildSiteFrame } from './build-page-data';
import { buildChatKnowledge } from './chat-knowledge';
import type { PageData } from './page-data';
import type { SiteSource } from './site-source';

/**
 * A source built from whole content: the server's renderer (the published content) and the
 * admin's Preview (the working copy). Carries the markdown renderer: never in the public bundle.
 */
export function createContentSource(content: SiteData): SiteSource {
  const pages = new Map<string, PageData>();
  return {
    frame: buildSiteFrame(content),
    page(path) {
      let page = pages.get(path);
      if (!page) pages.set(path, (page = buildPageData(content, path)));
      return page;
    },
    chat() {
      const known = buildChatKnowledge(content);
      return known ? Promise.resolve(known) : Promise.reject(new Error('The chat is off'));
    },
  };
}
