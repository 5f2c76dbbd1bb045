import { describe, expect, it } from 'vitest';
import { httpDate, matchesEtag, notModified, strongEtag } from './revalidation';

describe('conditional GETs (RFC 9110)', () => {
  const etag = strongEtag(Buffer.from('<html>page</html>'));

  it('tags bytes by their hash: the same bytes the same strong tag, other bytes another', () => {
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{22}"$/);
    expect(strongEtag(Buffer.from('<html>page</html>'))).toBe(etag);
    expect(strongEtag(Buffer.from('<html>page!</html>'))).not.toBe(etag);
  });

  it('If-None-Match matches the tag, a weak form of it, one of a list, or *', () => {
    expect(matchesEtag(etag, etag)).toBe(true);
    expect(matchesEtag(`W/${etag}`, etag)).toBe(true);
    expect(matchesEtag(`"other", ${etag}`, etag)).toBe(true);
    expect(matchesEtag('*', etag)).toBe(true);
    expect(matchesEtag('"other"', etag)).toBe(false);
  });

  it('If-None-Match decides when sent; If-Modified-Since only without it', () => {
    const modified = Date.parse('2026-12-01T10:00:00.500Z');
    const after = httpDate(Date.parse('2026-12-01T10:00:30Z'));
    const before = httpDate(Date.parse('2026-12-01T09:59:59Z'));
    expect(notModified({ ifNoneMatch: etag }, etag, modified)).toBe(true);
    // A tag that does not match wins over a date that would.
    expect(notModified({ ifNoneMatch: '"old"', ifModifiedSince: after }, etag, modified)).toBe(
      false,
    );
    expect(notModified({ ifModifiedSince: after }, etag, modified)).toBe(true);
    // The same second as Last-Modified (an HTTP date has no milliseconds) is not modified.
    expect(notModified({ ifModifiedSince: httpDate(modified) }, etag, modified)).toBe(true);
    expect(notModified({ ifModifiedSince: before }, etag, modified)).toBe(false);
    expect(notModified({ ifModifiedSince: 'yesterday' }, etag, modified)).toBe(false);
    expect(notModified({ ifModifiedSince: after }, etag)).toBe(false);
    expect(notModified({}, etag, modified)).toBe(false);
  });
});
