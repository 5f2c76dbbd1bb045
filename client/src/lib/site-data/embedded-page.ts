import type { PageData } from './page-data';

/** The id of the <script type="application/json"> holding the data a page was rendered with. */
export const EMBEDDED_PAGE_ID = 'page-data';

/**
 * A value as the text of a <script> or a JSON file: JSON with every `<` escaped, so no value (a
 * post containing "</script>" or "<!--") can end the script or open a comment in the HTML.
 */
export function safeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function isPageData(value: unknown): value is PageData {
  const data = value as Partial<PageData> | null;
  return (
    typeof data?.path === 'string' &&
    typeof data.frame?.settings === 'object' &&
    typeof data.view?.kind === 'string' &&
    typeof data.meta?.title === 'string'
  );
}

/**
 * The data the page was rendered with (the server validated the content when it was published),
 * or null where the HTML has none (the Vite dev server, the admin's shell).
 */
export function readEmbeddedPage(): PageData | null {
  if (typeof document === 'undefined') return null;
  const text = document.getElementById(EMBEDDED_PAGE_ID)?.textContent;
  if (!text) return null;
  try {
    const data: unknown = JSON.parse(text);
    return isPageData(data) ? data : null;
  } catch {
    return null;
  }
}

/** Page data fetched for client-side navigation: the same checks as the embedded one. */
export function asPageData(value: unknown): PageData | null {
  return isPageData(value) ? value : null;
}
