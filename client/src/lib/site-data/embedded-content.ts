import type { SiteData } from '@shared/schemas/site-content';

/** The id of the <script type="application/json"> holding the content a page was rendered with. */
export const EMBEDDED_CONTENT_ID = 'site-content';

/**
 * The content as the text of that script: JSON with every `<` escaped, so no value (a post
 * containing "</script>" or "<!--") can end the script or open a comment in the HTML.
 */
export function embeddedContentJson(content: SiteData): string {
  return JSON.stringify(content)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The content the page was rendered with (the server validated it when it was published), or
 * null where the HTML has none (the Vite dev server).
 */
export function readEmbeddedContent(): SiteData | null {
  if (typeof document === 'undefined') return null;
  const text = document.getElementById(EMBEDDED_CONTENT_ID)?.textContent;
  if (!text) return null;
  try {
    const data = JSON.parse(text) as Partial<SiteData> | null;
    return data?.settings && Array.isArray(data.team) && Array.isArray(data.blogPosts)
      ? (data as SiteData)
      : null;
  } catch {
    return null;
  }
}
