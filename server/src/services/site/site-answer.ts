import { type Conditions, httpDate, notModified } from '../../lib/revalidation';
import type { ServedView } from '../analytics/page-counter';
import type { Representation } from '../publishing/site-files';

// What the static site answers a GET with (./static-site.ts decides which), and the one place a
// representation becomes a 200 with its validators or a 304.

/** What a request says about the answers it takes. */
export interface SiteRequest extends Conditions {
  acceptEncoding?: string;
}

/** How to answer a GET for a path of the site. */
export type SiteAnswer =
  /** A built file sent from disk as it is (with its ETag; `vary` when it has a compressed twin). */
  | { kind: 'file'; file: string; cacheControl: string; vary?: string }
  /**
   * A body made here: a page, a compressed file, the sitemap, the feed; or a 304 for one. `view`:
   * the page it is for the analytics (a page, its data, the 404 page), which decide whether to
   * count it.
   */
  | {
      kind: 'body';
      status: number;
      headers: Record<string, string>;
      body: Buffer;
      view?: ServedView;
    }
  /** A renamed or removed page: 301 to where it went. */
  | { kind: 'redirect'; location: string };

/**
 * A representation as answered: 200 (or `status`) with its bytes and ETag, or 304 without them
 * when the request already holds it. Only a 200 is validated (a 404 page is never a 304).
 */
export function represented(
  { bytes, etag }: Representation,
  status: number,
  headers: Record<string, string>,
  request: SiteRequest,
  modified?: number,
): SiteAnswer {
  if (status !== 200) return { kind: 'body', status, headers, body: bytes };
  const validators: Record<string, string> = { etag };
  if (modified !== undefined) validators['last-modified'] = httpDate(modified);
  if (notModified(request, etag, modified)) {
    // A 304's headers update the cached answer's: it must carry the same policy (a missing
    // one would be filled in with the API's default CSP, which forbids the pages' scripts).
    const body = ['content-type', 'content-encoding', 'content-length'];
    const head = Object.fromEntries(Object.entries(headers).filter(([n]) => !body.includes(n)));
    return {
      kind: 'body',
      status: 304,
      headers: { ...head, ...validators },
      body: Buffer.alloc(0),
    };
  }
  return { kind: 'body', status, headers: { ...headers, ...validators }, body: bytes };
}
