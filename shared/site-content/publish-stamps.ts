import type { Opening } from './collections/openings';
import { diffSiteContent, type SiteContentDiff } from './diff';
import type { SiteData } from './schema';

// What a publish writes on the content it makes live, beside what the editors wrote: when each
// post last changed (BlogPosting's dateModified) and when each opening without a closing date
// closes (JobPosting's validThrough; the opening leaves the site after that day). Stored with
// the version, so a restart, a restore and every later render agree.

/** An opening published without a closing date closes this many days after its publish. */
export const OPENING_DAYS = 90;

/** The day `n` days after `day` (YYYY-MM-DD), on the calendar alone. */
function addDays(day: string, n: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}

/** One text for one value, whatever the order of its keys. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object')
    return `{${Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

/**
 * `next` as it goes live at `publishedAt` after `live`: a post that was live and changed gets
 * `modifiedAt` (one that did not keeps its own; a new one has none: its date is its change).
 * An opening without a closing date keeps the one it had live, or gets its first publish's day
 * plus OPENING_DAYS.
 */
export function withPublishStamps(live: SiteData, next: SiteData, publishedAt: string): SiteData {
  const before = new Map(live.blogPosts.map((post) => [post.id, post]));
  const closing = new Map(live.openings.map((o) => [o.id, o.validThrough]));
  const text = (post: SiteData['blogPosts'][number]) => canonical({ ...post, modifiedAt: null });
  const closes = addDays(publishedAt.slice(0, 10), OPENING_DAYS);
  return {
    ...next,
    blogPosts: next.blogPosts.map((post) => {
      const old = before.get(post.id);
      if (!old) return { ...post, modifiedAt: null };
      return { ...post, modifiedAt: text(old) === text(post) ? old.modifiedAt : publishedAt };
    }),
    openings: next.openings.map((o) =>
      o.validThrough ? o : { ...o, validThrough: closing.get(o.id) ?? closes },
    ),
  };
}

/** Whether an opening still takes applications on `today` (YYYY-MM-DD, the firm's day). */
export const isOpen = (opening: Pick<Opening, 'validThrough'>, today: string): boolean =>
  !opening.validThrough || opening.validThrough >= today;

/** The content as visitors see it on `today`: without the openings that closed before it. */
export function openOn(content: SiteData, today: string): SiteData {
  const openings = content.openings.filter((o) => isOpen(o, today));
  return openings.length === content.openings.length ? content : { ...content, openings };
}

/**
 * What `next` changes on `live` as the editors see it: both sides stamped alike, so a closing
 * date or a post's modifiedAt that a publish adds is no change of theirs.
 */
export function editorsDiff(live: SiteData, next: SiteData, at: string): SiteContentDiff {
  return diffSiteContent(withPublishStamps(live, live, at), withPublishStamps(live, next, at));
}
