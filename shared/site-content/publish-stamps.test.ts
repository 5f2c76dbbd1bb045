import { describe, expect, it } from 'vitest';
import { defaultSiteData } from './defaults';
import { editorsDiff, isOpen, openOn, OPENING_DAYS, withPublishStamps } from './publish-stamps';
import type { SiteData } from './schema';

// What a publish writes beside the editors' content: a changed post's modifiedAt (BlogPosting's
// dateModified), an opening's closing date (validThrough), after which it leaves the site.

const AT = '2026-12-07T09:30:00.000Z';
const first = defaultSiteData.blogPosts[0]!;
const second = defaultSiteData.blogPosts[1]!;
const live: SiteData = { ...defaultSiteData, blogPosts: [first, second] };

describe('a publish stamps', () => {
  it('a changed post with the publish’s time; an unchanged one keeps its own; a new one none', () => {
    const before = {
      ...live,
      blogPosts: [{ ...first, modifiedAt: '2026-01-01T00:00:00.000Z' }, second],
    };
    const next = {
      ...before,
      blogPosts: [
        before.blogPosts[0]!,
        { ...second, content: `${second.content}\n\nA correction.` },
        { ...first, id: 99, slug: 'new-post' },
      ],
    };
    const posts = withPublishStamps(before, next, AT).blogPosts;
    expect(posts.map((p) => p.modifiedAt)).toEqual(['2026-01-01T00:00:00.000Z', AT, null]);
  });

  it('an opening without a closing date: its first publish’s day plus 90, kept after', () => {
    expect(OPENING_DAYS).toBe(90);
    const first = withPublishStamps(defaultSiteData, defaultSiteData, AT);
    expect(first.openings.map((o) => o.validThrough)).toEqual(
      defaultSiteData.openings.map(() => '2027-03-07'),
    );
    // A later publish of a copy without the date (an API client) keeps the date it had live.
    const later = withPublishStamps(first, defaultSiteData, '2027-01-10T00:00:00.000Z');
    expect(later.openings.map((o) => o.validThrough)).toEqual(
      first.openings.map(() => '2027-03-07'),
    );
    // A date given is kept.
    const dated = { ...defaultSiteData.openings[0]!, validThrough: '2026-12-31' };
    const given = withPublishStamps(first, { ...defaultSiteData, openings: [dated] }, AT);
    expect(given.openings[0]!.validThrough).toBe('2026-12-31');
  });

  it('is no change of the editors: the summary of an unchanged copy is empty', () => {
    const published = withPublishStamps(defaultSiteData, defaultSiteData, AT);
    const diff = editorsDiff(defaultSiteData, defaultSiteData, AT);
    expect(diff.openings).toEqual({ added: [], removed: [], edited: [] });
    expect(editorsDiff(published, defaultSiteData, AT).openings.edited).toEqual([]);
  });
});

describe('a closed opening', () => {
  const opening = { ...defaultSiteData.openings[0]!, validThrough: '2026-12-07' };
  it('is open through its last day, and leaves the site the day after', () => {
    expect(isOpen(opening, '2026-12-07')).toBe(true);
    expect(isOpen(opening, '2026-12-08')).toBe(false);
    expect(isOpen({ validThrough: null }, '2099-01-01')).toBe(true);
    const content = { ...defaultSiteData, openings: [opening, defaultSiteData.openings[1]!] };
    expect(openOn(content, '2026-12-07')).toBe(content);
    expect(openOn(content, '2026-12-08').openings.map((o) => o.id)).toEqual([
      defaultSiteData.openings[1]!.id,
    ]);
  });
});
