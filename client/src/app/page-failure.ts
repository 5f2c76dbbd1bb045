import type { SiteData } from '@shared/site-content/schema';
import { renderMarkdown } from '@shared/site-content/markdown';
import { untrustedMarkup } from '~/lib/trusted-html';

/**
 * A page of the site that could not be rendered: its path, and the content field to blame when
 * one is found (`content.blogPosts.0.content`, as validation names fields). The server refuses a
 * publish with it (422) instead of publishing a site with a page missing.
 */
export class PageRenderError extends Error {
  override readonly name = 'PageRenderError';
  constructor(
    readonly page: string,
    readonly field: string | null,
    cause: unknown,
  ) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
  }
}

/**
 * The first text of the content whose markdown the pages' HTML check refuses, by its path; null
 * when none is. Looked for only once a page failed: every text, as the markdown it may be.
 */
export function refusedField(
  content: SiteData,
  refuses: (html: string) => string | null = untrustedMarkup,
): string | null {
  const walk = (value: unknown, path: string): string | null => {
    if (typeof value === 'string') {
      return value !== '' && refuses(renderMarkdown(value)) ? path : null;
    }
    if (value === null || typeof value !== 'object') return null;
    for (const [key, item] of Object.entries(value)) {
      const found = walk(item, `${path}.${key}`);
      if (found) return found;
    }
    return null;
  };
  return walk(content, 'content');
}
