import { createHash } from 'node:crypto';

// Conditional GETs (RFC 9110, section 13): a representation's strong ETag is a hash of the bytes
// it sends, so a tag changes exactly when those bytes do; a revisit that still holds them gets a
// 304 without a body.

/** The strong ETag of `bytes`: a quoted base64url SHA-256 (128 bits are plenty to tell files apart). */
export function strongEtag(bytes: Buffer): string {
  return `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 22)}"`;
}

/** The request headers that make a GET conditional. */
export interface Conditions {
  ifNoneMatch?: string;
  ifModifiedSince?: string;
}

/** Whether `If-None-Match` names `etag` (weak comparison, `*`, lists: RFC 9110 13.1.2). */
export function matchesEtag(ifNoneMatch: string, etag: string): boolean {
  const opaque = etag.replace(/^W\//, '');
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim())
    .some((tag) => tag === '*' || tag.replace(/^W\//, '') === opaque);
}

/**
 * Whether a GET with `conditions` may be answered 304 for a representation with `etag`, last
 * changed at `modified` (ms). If-None-Match decides when it is sent; If-Modified-Since only
 * without it (RFC 9110 13.2.2), at the second's precision of an HTTP date.
 */
export function notModified(conditions: Conditions, etag: string, modified?: number): boolean {
  if (conditions.ifNoneMatch !== undefined) return matchesEtag(conditions.ifNoneMatch, etag);
  if (conditions.ifModifiedSince === undefined || modified === undefined) return false;
  const since = Date.parse(conditions.ifModifiedSince);
  return !Number.isNaN(since) && Math.floor(modified / 1000) <= Math.floor(since / 1000);
}

/** An HTTP date (IMF-fixdate) for Last-Modified. */
export const httpDate = (ms: number): string => new Date(ms).toUTCString();
