// The messages between a content editor and the frame that previews its page before it is
// saved (client/src/app/preview-frame.tsx): the frame says it is ready, the editor sends the
// content to draw, again at each change. Same origin only, on both sides.

export const PAGE_PREVIEW_READY = 'page-preview-ready';
export const PAGE_PREVIEW_CONTENT = 'page-preview-content';

/** The address of the frame that previews the page at `path`. */
export const pagePreviewUrl = (path: string) => `/admin/preview${path === '/' ? '' : path}?frame`;

export function isPagePreviewMessage(data: unknown): data is { type: string; content: unknown } {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { type?: unknown }).type === PAGE_PREVIEW_CONTENT &&
    typeof (data as { content?: unknown }).content === 'object'
  );
}

export const isPreviewReady = (data: unknown) =>
  typeof data === 'object' &&
  data !== null &&
  (data as { type?: unknown }).type === PAGE_PREVIEW_READY;
